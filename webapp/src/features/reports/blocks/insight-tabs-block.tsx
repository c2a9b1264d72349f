import { Markdown } from '@/components/markdown';
import { Tabs } from '@/components/ui/tabs';
import type { Profile } from '@/features/instruments/api/instrument-schema';
import { BlockFrame } from '../components/block-frame';
import { useReport } from '../report-context';
import type { BlockProps } from './block-props';

function InsightCards({ insights }: { insights: Profile['general_insights'] }) {
  return (
    <div className="insight-grid">
      {insights.map((insight) => (
        <article key={insight.topic} className="insight-card">
          <h3>{insight.topic}</h3>
          <Markdown>{insight.text}</Markdown>
        </article>
      ))}
    </div>
  );
}

/** `insight_tabs`: the profile's general and workplace insights, four cards each. */
export function InsightTabsBlock({ block }: BlockProps<'insight_tabs'>) {
  const { profile } = useReport();
  if (!profile) return null;
  return (
    <BlockFrame title={block.title} help={block.help}>
      <Tabs
        label={block.title ?? 'Insights'}
        tabs={[
          { id: 'general', label: block.general_label, content: <InsightCards insights={profile.general_insights} /> },
          { id: 'workplace', label: block.workplace_label, content: <InsightCards insights={profile.workplace_insights} /> },
        ]}
      />
    </BlockFrame>
  );
}

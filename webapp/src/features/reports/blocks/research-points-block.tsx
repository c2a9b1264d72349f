import { Markdown } from '@/components/markdown';
import { BlockFrame } from '../components/block-frame';
import { useReport } from '../report-context';
import type { BlockProps } from './block-props';

/** `research_points`: the profile's research focus points and their sources. */
export function ResearchPointsBlock({ block }: BlockProps<'research_points'>) {
  const { profile } = useReport();
  if (!profile || profile.research_points.length === 0) return null;
  return (
    <BlockFrame title={block.title} help={block.help}>
      <ul className="research-points">
        {profile.research_points.map((point) => (
          <li key={point}>
            <Markdown inline>{point}</Markdown>
          </li>
        ))}
      </ul>
      {profile.sources.length > 0 ? (
        <details className="sources">
          <summary>Sources</summary>
          <ul>
            {profile.sources.map((source) => (
              <li key={source}>{source}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </BlockFrame>
  );
}

import { Markdown } from '@/components/markdown';
import { verdictColour } from '../colours';
import { BlockFrame } from '../components/block-frame';
import { useReport } from '../report-context';
import type { BlockProps } from './block-props';

/** Fills `{dimension}` names in the template with the level labels. */
export function fillTemplate(template: string, labels: Readonly<Record<string, string>>): string {
  return template.replace(/\{([A-Za-z][A-Za-z0-9_-]*)\}/g, (whole, name: string) => labels[name] ?? whole);
}

/** `verdict`: the levels in one sentence, coloured red, amber or green, with the profile text. */
export function VerdictBlock({ block }: BlockProps<'verdict'>) {
  const { report, profile } = useReport();
  const results = Object.entries(report.dimensions);
  const labels = Object.fromEntries(results.map(([id, result]) => [id, result.levelLabel]));
  const colour = verdictColour(results.map(([, result]) => result.colour));
  return (
    <BlockFrame title={block.title} help={block.help} className={`verdict verdict--${colour}`}>
      <p className="verdict__headline">
        <strong>{fillTemplate(block.template, labels)}</strong>
      </p>
      {profile ? (
        <>
          <h3 className="verdict__title">{profile.title}</h3>
          <Markdown>{profile.description}</Markdown>
        </>
      ) : null}
      {report.levelBasis === 'absolute' ? (
        <p className="muted">
          Too few people have taken this survey for a fair comparison yet, so your level is read from fixed
          ranges of the scale.
        </p>
      ) : null}
    </BlockFrame>
  );
}

import { RingChart } from '../charts/ring-chart';
import { colourHex } from '../colours';
import { BlockFrame } from '../components/block-frame';
import { useReport } from '../report-context';
import type { BlockProps } from './block-props';

const formatScore = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** `score_rings`: one ring per dimension, the score as a share of its maximum. */
export function ScoreRingsBlock({ block }: BlockProps<'score_rings'>) {
  const { instrument, report } = useReport();
  return (
    <BlockFrame title={block.title} help={block.help}>
      <div className="ring-row">
        {block.dimensions.map((id) => {
          const result = report.dimensions[id];
          const dimension = instrument.dimensions.find((candidate) => candidate.id === id);
          if (!result || !dimension) return null;
          return (
            <RingChart
              key={id}
              title={dimension.label}
              innerLabel={`${formatScore(result.score)} / ${formatScore(result.max)}`}
              percentage={(result.score / result.max) * 100}
              label={result.levelLabel}
              size={120}
              mainColor={colourHex[result.colour]}
            />
          );
        })}
      </div>
    </BlockFrame>
  );
}

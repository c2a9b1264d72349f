import { BlockFrame } from '../components/block-frame';
import { useReport } from '../report-context';
import type { BlockProps } from './block-props';

/** `score_sliders`: the style line and one bar per dimension with its percentage (two decimals). */
export function ScoreSlidersBlock({ block }: BlockProps<'score_sliders'>) {
  const { instrument, report, profile } = useReport();
  const style = block.dimensions
    .map((id) => {
      const result = report.dimensions[id];
      const dimension = instrument.dimensions.find((candidate) => candidate.id === id);
      return result && dimension ? `${result.levelLabel} ${dimension.label.split(' ').pop() ?? ''}` : null;
    })
    .filter(Boolean)
    .join(' & ');
  return (
    <BlockFrame title={block.title} help={block.help}>
      <p className="style-line">
        <strong>{style}</strong>
        {profile ? <span className="muted"> ({profile.title.split(':')[0]})</span> : null}
      </p>
      {block.dimensions.map((id) => {
        const result = report.dimensions[id];
        const dimension = instrument.dimensions.find((candidate) => candidate.id === id);
        if (!result || !dimension) return null;
        const percent = result.percentage.toFixed(2);
        return (
          <div key={id} className="score-slider">
            <p className="score-slider__label">
              <span>{dimension.label}</span>
              <strong>{percent}%</strong>
            </p>
            <div
              className="score-slider__track"
              role="meter"
              aria-label={dimension.label}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={result.percentage}
              aria-valuetext={`${percent}%, ${result.levelLabel}`}
            >
              <div className="score-slider__fill" style={{ width: `${Math.min(result.percentage, 100)}%` }} />
              <span className="score-slider__thumb" style={{ left: `${Math.min(result.percentage, 100)}%` }} />
            </div>
            <p className="muted score-slider__level">{result.levelLabel}</p>
          </div>
        );
      })}
    </BlockFrame>
  );
}

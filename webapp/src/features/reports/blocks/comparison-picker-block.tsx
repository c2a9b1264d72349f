import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/session/session-provider';
import { local } from '@/lib/storage';
import type { Comparison } from '../api/report-schema';
import { getComparison } from '../api/reports-api';
import { BlockFrame } from '../components/block-frame';
import { storeJson } from '../device-storage';
import { fieldLabel } from '@/lib/field-label';
import { useReport } from '../report-context';
import type { BlockProps } from './block-props';
import { NOT_AVAILABLE_YET, comparisonErrorText, comparisonTexts, format2, hasComparisonData } from './comparison-texts';

function ComparisonResult({ comparison }: { comparison: Comparison }) {
  const { instrument } = useReport();
  return (
    <div className="comparison-result" aria-live="polite">
      {comparison.message ? <p className="muted">{comparison.message}</p> : null}
      {Object.entries(comparison.dimensions).map(([id, found]) => {
        const label = instrument.dimensions.find((dimension) => dimension.id === id)?.label ?? id;
        return (
          <div key={id} className="comparison-result__dimension">
            <h3>{label}</h3>
            {found.basis === 'unavailable' || found.percentile === null ? (
              <p>{NOT_AVAILABLE_YET}</p>
            ) : (
              <dl className="details-list">
                <dt>Percentile</dt>
                <dd>Higher than {Math.round(found.percentile)}% of the group</dd>
                <dt>Your percentage</dt>
                <dd>{format2(found.userPercentage)}%</dd>
                <dt>Group size</dt>
                <dd>{found.comparisonGroupSize} people{found.basis === 'general' ? ' (everyone)' : ''}</dd>
                <dt>Group mean</dt>
                <dd>{found.comparisonMean === null ? 'Not available' : `${format2(found.comparisonMean)}%`}</dd>
              </dl>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** `comparison_picker`: choose one demographic group, Apply filter, see the group comparison. */
export function ComparisonPickerBlock({ block }: BlockProps<'comparison_picker'>) {
  const { instrument, report } = useReport();
  const { state: session } = useSession();
  const selectId = useId();
  const [group, setGroup] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [comparison, setComparison] = useState<Comparison | null>(null);
  const groups = instrument.population?.groups ?? [];

  async function apply() {
    setError(null);
    if (!group) {
      setError(comparisonTexts.noGroup);
      return;
    }
    if (!session.user?.id && !local.getItem('respondentID')) {
      setError(comparisonTexts.noUser);
      return;
    }
    setLoading(true);
    try {
      const answer = await getComparison(report.id, group);
      if (!hasComparisonData(answer)) {
        setError(answer.message ?? comparisonTexts.noData);
        setComparison(null);
      } else {
        setComparison(answer);
        storeJson('sampleData', answer);
      }
    } catch (problem) {
      setComparison(null);
      setError(comparisonErrorText(problem));
    } finally {
      setLoading(false);
    }
  }

  if (groups.length === 0) return null;
  return (
    <BlockFrame title={block.title} help={block.help} helpTitle={block.label}>
      <div className="comparison-picker">
        <label htmlFor={selectId} className="field__label">
          {block.label}
        </label>
        <div className="comparison-picker__row">
          <select id={selectId} className="input select" value={group} onChange={(event) => setGroup(event.target.value)}>
            <option value="">Choose a group</option>
            {groups.map((name) => (
              <option key={name} value={name}>
                {fieldLabel(name, instrument.population?.labels)}
              </option>
            ))}
          </select>
          <Button onClick={() => void apply()} aria-busy={loading || undefined} disabled={loading}>
            {loading ? 'Loading...' : 'Apply filter'}
          </Button>
        </div>
        <div role="alert" className="field__error">
          {error}
        </div>
      </div>
      {comparison ? <ComparisonResult comparison={comparison} /> : null}
    </BlockFrame>
  );
}

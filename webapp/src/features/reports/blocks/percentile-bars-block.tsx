import { useEffect, useState } from 'react';
import type { Comparison } from '../api/report-schema';
import { getComparison } from '../api/reports-api';
import { BlockFrame } from '../components/block-frame';
import { storeJson } from '../device-storage';
import { useReport } from '../report-context';
import type { BlockProps } from './block-props';
import { NOT_AVAILABLE_YET, comparisonErrorText } from './comparison-texts';
import { PercentileBar } from './percentile-bar';

type GroupState = { status: 'loading' } | { status: 'ready'; comparison: Comparison } | { status: 'error'; message: string };

/**
 * `percentile_bars`: the dimension's percentile among everyone, and among people of the
 * respondent's own group (the instrument's first comparison group). Never an invented number.
 */
export function PercentileBarsBlock({ block }: BlockProps<'percentile_bars'>) {
  const { instrument, report } = useReport();
  const dimensionId = block.dimension ?? instrument.dimensions[0]?.id ?? '';
  const group = instrument.population?.groups[0] ?? null;
  const [groupState, setGroupState] = useState<GroupState>({ status: 'loading' });

  useEffect(() => {
    storeJson(
      'populationData',
      Object.fromEntries(Object.entries(report.dimensions).map(([id, result]) => [`${id}Percentile`, result.population?.percentile ?? null])),
    );
  }, [report]);

  useEffect(() => {
    if (!group) return;
    let current = true;
    getComparison(report.id, group).then(
      (comparison) => current && setGroupState({ status: 'ready', comparison }),
      (error: unknown) => current && setGroupState({ status: 'error', message: comparisonErrorText(error) }),
    );
    return () => {
      current = false;
    };
  }, [report.id, group]);

  const result = report.dimensions[dimensionId];
  const dimension = instrument.dimensions.find((candidate) => candidate.id === dimensionId);
  if (!result || !dimension) return null;
  const everyone = result.basis === 'unavailable' ? null : (result.population?.percentile ?? null);

  let groupPercentile: number | null = null;
  let groupNote: string | null = null;
  if (!group) groupNote = 'This survey has no demographic comparison.';
  else if (groupState.status === 'loading') groupNote = 'Loading...';
  else if (groupState.status === 'error') groupNote = groupState.message;
  else {
    const found = groupState.comparison.dimensions[dimensionId];
    if (found && found.basis === 'filtered' && found.percentile !== null) groupPercentile = found.percentile;
    else groupNote = groupState.comparison.message ?? NOT_AVAILABLE_YET;
  }

  return (
    <BlockFrame title={block.title ?? dimension.label} help={block.help} helpTitle={dimension.label}>
      <PercentileBar label={block.population_label} percentile={everyone} note={everyone === null ? NOT_AVAILABLE_YET : null} />
      <PercentileBar label={block.group_label} percentile={groupPercentile} note={groupNote} />
    </BlockFrame>
  );
}

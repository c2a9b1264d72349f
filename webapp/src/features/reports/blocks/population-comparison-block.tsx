import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import type { Dimension } from '@/features/instruments/api/instrument-schema';
import type { DimensionReport } from '../api/report-schema';
import type { ReportFilter } from '../api/reports-api';
import { BellCurve } from '../charts/bell-curve';
import { BlockFrame } from '../components/block-frame';
import { FilterPanel } from '../components/filter-panel';
import { fieldLabel } from '@/lib/field-label';
import { useReport } from '../report-context';
import { useFilterSections } from '../use-filter-options';
import type { BlockProps } from './block-props';
import { NOT_AVAILABLE_YET } from './comparison-texts';

export function describeGroup(
  filter: ReportFilter,
  basis: DimensionReport['basis'],
  labels: Readonly<Record<string, string>> = {},
): string {
  const parts = Object.entries(filter).map(([field, value]) => `${fieldLabel(field, labels)}: ${value}`);
  if (basis !== 'filtered' || parts.length === 0) return 'everyone who has taken the survey';
  return `people with ${parts.join(', ')}`;
}

/** Where the score sits against the group's average range (mean ± 1 sd). */
export function positionText(score: number, mean: number, sd: number): string {
  if (score < mean - sd) return 'below the average range';
  if (score > mean + sd) return 'above the average range';
  return score < mean ? 'within the average range, below the average' : score > mean ? 'within the average range, above the average' : 'at the average';
}

type DimensionComparisonProps = {
  dimension: Dimension;
  result: DimensionReport;
  filter: ReportFilter;
  labels: Readonly<Record<string, string>>;
};

function DimensionComparison({ dimension, result, filter, labels }: DimensionComparisonProps) {
  const population = result.population;
  if (result.basis === 'unavailable' || !population) return <p className="comparison-unavailable">{NOT_AVAILABLE_YET}</p>;
  return (
    <div className="dimension-comparison">
      <BellCurve
        title={dimension.label}
        userScore={result.score}
        maxScore={result.max}
        mean={population.mean}
        standardDeviation={population.stddev}
        count={population.count}
      />
      <p className="dimension-comparison__result">
        <strong>Result: {result.levelLabel}</strong>
      </p>
      <p className={`level-sentence level-sentence--${result.colour}`}>
        Your {dimension.label.toLowerCase()} score is {result.levelLabel.toLowerCase()}:{' '}
        {positionText(result.score, population.mean, population.stddev)} for {describeGroup(filter, result.basis, labels)} (
        {population.count} people).
      </p>
    </div>
  );
}

/** `population_comparison`: per-dimension tabs with the bell curve, and the demographic filter. */
export function PopulationComparisonBlock({ block }: BlockProps<'population_comparison'>) {
  const { instrument, report, applyFilter, filtering } = useReport();
  const [panelOpen, setPanelOpen] = useState(false);
  const filterFields = instrument.population?.filters ?? [];
  const sections = useFilterSections(filterFields, instrument.population?.labels ?? {});
  const tabs = block.dimensions.flatMap((id) => {
    const dimension = instrument.dimensions.find((candidate) => candidate.id === id);
    const result = report.dimensions[id];
    if (!dimension || !result) return [];
    return [{ id, label: dimension.label, content: <DimensionComparison dimension={dimension} result={result} filter={report.filter} labels={instrument.population?.labels ?? {}} /> }];
  });
  return (
    <BlockFrame title={block.title} help={block.help}>
      {filterFields.length > 0 ? (
        <div className="filter-bar">
          <Button variant="secondary" onClick={() => setPanelOpen(true)} isLoading={filtering} disabled={sections === null}>
            {block.filter_button}
          </Button>
          <p className="muted filter-bar__current">
            {Object.keys(report.filter).length > 0
              ? `Filter: ${Object.entries(report.filter).map(([field, value]) => `${fieldLabel(field, instrument.population?.labels)} ${value}`).join(', ')}`
              : 'Compared with everyone who has taken the survey'}
          </p>
        </div>
      ) : null}
      <div role="status" className="filter-message">
        {report.message}
      </div>
      <Tabs label={block.title ?? 'Population comparison'} tabs={tabs} />
      {panelOpen && sections ? (
        <FilterPanel
          open
          sections={sections}
          value={report.filter}
          onApply={(filter) => void applyFilter(filter)}
          onClose={() => setPanelOpen(false)}
        />
      ) : null}
    </BlockFrame>
  );
}

import '../report.css';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Instrument, ReportView } from '@/features/instruments/api/instrument-schema';
import type { ReportData } from '../api/report-schema';
import { getReport, type ReportFilter } from '../api/reports-api';
import { blockComponent, defaultBlockRegistry, type BlockRegistry } from '../blocks/block-registry';
import { ReportContext, profileOf, type ReportContextValue } from '../report-context';

type ReportContentProps = {
  instrument: Instrument;
  report: ReportData;
  registry?: BlockRegistry;
  /** Reloads the report for a filter; the server call by default. */
  loadReport?: (responseId: string, filter: ReportFilter) => Promise<ReportData>;
};

function ViewBlocks({ view, registry }: { view: ReportView; registry: BlockRegistry }) {
  return (
    <>
      {view.blocks.map((block, index) => {
        const Block = blockComponent(registry, block);
        return <Block key={`${block.type}-${index}`} block={block} />;
      })}
    </>
  );
}

/** A report composed of the instrument's views and blocks, each drawn by its registered component. */
export function ReportContent({ instrument, report: initial, registry = defaultBlockRegistry, loadReport = getReport }: ReportContentProps) {
  const [report, setReport] = useState(initial);
  const [filtering, setFiltering] = useState(false);
  const [filterError, setFilterError] = useState<string | null>(null);
  const [viewIndex, setViewIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const views = instrument.report?.views ?? [];
  const view = views[viewIndex];

  const applyFilter = useCallback(
    async (filter: ReportFilter) => {
      setFiltering(true);
      setFilterError(null);
      try {
        setReport(await loadReport(report.id, filter));
      } catch (error) {
        setFilterError(error instanceof Error ? error.message : 'The comparison could not be loaded.');
      } finally {
        setFiltering(false);
      }
    },
    [loadReport, report.id],
  );

  const value = useMemo<ReportContextValue>(
    () => ({ instrument, report, profile: profileOf(instrument, report), applyFilter, filtering }),
    [instrument, report, applyFilter, filtering],
  );

  if (!view) return <p>This survey has no report.</p>;
  const next = views[viewIndex + 1];
  return (
    <ReportContext value={value}>
      <section className="page report" aria-labelledby="report-title">
        <header className="report__header">
          <h1 id="report-title" ref={headingRef} tabIndex={-1}>
            {view.title}
          </h1>
          {view.subtitle ? <p className="report__subtitle">{view.subtitle}</p> : null}
        </header>
        {filterError ? (
          <p className="form-alert form-alert--error" role="alert">
            {filterError}
          </p>
        ) : null}
        <ViewBlocks view={view} registry={registry} />
        {next && view.continue_label ? (
          <div className="button-row">
            <Button
              onClick={() => {
                setViewIndex(viewIndex + 1);
                window.scrollTo(0, 0);
                window.setTimeout(() => headingRef.current?.focus(), 0);
              }}
            >
              {view.continue_label}
            </Button>
          </div>
        ) : null}
      </section>
    </ReportContext>
  );
}

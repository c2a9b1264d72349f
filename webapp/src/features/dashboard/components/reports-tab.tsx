import { useCallback, useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotify } from '@/components/ui/notifications';
import { LoadingBlock } from '@/components/ui/spinner';
import { reportHref } from '@/features/reports/report-routes';
import { useSession } from '@/features/session/session-provider';
import { ApiError } from '@/lib/api-client';
import { getInstrumentSummaries } from '../api/get-instruments';
import { deleteResponse, listResponses } from '../api/responses';
import { LoadFailed } from './edit-parts';
import { ReportsList, type ReportListItem } from './reports-list';

/** 'Loneliness Survey' -> 'Your Personalized Loneliness Report' (the title names the survey). */
export function reportTitle(instrumentTitle: string): string {
  return `Your Personalized ${instrumentTitle.replace(/\s+survey$/i, '')} Report`;
}

export function ReportsTab() {
  const { state } = useSession();
  const notify = useNotify();
  const userId = state.user?.id ?? null;
  const [items, setItems] = useState<ReportListItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<ReportListItem | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const load = useCallback(async () => {
    setError(null);
    if (!userId) {
      setItems([]);
      return;
    }
    try {
      const [responses, instruments] = await Promise.all([
        listResponses(),
        getInstrumentSummaries().catch(() => []),
      ]);
      const byId = new Map(instruments.map((instrument) => [instrument.id, instrument]));
      setItems(
        responses.map((response) => ({
          id: response.id,
          title: reportTitle(byId.get(response.instrument)?.title ?? response.instrument),
          href: reportHref(
            {
              id: response.instrument,
              route: byId.get(response.instrument)?.route ?? null,
              report_route: byId.get(response.instrument)?.report_route ?? null,
            },
            response.id,
          ),
          updatedAt: response.updatedAt,
        })),
      );
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Could not load your reports.');
    }
  }, [userId]);

  useEffect(() => {
    void load();
  }, [load]);

  async function confirmDelete() {
    const item = pendingDelete;
    if (!item) return;
    setDeletingId(item.id);
    try {
      await deleteResponse(item.id);
      setItems((current) => current?.filter((entry) => entry.id !== item.id) ?? null);
      notify({ kind: 'success', title: 'Report deleted' });
    } catch (caught) {
      notify({
        kind: 'error',
        title: 'Could not delete the report',
        message: caught instanceof ApiError ? caught.message : undefined,
      });
    } finally {
      setDeletingId(null);
      setPendingDelete(null);
    }
  }

  return (
    <section aria-labelledby="reports-title">
      <h2 id="reports-title">Your reports</h2>
      {error ? (
        <LoadFailed message={error} onRetry={() => void load()} />
      ) : items === null ? (
        <LoadingBlock label="Loading your reports…" />
      ) : (
        <ReportsList items={items} onDelete={setPendingDelete} deletingId={deletingId} />
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete this report?"
        confirmLabel="Delete Report"
        cancelLabel="Cancel"
        confirmVariant="danger"
        isConfirming={deletingId !== null}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      >
        <p>The report and its answers are removed for good.</p>
      </ConfirmDialog>
    </section>
  );
}

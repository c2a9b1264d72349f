import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSession } from '@/features/session/session-provider';
import { getDemographic } from './api/get-demographic';
import type { DemographicRecord } from './api/demographic-schema';

type DemographicContextValue = {
  /** The one record the app keeps in memory, or null when none is known. */
  demographic: DemographicRecord | null;
  /** True once the record for the current user was fetched (or there is no user to fetch for). */
  loaded: boolean;
  setDemographic: (record: DemographicRecord | null) => void;
  reload: () => Promise<DemographicRecord | null>;
};

const DemographicContext = createContext<DemographicContextValue | null>(null);

export function DemographicProvider({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const userId = state.user?.id ?? null;
  const [demographic, setDemographic] = useState<DemographicRecord | null>(null);
  const [loadedFor, setLoadedFor] = useState<string | null | undefined>(undefined);

  const reload = useCallback(async () => {
    if (!userId) {
      setDemographic(null);
      setLoadedFor(null);
      return null;
    }
    try {
      const record = await getDemographic(userId);
      setDemographic(record);
      return record;
    } catch {
      // Spec section 4: the record stays as it was when the fetch fails.
      return null;
    } finally {
      setLoadedFor(userId);
    }
  }, [userId]);

  useEffect(() => {
    setDemographic(null);
    void reload();
  }, [reload]);

  const value = useMemo(
    () => ({ demographic, loaded: loadedFor === userId, setDemographic, reload }),
    [demographic, loadedFor, userId, reload],
  );
  return <DemographicContext value={value}>{children}</DemographicContext>;
}

export function useDemographic(): DemographicContextValue {
  const value = use(DemographicContext);
  if (!value) throw new Error('useDemographic must be used inside <DemographicProvider>');
  return value;
}

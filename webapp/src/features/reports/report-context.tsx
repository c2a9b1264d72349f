import { createContext, use } from 'react';
import type { Instrument, Profile } from '@/features/instruments/api/instrument-schema';
import type { ReportData } from './api/report-schema';
import type { ReportFilter } from './api/reports-api';

export type ReportContextValue = {
  instrument: Instrument;
  report: ReportData;
  /** The instrument's profile text for the respondent's levels, when one matches. */
  profile: Profile | null;
  /** Reloads the report against the filtered population (empty values already dropped). */
  applyFilter: (filter: ReportFilter) => Promise<void>;
  filtering: boolean;
};

export const ReportContext = createContext<ReportContextValue | null>(null);

export function useReport(): ReportContextValue {
  const value = use(ReportContext);
  if (!value) throw new Error('useReport must be used inside a report screen');
  return value;
}

export function profileOf(instrument: Instrument, report: ReportData): Profile | null {
  return instrument.profiles.find((profile) => profile.id === report.profile) ?? null;
}

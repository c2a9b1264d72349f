import { ApiError } from '@/lib/api-client';
import type { Comparison } from '../api/report-schema';

/** Spec section 8, comparison errors. */
export const comparisonTexts = {
  noGroup: 'Please select a comparison group',
  noUser: 'User identification not found',
  noData: 'No comparison data received',
  failed: 'Failed to load comparison data',
  notFound: 'Data not found',
} as const;

export function comparisonErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if ((error instanceof ApiError && error.status === 404) || message.includes('404')) return comparisonTexts.notFound;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return comparisonTexts.failed;
}

/** An answer without any dimension is no data. */
export function hasComparisonData(comparison: Comparison): boolean {
  return Object.keys(comparison.dimensions).length > 0;
}

export const NOT_AVAILABLE_YET =
  'A comparison is not available yet: too few people have taken this survey. Your report will show one as more people answer.';

export const format2 = (value: number) => value.toFixed(2);

import { local } from '@/lib/storage';
import type { ReportData } from './api/report-schema';

/**
 * Device storage of spec section 3: the report history lists (`lonlinessreport`,
 * `attachmentsreport`, items with a timestamp) and the last scores the screens reuse.
 */
export type StoredReportItem = { id: string; instrument: string; timestamp: string };

export const historyKeys: Readonly<Record<string, string>> = {
  loneliness: 'lonlinessreport',
  attachment: 'attachmentsreport',
};

export function historyKeyFor(instrumentId: string): string {
  return historyKeys[instrumentId] ?? `${instrumentId}report`;
}

const itemShape = (value: unknown): value is StoredReportItem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredReportItem).id === 'string' &&
  typeof (value as StoredReportItem).timestamp === 'string';

export function readHistory(key: string): StoredReportItem[] {
  try {
    const parsed: unknown = JSON.parse(local.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(itemShape) : [];
  } catch {
    return [];
  }
}

export function clearHistory(key: string): void {
  local.removeItem(key);
}

/** Called when a report is viewed: newest first, one entry per response. */
export function rememberReport(report: ReportData, now: Date = new Date()): void {
  const key = historyKeyFor(report.instrument);
  const rest = readHistory(key).filter((item) => item.id !== report.id);
  const item: StoredReportItem = { id: report.id, instrument: report.instrument, timestamp: now.toISOString() };
  local.setItem(key, JSON.stringify([item, ...rest]));
  // emotionalPercentage, socialPercentage, anxietyPercentage, ...: the last percentages shown.
  for (const [dimension, result] of Object.entries(report.dimensions)) {
    local.setItem(`${dimension}Percentage`, String(result.percentage));
  }
}

export function storeJson(key: 'populationData' | 'sampleData', value: unknown): void {
  local.setItem(key, JSON.stringify(value));
}

import { describe, expect, it } from 'vitest';
import { ageFromDob, displayValue, formatReportDate } from './format';

describe('dashboard formatting', () => {
  it('formats report dates in en-US with a long month, hour and minute', () => {
    const text = formatReportDate('2026-11-21T10:15:00Z');
    expect(text).toMatch(/^November 2[01], 2026 at \d{1,2}:15\s?(AM|PM)$/);
  });

  it('derives the age in whole years from the birth date', () => {
    const today = new Date(2026, 10, 21); // 21 November 2026
    expect(ageFromDob('1990-11-21', today)).toBe(36);
    expect(ageFromDob('1990-11-22', today)).toBe(35);
    expect(ageFromDob('2008-01-01', today)).toBe(18);
    expect(ageFromDob(null, today)).toBeNull();
    expect(ageFromDob('not a date', today)).toBeNull();
  });

  it("shows 'N/A' for missing values", () => {
    expect(displayValue(null)).toBe('N/A');
    expect(displayValue('')).toBe('N/A');
    expect(displayValue(undefined)).toBe('N/A');
    expect(displayValue(0)).toBe('0');
    expect(displayValue('Female')).toBe('Female');
  });
});

import { describe, expect, it } from 'vitest';
import { matchInstrumentRoute } from '@/app/routes/instrument-route';
import type { InstrumentSummary } from '@/features/instruments/api/instrument-schema';
import { takeLabel } from '@/features/survey/components/survey-list';
import { reportHref, surveyHref } from './report-routes';

const summary = (id: string, route: string | null, report_route: string | null): InstrumentSummary => ({
  id,
  kind: 'assessment',
  title: `${id} Survey`,
  description: '',
  estimated_minutes: 2,
  route,
  report_route,
  question_count: 3,
});

const loneliness = summary('loneliness', '/loneliness', '/report');
const attachment = summary('attachment', '/attachment', '/attachmentReport');
const wellbeing = summary('wellbeing', null, null);
const mood = summary('mood', '/mood', '/moodReport');

describe('survey and report addresses', () => {
  it('uses the routes an instrument declares, else the generic ones', () => {
    expect(surveyHref(loneliness)).toBe('/loneliness');
    expect(surveyHref(wellbeing)).toBe('/survey/wellbeing');
    expect(reportHref(loneliness, 'r1')).toBe('/report/r1');
    expect(reportHref(attachment, 'r2')).toBe('/attachmentReport?id=r2');
    expect(reportHref(wellbeing, 'r3')).toBe('/report/wellbeing/r3');
  });

  it('resolves addresses declared only in instrument files', () => {
    const all = [loneliness, attachment, wellbeing, mood];
    expect(matchInstrumentRoute(all, '/mood', '')).toEqual({ kind: 'survey', instrument: mood });
    expect(matchInstrumentRoute(all, '/moodReport', '?id=abc')).toEqual({ kind: 'report', instrument: mood, responseId: 'abc' });
    expect(matchInstrumentRoute(all, '/moodReport/xyz', '')).toEqual({ kind: 'report', instrument: mood, responseId: 'xyz' });
    expect(matchInstrumentRoute(all, '/moodReport', '')).toEqual({ kind: 'report', instrument: mood, responseId: null });
    expect(matchInstrumentRoute(all, '/nothing-here', '')).toBeNull();
    expect(matchInstrumentRoute(all, '/moodReport/a/b', '')).toBeNull();
  });

  it("builds the spec's button labels from the instrument title", () => {
    expect(takeLabel('Loneliness Survey')).toBe('Take the Survey Loneliness');
    expect(takeLabel('Attachment Style Survey')).toBe('Take the Survey Attachment Style');
    expect(takeLabel('Wellbeing')).toBe('Take the Survey Wellbeing');
  });
});

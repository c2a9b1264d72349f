import type { Instrument, Profile, ReportBlock } from '@/features/instruments/api/instrument-schema';
import { makeInstrument } from '@/features/instruments/testing/fixtures';
import type { DimensionReport, ReportData } from '../api/report-schema';

/** Report data and report instruments in the server's exact shape, for stories and tests. */

const insights = (topics: string[]) => topics.map((topic) => ({ topic, text: `What research says about ${topic.toLowerCase()}.` }));

export const moderateProfile: Profile = {
  id: 'moderate-moderate',
  when: { emotional: 'moderate', social: 'moderate' },
  title: 'Partly Connected',
  description: 'You have some close bonds and some wider ties, and at times miss more of both.',
  general_insights: insights(['Physical health', 'Mental health', 'Workplace outcomes', 'Recovery']),
  workplace_insights: insights(['Job satisfaction', 'Motivation', 'Collaboration', 'Performance']),
  research_points: ['Loneliness is common and can change (Weiss, 1973).', 'Small contacts add up (Sandstrom & Dunn, 2014).'],
  workplace_management: ['Check in with one colleague a day.', 'Say what you need from your team.'],
  course_text: 'The Connection Starters course is a good next step.',
  join_text: null,
  sources: ['Weiss, R. S. (1973). Loneliness.'],
};

const block = <B extends ReportBlock>(value: B): B => value;

export const lonelinessBlocks: ReportBlock[] = [
  block({ type: 'score_rings', title: 'Your Scores', help: '**How to read your scores**', dimensions: ['emotional', 'social'] }),
  block({ type: 'verdict', title: null, help: null, template: '{emotional} Emotional & {social} Social Loneliness' }),
  block({
    type: 'population_comparison',
    title: 'How You Compare',
    help: 'The chart shows how scores are spread.',
    dimensions: ['emotional', 'social'],
    filter_button: 'Select Demographic Group',
  }),
  block({ type: 'insight_tabs', title: 'Score Insights', help: null, general_label: 'General', workplace_label: 'Workplace' }),
  block({ type: 'research_points', title: 'Research Focus Points', help: null }),
  block({ type: 'courses', title: 'Recommended Next Steps', help: null, courses: ['starters'] }),
  block({ type: 'link', title: null, help: null, label: 'Back to Dashboard', to: '/dashboard' }),
];

export function makeReportInstrument(): Instrument {
  return makeInstrument({
    id: 'loneliness',
    title: 'Loneliness Survey',
    dimensions: [
      { id: 'emotional', label: 'Emotional Loneliness', min: 3, max: 9, unit: 'points' },
      { id: 'social', label: 'Social Loneliness', min: 3, max: 9, unit: 'points' },
    ],
    profiles: [moderateProfile],
    courses: [
      {
        id: 'starters',
        title: "Connection Starters' Course",
        text: 'A practical course on starting conversations.',
        link: 'https://www.socialwellness.example/courses/connection-starters',
        link_label: 'Learn More',
      },
    ],
    population: { filters: ['ageClass'], groups: [], min_group_size: null, labels: { ageClass: 'Age' } },
    report: { views: [{ id: 'report', title: 'Your Personalized Report', subtitle: null, blocks: lonelinessBlocks, continue_label: null }] },
    route: '/loneliness',
    report_route: '/report',
  });
}

export function dimension(overrides: Partial<DimensionReport> = {}): DimensionReport {
  return {
    score: 6,
    min: 3,
    max: 9,
    percentage: 66.67,
    level: 'moderate-high',
    levelLabel: 'Moderately high',
    levelGroup: 'moderate',
    colour: 'amber',
    population: { count: 812, mean: 5.2, stddev: 1.4, percentile: 71.3 },
    basis: 'general',
    ...overrides,
  };
}

export function makeReport(overrides: Partial<ReportData> = {}): ReportData {
  return {
    id: 'resp-1',
    instrument: 'loneliness',
    submittedAt: '2026-11-21T10:15:00Z',
    profile: 'moderate-moderate',
    levelBasis: 'population',
    dimensions: {
      emotional: dimension(),
      social: dimension({ score: 4, percentage: 44.44, level: 'moderate-low', levelLabel: 'Moderately low', population: { count: 812, mean: 5.6, stddev: 1.5, percentile: 18.2 } }),
    },
    filter: {},
    message: null,
    ...overrides,
  };
}

/** No comparison population yet: levels from the absolute bands, no numbers. */
export function makeUnavailableReport(): ReportData {
  const unavailable = { population: null, basis: 'unavailable' as const };
  return makeReport({
    levelBasis: 'absolute',
    dimensions: { emotional: dimension(unavailable), social: dimension({ ...unavailable, colour: 'red', level: 'high', levelLabel: 'High', score: 9, percentage: 100 }) },
  });
}

export const attachmentProfile: Profile = {
  ...moderateProfile,
  id: 'preoccupied',
  when: { anxiety: 'high', avoidance: 'low' },
  title: 'Preoccupied Style: High Anxiety & Low Avoidance',
  description: 'You value closeness and may worry about whether others feel the same.',
};

export function makeAttachmentInstrument(): Instrument {
  return makeInstrument({
    id: 'attachment',
    title: 'Attachment Style Survey',
    dimensions: [
      { id: 'anxiety', label: 'Attachment Anxiety', min: 0, max: 100, unit: 'percent' },
      { id: 'avoidance', label: 'Attachment Avoidance', min: 0, max: 100, unit: 'percent' },
    ],
    profiles: [attachmentProfile],
    courses: makeReportInstrument().courses,
    population: { filters: [], groups: ['gender', 'dob', 'nationality', 'maritalStatus'], min_group_size: null, labels: { gender: 'Gender', dob: 'Age', nationality: 'Country', maritalStatus: 'Marital Status' } },
    report: {
      views: [
        {
          id: 'report',
          title: 'Your Attachment Style Report',
          subtitle: null,
          continue_label: 'Continue',
          blocks: [
            { type: 'score_sliders', title: 'Your Scores', help: null, dimensions: ['anxiety', 'avoidance'] },
            { type: 'percentile_bars', title: null, help: 'A percentile shows where your score sits.', dimension: null, population_label: 'Compared to our users', group_label: 'Compared to people of the same demographics' },
            { type: 'comparison_picker', title: null, help: null, label: 'Personalize your scores' },
            { type: 'style_explanation', title: 'Your Attachment Style', help: null },
            { type: 'workplace_management', title: 'Workplace Management', help: null },
          ],
        },
        {
          id: 'next_step',
          title: 'Your Personalized Report',
          subtitle: 'Next Steps for You',
          continue_label: null,
          blocks: [
            {
              type: 'next_steps',
              title: null,
              help: null,
              courses: ['starters'],
              email: true,
              notes: [
                { label: 'Important Note on Interpretation', text: 'This report is a tool for self-reflection.' },
                { label: 'Data Protection', text: 'Your e-mail address is used only to send this report.' },
              ],
            },
          ],
        },
      ],
    },
    route: '/attachment',
    report_route: '/attachmentReport',
  });
}

export function makeAttachmentReport(overrides: Partial<ReportData> = {}): ReportData {
  return makeReport({
    id: 'att-1',
    instrument: 'attachment',
    profile: 'preoccupied',
    dimensions: {
      anxiety: dimension({ score: 77.78, min: 0, max: 100, percentage: 77.78, level: 'high', levelLabel: 'High', colour: 'neutral', population: { count: 300, mean: 60, stddev: 12, percentile: 81.5 } }),
      avoidance: dimension({ score: 41.2, min: 0, max: 100, percentage: 41.2, level: 'low', levelLabel: 'Low', colour: 'neutral', population: { count: 300, mean: 50, stddev: 11, percentile: 22.25 } }),
    },
    ...overrides,
  });
}

export const groupComparison = {
  group: 'gender',
  groupValue: 'Female',
  dimensions: {
    anxiety: { percentile: 64.5, userPercentage: 77.78, comparisonGroupSize: 140, comparisonMean: 63.12, basis: 'filtered' as const },
    avoidance: { percentile: 30, userPercentage: 41.2, comparisonGroupSize: 140, comparisonMean: 48.5, basis: 'filtered' as const },
  },
  message: null,
};

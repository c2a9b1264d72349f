import type { Answer, FollowUp, Instrument, Question } from '../api/instrument-schema';

/** Small instrument definitions in the server's exact shape, for stories and tests. */

export const answer = (value: string, label: string | null = null, icon: string | null = null): Answer => ({ value, label, icon });

export const agreement: Answer[] = [answer('Disagree'), answer('Neutral'), answer('Agree')];
export const faces: Answer[] = [answer('Content', null, '🙂'), answer('Neutral', null, '😐'), answer('Unhappy', null, '🙁')];
export const connection: Answer[] = ['Not at all connected', 'Slightly connected', 'Somewhat connected', 'Quite connected', 'Very connected'].map((value) =>
  answer(value),
);
export const countries: Answer[] = [
  answer('DE', 'Germany', '🇩🇪'),
  answer('FR', 'France', '🇫🇷'),
  answer('GH', 'Ghana', '🇬🇭'),
  answer('JP', 'Japan', '🇯🇵'),
];

const base = { sub_text: null, skippable: false, follow_up: null };

export const optionsQuestion = {
  ...base,
  type: 'options',
  key: 'feeling',
  text: 'I experience a general sense of emptiness.',
  answer_set: 'agreement',
  dimension: 'emotional',
  reverse: false,
} satisfies Question;

export const selectQuestion = {
  ...base,
  type: 'select',
  key: 'highestEducation',
  text: 'What is the highest level of education you have completed?',
  answer_set: 'education',
} satisfies Question;

export const textQuestion = {
  ...base,
  type: 'text',
  key: 'householdSize',
  text: 'How many people live in your household, including you?',
  sub_text: 'If you live on your own, enter 1.',
  skippable: true,
  placeholder: 'For example, 3',
  max_length: 3,
  numeric: true,
} satisfies Question;

export const countryQuestion = {
  ...base,
  type: 'country',
  key: 'nationality',
  text: 'What is your nationality?',
  answer_set: 'countries',
} satisfies Question;

export const dateQuestion = {
  ...base,
  type: 'date',
  key: 'dob',
  text: 'When were you born?',
  min_age_years: 18,
} satisfies Question;

export const scaleFollowUp = {
  type: 'scale',
  key: 'colleagueConnection',
  text: 'How connected do you feel to your colleagues?',
  show_when: ['Agree'],
  answer_set: 'connection',
} satisfies FollowUp;

export const emojiFollowUp = {
  type: 'emoji_select',
  key: 'relationshipFeeling',
  text: 'How do you feel about your relationship status?',
  show_when: null,
  answer_set: 'faces',
} satisfies FollowUp;

export const textSelectFollowUp = {
  type: 'text_select',
  key: 'childrenAtHome',
  text: 'Do your children live with you?',
  show_when: ['Agree'],
  answer_set: 'faces',
} satisfies FollowUp;

export const textFieldFollowUp = {
  type: 'text_field',
  key: 'volunteerActivities',
  text: 'What kind of volunteering do you do?',
  show_when: null,
  placeholder: 'For example, at a food bank',
  max_length: 300,
} satisfies FollowUp;

export const texts = {
  start: 'Start',
  cancel: 'Cancel',
  next: 'Next',
  skip: 'Skip',
  thank_you_title: 'Thank you for sharing your details with us!',
  thank_you_body: 'Your honesty helps us give you better support',
  see_report: 'See Report',
  start_failed: 'Failed to start the survey. Please try again.',
  submit_failed: 'Failed to submit. Please try again.',
};

/** An instrument using every question type, with a follow-up on the first question. */
export function makeInstrument(overrides: Partial<Instrument> = {}): Instrument {
  return {
    id: 'sample',
    version: 1,
    kind: 'assessment',
    title: 'Sample Survey',
    description: 'A sample survey.',
    locale: 'en',
    estimated_minutes: 2,
    instructions: 'Please answer the following 5 statements.',
    motivation: 'You are halfway there.',
    source: null,
    answer_sets: [
      { id: 'agreement', answers: agreement, source: null },
      { id: 'education', answers: [answer('High School', 'High school'), answer('Bachelors', "Bachelor's degree")], source: null },
      { id: 'countries', answers: countries, source: 'countries' },
      { id: 'connection', answers: connection, source: null },
      { id: 'faces', answers: faces, source: null },
    ],
    questions: [{ ...optionsQuestion, follow_up: scaleFollowUp }, selectQuestion, textQuestion, countryQuestion, dateQuestion],
    dimensions: [],
    levels: [],
    profiles: [],
    courses: [],
    report: null,
    population: null,
    texts,
    route: null,
    report_route: null,
    ...overrides,
  };
}

/** A scored three-item instrument, like the loneliness items. */
export function makeScoredInstrument(): Instrument {
  return makeInstrument({
    id: 'mini',
    title: 'Mini Survey',
    instructions: 'Please answer the following 3 statements.',
    motivation: null,
    questions: ['i1', 'i2', 'i3'].map((key, index) => ({ ...optionsQuestion, key, text: `Statement ${index + 1}` })),
  });
}

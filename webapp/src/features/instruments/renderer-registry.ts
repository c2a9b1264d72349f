import type { ComponentType } from 'react';
import type { FollowUp, FollowUpType, Question, QuestionType } from './api/instrument-schema';
import { EmojiSelectFollowUp } from './follow-ups/emoji-select-follow-up';
import type { FollowUpProps } from './follow-ups/follow-up-props';
import { ScaleFollowUp } from './follow-ups/scale-follow-up';
import { TextFieldFollowUp } from './follow-ups/text-field-follow-up';
import { TextSelectFollowUp } from './follow-ups/text-select-follow-up';
import { CountryQuestion } from './questions/country-question';
import { DateQuestion, dateProblem } from './questions/date-question';
import { OptionsQuestion } from './questions/options-question';
import type { QuestionProps } from './questions/question-props';
import { SelectQuestion } from './questions/select-question';
import { TextQuestion } from './questions/text-question';

/** One component per question `type` (STYLE.md: an explicit map, handed down by props). */
export type QuestionRegistry = {
  [T in QuestionType]: ComponentType<QuestionProps<Extract<Question, { type: T }>>>;
};

/** One component per follow-up `type`. */
export type FollowUpRegistry = {
  [T in FollowUpType]: ComponentType<FollowUpProps<Extract<FollowUp, { type: T }>>>;
};

export type RendererRegistry = { questions: QuestionRegistry; followUps: FollowUpRegistry };

export const defaultRegistry: RendererRegistry = {
  questions: {
    options: OptionsQuestion,
    select: SelectQuestion,
    text: TextQuestion,
    country: CountryQuestion,
    date: DateQuestion,
  },
  followUps: {
    scale: ScaleFollowUp,
    text_field: TextFieldFollowUp,
    text_select: TextSelectFollowUp,
    emoji_select: EmojiSelectFollowUp,
  },
};

/** The component for a question, typed to that question (TypeScript cannot narrow a mapped lookup). */
export function questionComponent(registry: QuestionRegistry, question: Question): ComponentType<QuestionProps> {
  return registry[question.type] as ComponentType<QuestionProps>;
}

export function followUpComponent(registry: FollowUpRegistry, followUp: FollowUp): ComponentType<FollowUpProps> {
  return registry[followUp.type] as ComponentType<FollowUpProps>;
}

/** Why an answer cannot be accepted as it is, or null. */
export function answerProblem(question: Question, value: string | null): string | null {
  if (value === null) return null;
  if (question.type === 'date') return dateProblem(value, question.min_age_years);
  return null;
}

/** Whether a follow-up shows for the main answer (`show_when` absent: whenever answered). */
export function followUpVisible(followUp: FollowUp, mainAnswer: string | null): boolean {
  if (mainAnswer === null) return false;
  return followUp.show_when === null || followUp.show_when.includes(mainAnswer);
}

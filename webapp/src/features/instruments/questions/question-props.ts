import type { Answer, Question } from '../api/instrument-schema';

/** What every question component receives; the registry picks the component by `question.type`. */
export type QuestionProps<Q extends Question = Question> = {
  question: Q;
  /** The question's answer set, resolved (countries already expanded by the server). */
  answers: readonly Answer[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** Id of the question heading, which names the input. */
  labelledBy: string;
  /** A message about the value (e.g. a date that is too recent); announced. */
  error?: string | null;
  disabled?: boolean;
};

import type { Question } from '../api/instrument-schema';
import { ChoiceGroup } from './choice-group';
import type { QuestionProps } from './question-props';

/** `options`: a single choice drawn as buttons (also every scored item). */
export function OptionsQuestion({ answers, value, onChange, labelledBy, disabled }: QuestionProps<Extract<Question, { type: 'options' }>>) {
  return <ChoiceGroup answers={answers} value={value} onChange={onChange} labelledBy={labelledBy} disabled={disabled} />;
}

import type { Question } from '../api/instrument-schema';
import { answerLabel } from '../api/instrument-schema';
import type { QuestionProps } from './question-props';

/** `select`: a native dropdown, named by the question heading. */
export function SelectQuestion({ answers, value, onChange, labelledBy, disabled }: QuestionProps<Extract<Question, { type: 'select' }>>) {
  return (
    <select
      className="input select question-input"
      aria-labelledby={labelledBy}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value || null)}
    >
      <option value="">Choose an answer</option>
      {answers.map((answer) => (
        <option key={answer.value} value={answer.value}>
          {answerLabel(answer)}
        </option>
      ))}
    </select>
  );
}

import { answerLabel, type FollowUp } from '../api/instrument-schema';
import type { FollowUpProps } from './follow-up-props';

/** `text_select`: a dropdown of short text answers. */
export function TextSelectFollowUp({ answers, value, onChange, labelledBy, disabled }: FollowUpProps<Extract<FollowUp, { type: 'text_select' }>>) {
  return (
    <select
      className="input select"
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

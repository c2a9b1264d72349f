import { answerLabel, type Answer } from '../api/instrument-schema';

type AnswerSelectProps = {
  answers: readonly Answer[];
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  labelledBy: string;
  disabled?: boolean;
  className?: string;
};

/** A native dropdown of an answer set, named by the heading `labelledBy` points at. */
export function AnswerSelect({ answers, value, onChange, labelledBy, disabled, className = '' }: AnswerSelectProps) {
  return (
    <select
      className={`input select ${className}`.trim()}
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

import type { Question } from '../api/instrument-schema';
import type { QuestionProps } from './question-props';

/** `text`: one line of free text; `numeric` asks for digits only. */
export function TextQuestion({ question, value, onChange, labelledBy, disabled, error }: QuestionProps<Extract<Question, { type: 'text' }>>) {
  return (
    <input
      className="input question-input"
      type="text"
      inputMode={question.numeric ? 'numeric' : undefined}
      pattern={question.numeric ? '[0-9]*' : undefined}
      aria-labelledby={labelledBy}
      aria-invalid={error ? true : undefined}
      placeholder={question.placeholder ?? undefined}
      maxLength={question.max_length}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => {
        const text = question.numeric ? event.target.value.replace(/\D+/g, '') : event.target.value;
        onChange(text.trim() ? text : null);
      }}
    />
  );
}

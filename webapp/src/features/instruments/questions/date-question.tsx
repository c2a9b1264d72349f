import type { Question } from '../api/instrument-schema';
import type { QuestionProps } from './question-props';

/** The latest birth date allowed for someone at least `years` old today, as YYYY-MM-DD. */
export function latestDateForAge(years: number, today: Date = new Date()): string {
  const limit = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return limit.toISOString().slice(0, 10);
}

/** Why a date is refused, or null when it is fine. */
export function dateProblem(value: string, minAgeYears: number | null, today: Date = new Date()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'Please enter a full date';
  if (minAgeYears !== null && value > latestDateForAge(minAgeYears, today)) {
    return `You must be at least ${minAgeYears} years old`;
  }
  return null;
}

/** `date`: a native date input; a date younger than `min_age_years` is refused with a message. */
export function DateQuestion({ question, value, onChange, labelledBy, disabled, error }: QuestionProps<Extract<Question, { type: 'date' }>>) {
  return (
    <input
      className="input question-input"
      type="date"
      aria-labelledby={labelledBy}
      aria-invalid={error ? true : undefined}
      max={question.min_age_years !== null ? latestDateForAge(question.min_age_years) : undefined}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value || null)}
    />
  );
}

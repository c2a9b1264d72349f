import type { FollowUp } from '../api/instrument-schema';
import type { FollowUpProps } from './follow-up-props';

/** `text_field`: a few lines of free text. */
export function TextFieldFollowUp({ followUp, value, onChange, labelledBy, disabled }: FollowUpProps<Extract<FollowUp, { type: 'text_field' }>>) {
  return (
    <textarea
      className="input textarea"
      rows={3}
      aria-labelledby={labelledBy}
      placeholder={followUp.placeholder ?? undefined}
      maxLength={followUp.max_length}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value.trim() ? event.target.value : null)}
    />
  );
}

import type { FollowUp } from '../api/instrument-schema';
import { ChoiceGroup } from '../questions/choice-group';
import type { FollowUpProps } from './follow-up-props';

/** `emoji_select`: three answers, each drawn as a face with its label under it. */
export function EmojiSelectFollowUp({ answers, value, onChange, labelledBy, disabled }: FollowUpProps<Extract<FollowUp, { type: 'emoji_select' }>>) {
  return <ChoiceGroup answers={answers} value={value} onChange={onChange} labelledBy={labelledBy} disabled={disabled} look="faces" />;
}

import type { FollowUp } from '../api/instrument-schema';
import { AnswerSelect } from '../components/answer-select';
import type { FollowUpProps } from './follow-up-props';

/** `text_select`: a dropdown of short text answers. */
export function TextSelectFollowUp(props: FollowUpProps<Extract<FollowUp, { type: 'text_select' }>>) {
  const { answers, value, onChange, labelledBy, disabled } = props;
  return <AnswerSelect answers={answers} value={value} onChange={onChange} labelledBy={labelledBy} disabled={disabled} />;
}

import type { Answer, FollowUp } from '../api/instrument-schema';

/** What every follow-up component receives; the registry picks the component by `followUp.type`. */
export type FollowUpProps<F extends FollowUp = FollowUp> = {
  followUp: F;
  answers: readonly Answer[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** Id of the follow-up's own label text. */
  labelledBy: string;
  disabled?: boolean;
};

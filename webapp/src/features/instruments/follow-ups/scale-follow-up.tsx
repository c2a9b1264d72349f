import { useId } from 'react';
import { answerLabel, type FollowUp } from '../api/instrument-schema';
import { ChoiceGroup } from '../questions/choice-group';
import type { FollowUpProps } from './follow-up-props';

/** `scale`: a stepped scale; the first and last answers are drawn as its end labels. */
export function ScaleFollowUp({ answers, value, onChange, labelledBy, disabled }: FollowUpProps<Extract<FollowUp, { type: 'scale' }>>) {
  const endsId = useId();
  const first = answers[0];
  const last = answers[answers.length - 1];
  return (
    <div className="scale">
      <ChoiceGroup
        answers={answers}
        value={value}
        onChange={onChange}
        labelledBy={labelledBy}
        disabled={disabled}
        look="steps"
        describedBy={endsId}
      />
      {first && last ? (
        <p id={endsId} className="scale__ends">
          <span>{answerLabel(first)}</span>
          <span>{answerLabel(last)}</span>
        </p>
      ) : null}
    </div>
  );
}

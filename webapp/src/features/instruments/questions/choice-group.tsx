import { useId } from 'react';
import { answerLabel, type Answer } from '../api/instrument-schema';
import { FaceIcon } from './face-icon';

type ChoiceGroupProps = {
  answers: readonly Answer[];
  value: string | null;
  onChange: (value: string) => void;
  labelledBy: string;
  disabled?: boolean;
  /** `faces` draws each answer's icon large above its label (emoji_select). */
  look?: 'buttons' | 'faces' | 'steps';
  describedBy?: string;
};

/**
 * A single choice drawn as buttons. Native radios underneath: one Tab stop, arrow keys move and
 * select, Space selects; the group is named by the question heading.
 */
export function ChoiceGroup({ answers, value, onChange, labelledBy, disabled, look = 'buttons', describedBy }: ChoiceGroupProps) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={`choice-group choice-group--${look}`}
    >
      {answers.map((answer) => {
        const checked = value === answer.value;
        return (
          <label key={answer.value} className={`choice${checked ? ' choice--checked' : ''}`}>
            <input
              type="radio"
              className="choice__input"
              name={name}
              value={answer.value}
              checked={checked}
              disabled={disabled}
              onChange={() => onChange(answer.value)}
            />
            {answer.icon && look === 'faces' ? (
              <span className="choice__icon">
                <FaceIcon icon={answer.icon} />
              </span>
            ) : null}
            <span className="choice__label">{answerLabel(answer)}</span>
          </label>
        );
      })}
    </div>
  );
}

import { passwordCriteria, passwordStrength } from '../validation';

const levelLabel = { weak: 'Weak', medium: 'Medium', strong: 'Strong' } as const;

/** The live strength bar and the criteria list under the sign-up password. */
export function PasswordStrength({ password }: { password: string }) {
  const strength = passwordStrength(password);
  return (
    <div className="strength">
      <div
        className="strength__track"
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={strength.percent}
        aria-valuetext={levelLabel[strength.level]}
      >
        <div className={`strength__bar strength__bar--${strength.level}`} style={{ width: `${strength.percent}%` }} />
      </div>
      <p className="strength__label" aria-live="polite">
        Strength: {levelLabel[strength.level]}
      </p>
      <ul className="criteria" aria-label="Password requirements">
        {passwordCriteria.map((criterion) => {
          const met = criterion.test(password);
          return (
            <li key={criterion.id} data-met={met}>
              <span aria-hidden="true">{met ? '✓' : '○'}</span>
              <span>
                {criterion.label}
                <span className="visually-hidden">{met ? ' (met)' : ' (not met yet)'}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

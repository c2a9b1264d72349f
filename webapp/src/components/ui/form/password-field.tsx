import { useState, type ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { errorMessageAt } from './error-message';
import { Field } from './field';

type PasswordFieldProps<T extends FieldValues> = {
  name: Path<T>;
  label: ReactNode;
  description?: ReactNode;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
};

/** A password input with a show/hide toggle that says what it will do. */
export function PasswordField<T extends FieldValues>({
  name,
  label,
  description,
  autoComplete,
  required,
}: PasswordFieldProps<T>) {
  const { register, formState } = useFormContext<T>();
  const [visible, setVisible] = useState(false);
  const error = errorMessageAt(formState.errors, name);
  return (
    <Field label={label} description={description} error={error} required={required}>
      {(a11y) => (
        <div className="password-input">
          <input
            className="input"
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            aria-required={required || undefined}
            {...a11y}
            {...register(name)}
          />
          <button
            type="button"
            className="password-input__toggle"
            aria-controls={a11y.id}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? 'Hide' : 'Show'}
            <span className="visually-hidden"> password</span>
          </button>
        </div>
      )}
    </Field>
  );
}

import { useId, type ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { errorMessageAt } from './error-message';

type CheckboxFieldProps<T extends FieldValues> = {
  name: Path<T>;
  label: ReactNode;
};

export function CheckboxField<T extends FieldValues>({ name, label }: CheckboxFieldProps<T>) {
  const { register, formState } = useFormContext<T>();
  const id = useId();
  const error = errorMessageAt(formState.errors, name);
  return (
    <div className={['checkbox-field', error ? 'field--invalid' : null].filter(Boolean).join(' ')}>
      <input
        id={id}
        type="checkbox"
        className="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(name)}
      />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

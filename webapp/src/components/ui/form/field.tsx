import { useId, type ReactNode } from 'react';

export type FieldA11y = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  label: ReactNode;
  error?: string;
  description?: ReactNode;
  /** Renders the control with the ids and ARIA attributes that tie it to label, hint and error. */
  children: (a11y: FieldA11y) => ReactNode;
  className?: string;
  /** Marks the control required for assistive tech (the control sets aria-required itself). */
  required?: boolean;
};

/** Label, optional hint, the control and its error text, wired together for assistive tech. */
export function Field({ label, error, description, children, className }: FieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
      {description ? (
        <div id={descriptionId} className="field__description">
          {description}
        </div>
      ) : null}
    </div>
  );
}

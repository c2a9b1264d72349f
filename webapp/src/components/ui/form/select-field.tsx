import type { ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { errorMessageAt } from './error-message';
import { Field } from './field';

export type SelectOption = { value: string; label: string };

type SelectFieldProps<T extends FieldValues> = {
  name: Path<T>;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The text of the empty choice; the field can be left empty when given. */
  placeholder?: string;
  description?: ReactNode;
  required?: boolean;
};

/** A native dropdown: keyboard and screen-reader support come with the platform. */
export function SelectField<T extends FieldValues>({
  name,
  label,
  options,
  placeholder,
  description,
  required,
}: SelectFieldProps<T>) {
  const { register, formState } = useFormContext<T>();
  const error = errorMessageAt(formState.errors, name);
  return (
    <Field label={label} description={description} error={error} required={required}>
      {(a11y) => (
        <select className="input select" aria-required={required || undefined} {...a11y} {...register(name)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { Field } from './field';
import { errorMessageAt } from './error-message';

type InputFieldProps<T extends FieldValues> = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> & {
  name: Path<T>;
  label: ReactNode;
  description?: ReactNode;
};

/** A text-like input (text, email, date, number) registered with the surrounding <Form>. */
export function InputField<T extends FieldValues>({ name, label, description, required, ...input }: InputFieldProps<T>) {
  const { register, formState } = useFormContext<T>();
  const error = errorMessageAt(formState.errors, name);
  return (
    <Field label={label} description={description} error={error} required={required}>
      {(a11y) => (
        <input className="input" {...input} {...a11y} aria-required={required || undefined} {...register(name)} />
      )}
    </Field>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type FieldValues,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

type FormProps<Input extends FieldValues, Output extends FieldValues> = {
  schema: z.ZodType<Output, Input>;
  onSubmit: SubmitHandler<Output>;
  options?: Omit<UseFormProps<Input, unknown, Output>, 'resolver'>;
  children: (methods: UseFormReturn<Input, unknown, Output>) => ReactNode;
  className?: string;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/**
 * The one form wrapper: react-hook-form validated by a zod schema. Fields below it read the
 * form from context (`useFormContext`) and tie their label and error text to the input.
 */
export function Form<Input extends FieldValues, Output extends FieldValues>({
  schema,
  onSubmit,
  options,
  children,
  className,
  ...rest
}: FormProps<Input, Output>) {
  const methods = useForm<Input, unknown, Output>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: zodResolver(schema),
  });
  return (
    <FormProvider {...methods}>
      <form
        {...rest}
        className={['form', className].filter(Boolean).join(' ')}
        noValidate
        onSubmit={(event) => void methods.handleSubmit(onSubmit)(event)}
      >
        {children(methods)}
      </form>
    </FormProvider>
  );
}

import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { InputField } from '@/components/ui/form/input-field';
import { PasswordField } from '@/components/ui/form/password-field';
import { paths } from '@/config/paths';
import { useSingleFlight } from '@/lib/use-single-flight';
import { signInSchema, type SignInValues } from '../validation';

type SignInFormProps = {
  /** Resolves when the attempt is over; a second submit meanwhile is ignored. */
  onSubmit: (values: SignInValues) => Promise<void>;
  error?: string | null;
};

export function SignInForm({ onSubmit, error }: SignInFormProps) {
  const { run: submit, pending } = useSingleFlight(onSubmit);

  return (
    <Form schema={signInSchema} onSubmit={submit} options={{ defaultValues: { email: '', password: '' } }} aria-label="Log in">
      {() => (
        <>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <InputField<SignInValues> name="email" type="email" label="E-mail" autoComplete="email" required />
          <PasswordField<SignInValues> name="password" label="Password" autoComplete="current-password" required />
          <Button type="submit" isLoading={pending}>
            Log In
          </Button>
          <p className="form-footer">
            No account yet? <Link to={paths.signup.getHref()}>Create one</Link>
          </p>
        </>
      )}
    </Form>
  );
}

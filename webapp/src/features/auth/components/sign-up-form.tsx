import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { InputField } from '@/components/ui/form/input-field';
import { PasswordField } from '@/components/ui/form/password-field';
import { paths } from '@/config/paths';
import { useSingleFlight } from '@/lib/use-single-flight';
import { signUpSchema, type SignUpValues } from '../validation';
import { PasswordStrength } from './password-strength';

type SignUpFormProps = {
  onSubmit: (values: SignUpValues) => Promise<void>;
  error?: string | null;
};

function LiveStrength() {
  const password = useWatch<SignUpValues, 'password'>({ name: 'password' });
  return <PasswordStrength password={password ?? ''} />;
}

export function SignUpForm({ onSubmit, error }: SignUpFormProps) {
  const { run: submit, pending } = useSingleFlight(onSubmit);

  return (
    <Form
      schema={signUpSchema}
      onSubmit={submit}
      options={{ defaultValues: { email: '', password: '', confirmPassword: '' } }}
      aria-label="Create profile"
    >
      {() => (
        <>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <InputField<SignUpValues> name="email" type="email" label="E-mail" autoComplete="email" required />
          <PasswordField<SignUpValues>
            name="password"
            label="Password"
            autoComplete="new-password"
            required
            description={<LiveStrength />}
          />
          <PasswordField<SignUpValues>
            name="confirmPassword"
            label="Confirm password"
            autoComplete="new-password"
            required
          />
          <Button type="submit" isLoading={pending}>
            Register
          </Button>
          <p className="form-footer">
            Already have an account? <Link to={paths.signin.getHref()}>Log in</Link>
          </p>
        </>
      )}
    </Form>
  );
}

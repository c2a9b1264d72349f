import { useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useNotify } from '@/components/ui/notifications';
import { paths } from '@/config/paths';
import { useSession } from '@/features/session/session-provider';
import { createUser } from '../api/create-user';
import { updateAccount } from '../api/update-account';
import { signUpErrorMessage } from '../error-messages';
import type { SignUpValues } from '../validation';
import { ProviderButtons } from './provider-buttons';
import { SignUpForm } from './sign-up-form';

export function SignUpPage() {
  const { state, actions } = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  const signedUpHere = useRef(false);

  if (state.kind === 'registered' && !signedUpHere.current) {
    return <Navigate to={paths.dashboard.getHref()} replace />;
  }

  async function signUp(values: SignUpValues) {
    setError(null);
    try {
      if (state.user) {
        // An anonymous account is upgraded in place, keeping what it answered so far.
        const answer = await updateAccount({
          userId: state.user.id,
          email: values.email,
          currentPassword: null,
          newPassword: values.password,
        });
        signedUpHere.current = true;
        actions.establish(
          'registered',
          { id: answer.user?.id ?? state.user.id, email: answer.user?.email ?? values.email },
          answer.access_token && answer.refresh_token
            ? { accessToken: answer.access_token, refreshToken: answer.refresh_token }
            : null,
          { newUser: true },
        );
      } else {
        const answer = await createUser({ email: values.email, password: values.password });
        if (answer.status !== undefined && answer.status !== 201) {
          setError(answer.response ?? 'An error occurred');
          return;
        }
        signedUpHere.current = true;
        actions.establish(
          'registered',
          { id: answer.user.id, email: answer.user.email ?? values.email },
          { accessToken: answer.access_token, refreshToken: answer.refresh_token },
          { newUser: true },
        );
      }
      notify({ kind: 'success', title: 'Account created', message: 'Welcome! Your profile is ready.' });
      void navigate(paths.demographic.getHref());
    } catch (caught) {
      setError(signUpErrorMessage(caught));
    }
  }

  return (
    <section className="page page--form" aria-labelledby="signup-title">
      <div className="card">
        <h1 id="signup-title">Create Profile</h1>
        <p className="muted">An account keeps your answers and reports safe, so you can come back to them.</p>
        <ProviderButtons />
        <SignUpForm onSubmit={signUp} error={error} />
      </div>
    </section>
  );
}

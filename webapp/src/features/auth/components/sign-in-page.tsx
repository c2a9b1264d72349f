import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/features/session/session-provider';
import { login } from '../api/login';
import { signInErrorMessage } from '../error-messages';
import type { SignInValues } from '../validation';
import { ProviderButtons } from './provider-buttons';
import { SignInForm } from './sign-in-form';

export function SignInPage() {
  const { state, actions } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [error, setError] = useState<string | null>(searchParams.get('error'));
  const handledReturn = useRef(false);

  // Identity-provider return: /signin?email=..&token=..&refresh_token=..&id=..
  useEffect(() => {
    const email = searchParams.get('email');
    const token = searchParams.get('token');
    const id = searchParams.get('id');
    if (handledReturn.current || !email || !token || !id) return;
    handledReturn.current = true;
    actions.establish('registered', { id, email }, {
      accessToken: token,
      refreshToken: searchParams.get('refresh_token') ?? '',
    });
    actions.reinitialize();
    void navigate(paths.dashboard.getHref(), { replace: true });
  }, [actions, navigate, searchParams]);

  if (state.kind === 'registered' && !handledReturn.current) {
    return <Navigate to={paths.dashboard.getHref()} replace />;
  }

  async function signIn(values: SignInValues) {
    setError(null);
    try {
      const answer = await login(values);
      actions.establish('registered', { id: answer.id, email: answer.email ?? values.email }, {
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token,
      });
      void navigate(paths.dashboard.getHref());
    } catch (caught) {
      setError(signInErrorMessage(caught));
    }
  }

  return (
    <section className="page page--form" aria-labelledby="signin-title">
      <div className="card">
        <h1 id="signin-title">Log In</h1>
        <p className="muted">Welcome back. Sign in to see your reports and profile.</p>
        <ProviderButtons />
        <SignInForm onSubmit={signIn} error={error} />
      </div>
    </section>
  );
}

import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { paths } from '@/config/paths';
import { GuestPrompts } from '@/features/auth/components/guest-prompts';
import { useSession } from '@/features/session/session-provider';
import { apiClient } from '@/lib/api-client';

export function RootLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { actions } = useSession();

  // Spec section 2: every route change scrolls to the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // Spec section 8: when a token cannot be refreshed, the session ends and the user signs in.
  useEffect(() => {
    apiClient.setAuthFailureHandler(() => {
      actions.clear();
      void navigate(paths.signin.getHref());
    });
    return () => apiClient.setAuthFailureHandler(null);
  }, [actions, navigate]);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <GuestPrompts />
    </div>
  );
}

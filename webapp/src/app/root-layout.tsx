import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { GuestPrompts } from '@/features/auth/components/guest-prompts';

export function RootLayout() {
  const { pathname } = useLocation();

  // Spec section 2: every route change scrolls to the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

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

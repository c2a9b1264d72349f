import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { GuestPrompts } from '@/features/auth/components/guest-prompts';

export function RootLayout() {
  const { pathname } = useLocation();

  const firstRender = useRef(true);

  // Spec section 2: every route change scrolls to the top. Focus moves to the new page's content
  // too, so keyboard and screen-reader users start there (a no-op while a dialog holds focus,
  // because the page behind a dialog is inert).
  useEffect(() => {
    window.scrollTo(0, 0);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
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

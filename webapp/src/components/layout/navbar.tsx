import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { externalLinks, paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/use-sign-out';
import type { SessionState } from '@/features/session/session-machine';
import { useSession } from '@/features/session/session-provider';
import { UserMenu } from './user-menu';

type NavbarViewProps = {
  session: SessionState;
  onSignOut: () => void;
};

/** The navigation bar: desktop links and user menu, and a menu button below 768 px. */
export function NavbarView({ session, onSignOut }: NavbarViewProps) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileMenuId = useId();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => setMobileOpen(false), [pathname]);

  const hasUser = session.user !== null;
  return (
    <header className="navbar">
      <div className="navbar__inner">
        <Link to={paths.home.getHref()} className="navbar__brand">
          <span className="navbar__logo" aria-hidden="true" />
          Social Wellness
        </Link>
        <nav className="navbar__links" aria-label="Main">
          <NavLink to={paths.dashboard.getHref()} className="navbar__link">
            Dashboard
          </NavLink>
          <a className="navbar__link" href={externalLinks.aboutUs} target="_blank" rel="noreferrer">
            About Us<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <a className="navbar__link" href={externalLinks.contactUs}>
            Contact Us
          </a>
          {hasUser ? null : (
            <NavLink to={paths.signin.getHref()} className="navbar__link">
              Login
            </NavLink>
          )}
        </nav>
        <div className="navbar__user">
          {hasUser ? (
            <UserMenu session={session} onSignOut={onSignOut} />
          ) : (
            <Link to={paths.signup.getHref()} className={buttonClass('secondary', 'button--small')}>
              Sign Up
            </Link>
          )}
        </div>
        <button
          type="button"
          className="navbar__menu-button"
          aria-expanded={mobileOpen}
          aria-controls={mobileMenuId}
          onClick={() => setMobileOpen((open) => !open)}
        >
          <span className="navbar__menu-icon" aria-hidden="true" />
          <span className="visually-hidden">{mobileOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
      </div>
      <nav
        id={mobileMenuId}
        className="mobile-menu"
        aria-label="Mobile"
        hidden={!mobileOpen}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setMobileOpen(false);
        }}
      >
        {hasUser ? <p className="mobile-menu__user">{session.user?.email || 'Anonymous User'}</p> : null}
        <ul>
          <li>
            <NavLink to={paths.dashboard.getHref()}>Dashboard</NavLink>
          </li>
          <li>
            <Link to={paths.privacyNotice.getHref()}>Take the Survey</Link>
          </li>
          <li>
            <a href={externalLinks.aboutUs} target="_blank" rel="noreferrer">
              About Us<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a href={externalLinks.contactUs}>Contact Us</a>
          </li>
          {session.kind !== 'registered' ? (
            <li>
              <Link to={paths.signup.getHref()}>Sign Up</Link>
            </li>
          ) : null}
          <li>
            {hasUser ? (
              <button type="button" className="mobile-menu__action" onClick={onSignOut}>
                {session.kind === 'anonymous' ? 'Clear Your Session' : 'Sign Out'}
              </button>
            ) : (
              <button
                type="button"
                className="mobile-menu__action"
                onClick={() => void navigate(paths.signin.getHref())}
              >
                Login
              </button>
            )}
          </li>
        </ul>
      </nav>
    </header>
  );
}

export function Navbar() {
  const { state } = useSession();
  const signOut = useSignOut();
  return <NavbarView session={state} onSignOut={() => void signOut()} />;
}

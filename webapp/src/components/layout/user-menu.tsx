import { useNavigate } from 'react-router-dom';
import { DropdownMenu, type MenuItem } from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import type { SessionState } from '@/features/session/session-machine';

type UserMenuProps = {
  session: SessionState;
  onSignOut: () => void;
};

/** Spec section 2: the menu depends on the kind of session. */
export function userMenuItems(
  session: SessionState,
  actions: { signUp: () => void; signOut: () => void },
): MenuItem[] {
  switch (session.kind) {
    case 'registered':
      return [{ key: 'sign-out', label: 'Sign Out', onSelect: actions.signOut }];
    case 'anonymous':
      return [
        { key: 'sign-up', label: 'Sign Up', onSelect: actions.signUp },
        { key: 'clear', label: 'Clear Your Session', onSelect: actions.signOut },
      ];
    case 'guest':
      return [{ key: 'sign-up', label: 'Sign Up', onSelect: actions.signUp }];
  }
}

export function userLabel(session: SessionState): string {
  return session.user?.email || 'Anonymous User';
}

export function UserMenu({ session, onSignOut }: UserMenuProps) {
  const navigate = useNavigate();
  const items = userMenuItems(session, {
    signUp: () => void navigate(paths.signup.getHref()),
    signOut: onSignOut,
  });
  return (
    <DropdownMenu
      className="user-menu"
      label={
        <>
          <span className="avatar" aria-hidden="true">
            {userLabel(session).charAt(0).toUpperCase()}
          </span>
          <span className="user-menu__name">{userLabel(session)}</span>
        </>
      }
      items={items}
    />
  );
}

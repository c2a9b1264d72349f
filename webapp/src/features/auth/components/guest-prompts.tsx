import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { shouldShowGuestPrompt, shouldShowQuickReminder } from '@/features/session/session-machine';
import { useSession } from '@/features/session/session-provider';
import { useContinueAnonymously } from '../use-continue-anonymously';
import { GuestPromptDialog } from './guest-prompt-dialog';
import { QuickReminderDialog } from './quick-reminder-dialog';

/** The dialogs a guest sees on top of routes (spec section 4, guest prompt). */
export function GuestPrompts() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { state, actions } = useSession();
  const { continueAnonymously, isPending, error } = useContinueAnonymously();
  const [reminderDismissedFor, setReminderDismissedFor] = useState<string | null>(null);

  useEffect(() => {
    // The reminder comes back on every new visit to a reminded route.
    if (reminderDismissedFor !== null && reminderDismissedFor !== pathname) setReminderDismissedFor(null);
  }, [pathname, reminderDismissedFor]);

  const signUp = () => {
    actions.chooseSignUp();
    void navigate(paths.signup.getHref());
  };

  return (
    <>
      <GuestPromptDialog
        open={shouldShowGuestPrompt(state, pathname)}
        onSignUp={signUp}
        onContinueAnonymously={() => void continueAnonymously()}
        isPending={isPending}
        error={error}
      />
      <QuickReminderDialog
        open={shouldShowQuickReminder(state, pathname) && reminderDismissedFor !== pathname}
        onSignUp={() => {
          setReminderDismissedFor(pathname);
          void navigate(paths.signup.getHref());
        }}
        onContinueAsGuest={() => setReminderDismissedFor(pathname)}
      />
    </>
  );
}

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

type QuickReminderDialogProps = {
  open: boolean;
  onSignUp: () => void;
  onContinueAsGuest: () => void;
};

/** 'Quick Reminder' for a guest on a report or account screen. Escape continues as guest. */
export function QuickReminderDialog({ open, onSignUp, onContinueAsGuest }: QuickReminderDialogProps) {
  return (
    <Dialog
      open={open}
      title="Quick Reminder"
      onDismiss={onContinueAsGuest}
      actions={
        <>
          <Button variant="secondary" onClick={onContinueAsGuest}>
            Continue as Guest
          </Button>
          <Button onClick={onSignUp}>Sign Up</Button>
        </>
      }
    >
      <p>Sign in to keep your results saved and accessible anytime.</p>
      <h3 className="dialog__subheading">Why Sign In?</h3>
      <p>As a guest your progress is temporary: it is lost when you clear your session or change device.</p>
    </Dialog>
  );
}

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form/form-alert';

type GuestPromptDialogProps = {
  open: boolean;
  onSignUp: () => void;
  onContinueAnonymously: () => void;
  isPending: boolean;
  error: string | null;
};

/**
 * 'Sign Up to save your progress'. A guest must choose, so Escape and the backdrop do not
 * dismiss it silently: Escape counts as the negative answer, continuing without an account.
 */
export function GuestPromptDialog({ open, onSignUp, onContinueAnonymously, isPending, error }: GuestPromptDialogProps) {
  return (
    <Dialog
      open={open}
      title="Sign Up to save your progress"
      onDismiss={() => {
        if (!isPending) onContinueAnonymously();
      }}
      hideCloseButton
      dismissOnBackdrop={false}
      actions={
        <>
          <Button variant="secondary" onClick={onContinueAnonymously} isLoading={isPending}>
            Continue Anonymously
          </Button>
          <Button onClick={onSignUp}>Sign Up</Button>
        </>
      }
    >
      <p>
        With an account your answers and reports are saved and you can come back to them any time.
        You can also continue anonymously: your progress then stays on this device only.
      </p>
      {error ? <FormAlert>{error}</FormAlert> : null}
    </Dialog>
  );
}

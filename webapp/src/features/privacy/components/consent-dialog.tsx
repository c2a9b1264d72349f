import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { Form } from '@/components/ui/form/form';
import { consentSchema, type ConsentValues } from '@/features/auth/validation';

type ConsentDialogProps = {
  open: boolean;
  onConfirm: () => void;
  /** Cancel and Escape: the user does not confirm. */
  onCancel: () => void;
};

/** Spec section 2: before the survey, the user confirms being 18+ and taking part voluntarily. */
export function ConsentDialog({ open, onConfirm, onCancel }: ConsentDialogProps) {
  return (
    <Dialog open={open} title="Before you begin" onDismiss={onCancel}>
      <Form
        schema={consentSchema}
        onSubmit={onConfirm}
        options={{ defaultValues: { adult: false, voluntary: false } }}
        aria-label="Confirm participation"
      >
        {() => (
          <>
            <p>Please confirm both statements to start the survey.</p>
            <CheckboxField<ConsentValues> name="adult" label="I confirm that I am 18 years of age or older." />
            <CheckboxField<ConsentValues>
              name="voluntary"
              label="I am participating voluntarily and understand that I can stop at any time."
            />
            <div className="dialog__actions">
              <Button variant="secondary" onClick={onCancel}>
                Cancel
              </Button>
              <Button type="submit">Confirm and continue</Button>
            </div>
          </>
        )}
      </Form>
    </Dialog>
  );
}

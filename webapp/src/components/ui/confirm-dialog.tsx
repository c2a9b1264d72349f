import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Dialog } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Cancel, Escape, × and the backdrop all answer no. */
  onCancel: () => void;
  confirmVariant?: ButtonVariant;
  isConfirming?: boolean;
};

/** A yes/no question. Escape counts as no. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  confirmVariant = 'primary',
  isConfirming = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onDismiss={onCancel}
      role="alertdialog"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} isLoading={isConfirming}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

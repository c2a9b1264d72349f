import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete Account
      </button>
      <ConfirmDialog
        open={open}
        title="Confirm Deletion"
        confirmLabel="Yes, Delete"
        cancelLabel="Cancel"
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      >
        <p>Really?</p>
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('moves focus in, keeps Tab inside, and Escape answers no and restores focus', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    const opener = screen.getByRole('button', { name: 'Delete Account' });

    await user.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Deletion' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Really?');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('makes the page behind inert while open', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness onConfirm={vi.fn()} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(container).toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(container).not.toHaveAttribute('inert');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from './dropdown-menu';

function setup() {
  const signUp = vi.fn();
  const clear = vi.fn();
  render(
    <DropdownMenu
      label="Anonymous User"
      items={[
        { key: 'sign-up', label: 'Sign Up', onSelect: signUp },
        { key: 'clear', label: 'Clear Your Session', onSelect: clear },
      ]}
    />,
  );
  return { signUp, clear, button: screen.getByRole('button', { name: 'Anonymous User' }) };
}

describe('DropdownMenu', () => {
  it('opens from the keyboard, moves with the arrows and selects with Enter', async () => {
    const user = userEvent.setup();
    const { clear, button } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Sign Up' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Clear Your Session' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign Up' })).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(clear).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on Escape without selecting and returns focus to the button', async () => {
    const user = userEvent.setup();
    const { signUp, clear, button } = setup();
    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(signUp).not.toHaveBeenCalled();
    expect(clear).not.toHaveBeenCalled();
  });
});

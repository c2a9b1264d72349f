import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsProvider, useNotify } from './notifications';

function Trigger() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify({ kind: 'success', title: 'Account created' })}>
      Notify
    </button>
  );
}

describe('notifications', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes after 2000 ms', () => {
    render(
      <NotificationsProvider>
        <Trigger />
      </NotificationsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('status')).toHaveTextContent('Account created');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('Account created')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Account created')).not.toBeInTheDocument();
  });

  it('pauses while hovered and resumes with the time left', () => {
    render(
      <NotificationsProvider>
        <Trigger />
      </NotificationsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => vi.advanceTimersByTime(1500));
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Account created')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByText('Account created')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Account created')).not.toBeInTheDocument();
  });

  it('can be dismissed by its close button', () => {
    render(
      <NotificationsProvider>
        <Trigger />
      </NotificationsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Account created')).not.toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './toast';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'First' })}>
        one
      </button>
      <button type="button" onClick={() => toast({ title: 'Second' })}>
        two
      </button>
    </>
  );
}

describe('toasts', () => {
  it('shows at most one, replacing the older one', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'one' }));
    await user.click(screen.getByRole('button', { name: 'two' }));
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dismiss notification: Second' }));
    expect(screen.queryByText('Second')).toBeNull();
  });

  it('disappears after the default 5 seconds, and F8 focuses the region', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'one' }).click());
    expect(screen.getByText('First')).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByText('First')).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('First')).toBeNull();

    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8' }));
    });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });
});

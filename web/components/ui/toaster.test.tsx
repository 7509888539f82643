import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster, clearToasts, toast } from './toaster';

// The one way a change reports itself (issue #18): polite for a success, at once for an error,
// gone after a while unless the person is reading it, with an optional action.

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('says a success politely and an error at once, and shows no live region while silent', () => {
    render(<Toaster />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      toast.success('Plan "Pro" saved.');
      toast.error('Failed to save plan: Internal error');
    });
    expect(screen.getByRole('status').textContent).toBe('Plan "Pro" saved.');
    expect(screen.getByRole('alert').textContent).toBe('Failed to save plan: Internal error');
  });

  it('leaves after 6 s (an error after 10 s), but not while the pointer or the focus is on it', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Saved.');
      toast.error('Failed.');
    });
    act(() => {
      vi.advanceTimersByTime(6100);
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.mouseEnter(screen.getByText('Failed.').parentElement!);
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.mouseLeave(screen.getByText('Failed.').parentElement!);
    act(() => {
      vi.advanceTimersByTime(10_100);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('runs its action once and goes; Dismiss closes it; at most three at a time', () => {
    render(<Toaster />);
    const run = vi.fn();
    act(() => {
      toast.success('Removed @ann from Friends.', { label: 'Undo', run });
    });
    fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Undo' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();

    act(() => {
      for (const n of [1, 2, 3, 4]) toast.success(`Saved ${String(n)}.`);
    });
    expect(screen.getByRole('status').textContent).toBe('Saved 2.Saved 3.Saved 4.');
    fireEvent.click(within(screen.getByRole('status')).getAllByRole('button', { name: 'Dismiss' })[0]!);
    expect(screen.getByRole('status').textContent).toBe('Saved 3.Saved 4.');
  });
});

import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog } from './form-dialog';
import { RefusalAlert } from './alert';
import type { DialogRequest } from '../../lib/field-errors';

// The shared dialogs every delete, block and admin form uses: what a keyboard user meets first,
// what a slip of Enter does, and what a refusal looks like.

afterEach(cleanup);

function Harness({ onConfirm, error = null, pending = false }: { onConfirm: () => void; error?: string | null; pending?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove Friends
      </button>
      {open ? (
        <ConfirmDialog
          title="Delete list"
          message='Delete "Friends"? This cannot be undone.'
          confirmLabel="Delete"
          onConfirm={onConfirm}
          onClose={() => setOpen(false)}
          error={error}
          pending={pending}
        />
      ) : null}
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks with the focus on Cancel, so Enter does no harm, and gives the focus back on Escape', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Remove Friends' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete list' });
    const described = dialog.getAttribute('aria-describedby');
    expect(described && document.getElementById(described)?.textContent).toBe('Delete "Friends"? This cannot be undone.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    // Enter on the focused button presses it: Cancel.
    act(() => (document.activeElement as HTMLButtonElement).click());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('confirms with a red button that is busy while the request runs, and shows the refusal inside', () => {
    const onConfirm = vi.fn();
    const { rerender } = render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Remove Friends' });
    opener.focus();
    fireEvent.click(opener);
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm.className).toContain('bg-red-600');
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);

    rerender(<Harness onConfirm={onConfirm} pending />);
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete' }).getAttribute('aria-busy')).toBe('true');

    rerender(<Harness onConfirm={onConfirm} error="Failed to delete list: Internal error" />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to delete list: Internal error');
    expect(screen.getByRole('alertdialog').contains(screen.getByRole('alert'))).toBe(true);
  });
});

describe('FormDialog', () => {
  it('submits without reloading, not twice while pending, and shows the refusal above its buttons', () => {
    const onSubmit = vi.fn();
    const { rerender } = render(
      <FormDialog title="Add plan" submitLabel="Save" pending={false} onClose={() => {}} onSubmit={onSubmit}>
        <input aria-label="Name" />
      </FormDialog>,
    );
    const form = screen.getByRole('form', { name: 'Add plan' });
    fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(
      <FormDialog title="Add plan" submitLabel="Save" pending onClose={() => {}} onSubmit={onSubmit} error="Failed to save plan: Internal error">
        <input aria-label="Name" />
      </FormDialog>,
    );
    fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Failed to save plan: Internal error');
  });
});

describe('a dialog given its request (a mutation) instead of pending and error', () => {
  const dialogs = {
    ConfirmDialog: (request: DialogRequest, failed?: (reason: string) => string) => (
      <ConfirmDialog title="Block user" message="Block ana?" confirmLabel="Block" onConfirm={() => {}} onClose={() => {}} request={request} failed={failed} />
    ),
    FormDialog: (request: DialogRequest, failed?: (reason: string) => string) => (
      <FormDialog title="Add plan" submitLabel="Block" onClose={() => {}} onSubmit={() => {}} request={request} failed={failed}>
        <input aria-label="Name" />
      </FormDialog>
    ),
  };

  it.each(Object.keys(dialogs) as (keyof typeof dialogs)[])('%s: busy while it runs, its refusal in the words of `failed`, or the reason alone', (name) => {
    const dialog = dialogs[name];
    const { rerender } = render(dialog({ isPending: true, error: null }));
    expect(screen.getByRole('button', { name: 'Block' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(dialog({ isPending: false, error: new Error('Internal error') }, (reason) => `Failed to block user: ${reason}`));
    expect(screen.getByRole('button', { name: 'Block' }).getAttribute('aria-busy')).not.toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Failed to block user: Internal error');

    rerender(dialog({ isPending: false, error: new Error('Only owners can do this.') }));
    expect(screen.getByRole('alert').textContent).toBe('Only owners can do this.');
  });
});

describe('RefusalAlert', () => {
  it("shows nothing without an error, and a refusal in the words of `failed`", () => {
    const { rerender, container } = render(<RefusalAlert error={null} failed={(reason) => `Failed to load: ${reason}`} />);
    expect(container.textContent).toBe('');
    rerender(<RefusalAlert error={new Error('Network down')} failed={(reason) => `Failed to load: ${reason}`} />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load: Network down');
    rerender(<RefusalAlert error="not an Error" />);
    expect(screen.getByRole('alert').textContent).toBe('Unknown error');
  });
});

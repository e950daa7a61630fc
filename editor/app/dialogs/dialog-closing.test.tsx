// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogClosing } from './dialog-closing';

afterEach(cleanup);

/** A button that opens a dialog, as the editor's are: the dialog is there while React's state says so. */
function Opener({ allowed = true }: { allowed?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New entry
      </button>
      {open ? (
        <dialog open aria-label="New entry" {...dialogClosing(() => setOpen(false), allowed)}>
          <input aria-label="Id" />
        </dialog>
      ) : null}
    </>
  );
}

describe('Escape on a dialog', () => {
  it('closes it in the same event, so the button that opened it opens it again at once', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'New entry' }));
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog', { name: 'New entry' }), cancel);
    // The browser's own close (and its close event, a task later) is not waited for.
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'New entry' }));
    expect(screen.getByRole('dialog', { name: 'New entry' })).toBeTruthy();
  });

  it('leaves it open while it may not close (a publish under way)', () => {
    const onClose = vi.fn();
    render(
      <dialog open aria-label="Publish" {...dialogClosing(onClose, false)}>
        Publishing…
      </dialog>,
    );
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog', { name: 'Publish' }), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });
});

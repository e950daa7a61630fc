import type { SyntheticEvent } from 'react';

/**
 * A modal <dialog>'s closing, spread on it: Escape (`onCancel`) has React close it at once, and any other
 * close (a Cancel button's `dialog.close()`) reaches `onClose` too. Closed by the browser, the dialog is
 * gone and the focus back on what opened it at once, but the close event that tells React comes a task
 * later, after a key already pressed: Enter on the button that opened it then opened nothing, the dialog
 * being still open in React's state. With `allowed` false, Escape leaves it open (a publish under way).
 */
export function dialogClosing(onClose: () => void, allowed = true) {
  return {
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      if (allowed) onClose();
    },
    onClose,
  };
}

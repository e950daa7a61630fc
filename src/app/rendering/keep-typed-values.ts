import { onBlockHydrated } from './block-hydration';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Inputs whose value is not what the visitor typed or chose are left alone: a checkbox's or a radio's is
 * fixed (its state is `checked`), a button's is its label, and a file input's cannot be set, only cleared.
 */
const UNTYPED_INPUTS = new Set(['checkbox', 'radio', 'file', 'button', 'submit', 'reset', 'image', 'hidden']);

const isControl = (target: EventTarget | null): target is Control =>
  (target instanceof HTMLInputElement && !UNTYPED_INPUTS.has(target.type)) ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/** Whether the visitor has changed a control from what the page was served with. */
const isChanged = (control: Control) =>
  control instanceof HTMLSelectElement
    ? [...control.options].some((option) => option.selected !== option.defaultSelected)
    : control.value !== control.defaultValue;

/**
 * Sets a control's value as the visitor's typing does, so that React reports a change. React notes the
 * last value it saw through the element's own `value` (it hydrated with what the field showed, the
 * visitor's text, and takes it for no change): that is set to another value first, then the visitor's
 * through the prototype's setter, which React does not see, and the event typing fires.
 */
function retype(control: Control, value: string): void {
  const restoreCaret =
    control === document.activeElement && !(control instanceof HTMLSelectElement) ? keepCaret(control) : undefined;
  control.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  // Setting the value moves the caret to the end, and so does React's render of the change, which comes
  // after this commit (in a microtask queued before this one): where the visitor is typing, the caret is
  // put back after it, unless the text has changed meanwhile.
  if (restoreCaret) {
    queueMicrotask(() => {
      if (control.value === value) restoreCaret();
    });
  }
}

/** What puts a field's caret or selection back where it is now; none for a field without one (an email field's selection is null). */
function keepCaret(control: HTMLInputElement | HTMLTextAreaElement): (() => void) | undefined {
  const { selectionStart: start, selectionEnd: end } = control;
  return start === null ? undefined : () => control.setSelectionRange(start, end ?? start);
}

/**
 * A prerendered form can be typed into before the app hydrates it (the app loads once the page has
 * painted). Hydrating keeps the text on screen, but the form's state is still empty, and its next render
 * (the first comes at once) empties the fields: what the visitor typed was gone. Call this just before
 * hydrating a page of `blockCount` blocks: it takes what the fields under `root` hold now and what is typed
 * into them until the blocks have hydrated, and as each block hydrates, types the latest value into each
 * field again, as the visitor did, so the form's state has it. Typing into a block not yet hydrated does
 * nothing, and it is typed again as that block hydrates; a field the app replaced or changed is left alone.
 */
export function keepTypedValues(root: HTMLElement, blockCount: number): void {
  const typed = new Map<Control, string>();
  for (const control of root.querySelectorAll<Control>('input, textarea, select')) {
    if (isControl(control) && isChanged(control)) typed.set(control, control.value);
  }
  const record = (event: Event) => {
    if (isControl(event.target) && event.isTrusted) typed.set(event.target, event.target.value);
  };
  let pending = blockCount;
  const stop = () => {
    root.removeEventListener('input', record, true);
    root.removeEventListener('change', record, true);
    stopWatching();
  };
  const stopWatching = onBlockHydrated(() => {
    for (const [control, value] of typed) {
      // A field that no longer shows what the visitor typed was changed by the app (a form reset once
      // sent, say) or replaced: that is not brought back.
      if (control.isConnected && control.value === value) retype(control, value);
      else typed.delete(control);
    }
    if (--pending <= 0) stop();
  });
  root.addEventListener('input', record, true);
  root.addEventListener('change', record, true);
  if (pending <= 0) stop();
}

// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUndoKeys } from './use-undo-keys';

afterEach(cleanup);

/** A page with a field, a dialog with a field inside it, and the list's search box outside it. */
function Harness({ undo, redo }: { undo: () => void; redo: () => void }) {
  const area = useRef<HTMLElement>(null);
  useUndoKeys(area, undo, redo);
  return (
    <>
      <input aria-label="Find a page" />
      <article ref={area}>
        <input aria-label="Title" />
        <button type="button">Save</button>
        <dialog open>
          <input aria-label="Id" />
        </dialog>
      </article>
    </>
  );
}

function setUp() {
  const undo = vi.fn();
  const redo = vi.fn();
  const view = render(<Harness undo={undo} redo={redo} />);
  return { undo, redo, field: (name: string) => view.getByLabelText(name), view };
}

describe('useUndoKeys', () => {
  it('takes Ctrl+Z, ⌘+Z, Ctrl+Shift+Z and Ctrl+Y in the page, before the text box sees them', () => {
    const { undo, redo, field } = setUp();
    const title = field('Title');
    expect(fireEvent.keyDown(title, { key: 'z', ctrlKey: true })).toBe(false);
    fireEvent.keyDown(title, { key: 'z', metaKey: true });
    expect(undo).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(title, { key: 'Z', ctrlKey: true, shiftKey: true });
    fireEvent.keyDown(title, { key: 'y', ctrlKey: true });
    expect(redo).toHaveBeenCalledTimes(2);
  });

  it('takes the browser’s own Undo and Redo of a text box (its menu) in the page', () => {
    const { undo, redo, field } = setUp();
    const input = (inputType: string) => new InputEvent('beforeinput', { inputType, bubbles: true, cancelable: true });
    expect(field('Title').dispatchEvent(input('historyUndo'))).toBe(false);
    field('Title').dispatchEvent(input('historyRedo'));
    field('Title').dispatchEvent(input('insertText'));
    expect([undo.mock.calls.length, redo.mock.calls.length]).toEqual([1, 1]);
  });

  it('leaves their own undo to the text boxes of dialogs and outside the page, and other keys alone', () => {
    const { undo, redo, field, view } = setUp();
    expect(fireEvent.keyDown(field('Id'), { key: 'z', ctrlKey: true })).toBe(true);
    expect(fireEvent.keyDown(field('Find a page'), { key: 'z', ctrlKey: true })).toBe(true);
    fireEvent.keyDown(field('Title'), { key: 'z' });
    fireEvent.keyDown(field('Title'), { key: 'z', ctrlKey: true, altKey: true });
    expect(undo).not.toHaveBeenCalled();
    // A button outside the text boxes (the focus on the list or the page's own buttons) is the page's.
    fireEvent.keyDown(view.getByRole('button', { name: 'Save' }), { key: 'z', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true, shiftKey: true });
    expect([undo.mock.calls.length, redo.mock.calls.length]).toEqual([1, 1]);
  });
});

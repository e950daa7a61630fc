import { useEffect, type RefObject } from 'react';

type Command = 'undo' | 'redo';

/** Ctrl/⌘+Z undoes; Ctrl/⌘+Shift+Z and Ctrl+Y redo. */
function readCommand(event: KeyboardEvent): Command | undefined {
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return undefined;
}

/** Where text keeps its own undo: a dialog's fields, the YAML view's search panel. */
const OWN_UNDO = 'dialog, [role="dialog"], .cm-panels';
const TEXT_BOX = 'input, textarea, select, [contenteditable="true"]';

/**
 * The page's undo and redo for the keys and for the browser's own Undo (its Edit menu, a text box's context
 * menu), which arrives as a `beforeinput` of type historyUndo. A text box has an undo of its own that knows
 * nothing of the page's: left alone it would undo letters the page's history has already taken back, or
 * change a field behind the history's back. So inside the page both are taken over (caught before they
 * reach the text box or CodeMirror) and there is one history. Outside it (the search box of the list) and in a
 * dialog, the text boxes keep their own undo.
 */
export function useUndoKeys(area: RefObject<HTMLElement | null>, undo: () => void, redo: () => void): void {
  useEffect(() => {
    const isPages = (target: EventTarget | null) => {
      if (!(target instanceof Element)) return true;
      if (target.closest(OWN_UNDO)) return false;
      return !!area.current?.contains(target) || !target.matches(TEXT_BOX);
    };
    const run = (event: Event, command: Command | undefined) => {
      if (!command || !isPages(event.target)) return;
      event.preventDefault();
      event.stopPropagation();
      if (command === 'undo') undo();
      else redo();
    };
    const onKeyDown = (event: KeyboardEvent) => run(event, readCommand(event));
    const onBeforeInput = (event: InputEvent) =>
      run(event, event.inputType === 'historyUndo' ? 'undo' : event.inputType === 'historyRedo' ? 'redo' : undefined);
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('beforeinput', onBeforeInput, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('beforeinput', onBeforeInput, true);
    };
  }, [area, undo, redo]);
}

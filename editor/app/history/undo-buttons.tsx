interface UndoButtonsProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}

/**
 * Undo and Redo, with the keys that do the same. Unavailable, each says so (aria-disabled) but keeps the
 * focus: undoing the last step with the keyboard must not drop the focus to the start of the page.
 */
export function UndoButtons({ canUndo, canRedo, onUndo, onRedo }: UndoButtonsProps) {
  const buttons = [
    { name: 'Undo', able: canUndo, run: onUndo, keys: 'Control+Z Meta+Z', says: 'Ctrl+Z, or ⌘+Z on a Mac' },
    {
      name: 'Redo',
      able: canRedo,
      run: onRedo,
      keys: 'Control+Shift+Z Meta+Shift+Z Control+Y',
      says: 'Ctrl+Shift+Z or Ctrl+Y, or ⌘+Shift+Z on a Mac',
    },
  ];
  return (
    <div className="undo-buttons" role="group" aria-label="History of this page">
      {buttons.map(({ name, able, run, keys, says }) => (
        <button
          key={name}
          type="button"
          className="button button--ghost"
          aria-disabled={!able}
          aria-keyshortcuts={keys}
          title={`${name} (${says})`}
          onClick={() => able && run()}
        >
          {name}
        </button>
      ))}
    </div>
  );
}

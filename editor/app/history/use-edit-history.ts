import { useCallback, useState } from 'react';
import { EditHistory } from './edit-history';

/**
 * A page's history in React state. `record` takes the path of the text a change typed into, if it is typing:
 * the time is read here, so that keys joined into one step are the ones the person pressed without a pause.
 */
export function useEditHistory<T>() {
  const [history, setHistory] = useState<EditHistory<T> | undefined>();
  const start = useCallback((present: T) => setHistory(EditHistory.start(present)), []);
  const record = useCallback(
    (next: T, typedInto?: string) =>
      setHistory((current) =>
        current?.record(next, typedInto === undefined ? undefined : { into: typedInto, at: Date.now() }),
      ),
    [],
  );
  /** `from` is the present the replacement was made from: if the person changed it meanwhile, their change stays. */
  const replace = useCallback(
    (next: T, from?: T) =>
      setHistory((current) =>
        current && (from === undefined || current.present === from) ? current.replace(next) : current,
      ),
    [],
  );
  const undo = useCallback(() => setHistory((current) => current?.undo()), []);
  const redo = useCallback(() => setHistory((current) => current?.redo()), []);
  return {
    present: history?.present,
    canUndo: history?.canUndo ?? false,
    canRedo: history?.canRedo ?? false,
    start,
    record,
    replace,
    undo,
    redo,
  };
}

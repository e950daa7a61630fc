import { describe, expect, it } from 'vitest';
import { EditHistory, HISTORY_LIMIT, TYPING_PAUSE_MS } from './edit-history';

/** Records each value as a change of its own (no typing), one after the other. */
function recordAll<T>(start: EditHistory<T>, values: T[]): EditHistory<T> {
  return values.reduce((history, value) => history.record(value), start);
}

function undoTimes(history: EditHistory<number>, times: number): EditHistory<number> {
  return Array.from({ length: times }).reduce<EditHistory<number>>((current) => current.undo(), history);
}

describe('EditHistory', () => {
  it('undoes every change one by one back to the start, and redoes them in order', () => {
    let history = recordAll(EditHistory.start(0), [1, 2, 3]);
    expect(history.canRedo).toBe(false);
    const undone: number[] = [];
    while (history.canUndo) {
      history = history.undo();
      undone.push(history.present);
    }
    expect(undone).toEqual([2, 1, 0]);
    const redone: number[] = [];
    while (history.canRedo) {
      history = history.redo();
      redone.push(history.present);
    }
    expect(redone).toEqual([1, 2, 3]);
  });

  it('keeps at least 100 steps, and forgets the oldest beyond its limit', () => {
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(100);
    const steps = Array.from({ length: HISTORY_LIMIT + 50 }, (_, index) => index + 1);
    const history = recordAll(EditHistory.start(0), steps);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    const oldest = undoTimes(history, HISTORY_LIMIT);
    expect(oldest.canUndo).toBe(false);
    expect(oldest.present).toBe(50);
    expect(undoTimes(history, 100).present).toBe(HISTORY_LIMIT + 50 - 100);
  });

  it('joins keys typed into one text into one step until a pause', () => {
    const start = EditHistory.start('');
    const typed = ['H', 'He', 'Hel', 'Hell', 'Hello'].reduce(
      (history, text, index) => history.record(text, { into: '/title', at: 1000 + index * 100 }),
      start,
    );
    expect(typed.present).toBe('Hello');
    expect(typed.past).toEqual(['']);
    // After a pause the next word is a step of its own.
    const later = typed.record('Hello you', { into: '/title', at: 1400 + TYPING_PAUSE_MS });
    expect(later.undo().present).toBe('Hello');
    expect(later.undo().undo().present).toBe('');
  });

  it('makes a step of typing into another text, and of a change that is no typing', () => {
    const start = EditHistory.start({ title: '', label: '' });
    const history = start
      .record({ title: 'a', label: '' }, { into: '/title', at: 0 })
      .record({ title: 'a', label: 'b' }, { into: '/label', at: 10 })
      .record({ title: 'ab', label: 'b' }, { into: '/title', at: 20 })
      .record({ title: 'abc', label: 'b' });
    expect(history.past).toHaveLength(4);
  });

  it('starts a new step of typing after an undo or a redo, even without a pause', () => {
    const history = EditHistory.start('')
      .record('a', { into: '/title', at: 0 })
      .record('ab', { into: '/title', at: 10 })
      .undo()
      .redo()
      .record('abc', { into: '/title', at: 20 });
    expect(history.undo().present).toBe('ab');
  });

  it('clears what could be redone when a new change is made', () => {
    const history = recordAll(EditHistory.start(0), [1, 2]).undo();
    expect(history.canRedo).toBe(true);
    const changed = history.record(5);
    expect(changed.canRedo).toBe(false);
    expect(changed.redo().present).toBe(5);
    expect(changed.undo().present).toBe(1);
  });

  it('takes a change equal to the present as no step, keeping what can be redone', () => {
    const history = recordAll(EditHistory.start({ a: 1 }), [{ a: 2 }]).undo();
    const echoed = history.record({ a: 1 });
    expect(echoed).toBe(history);
    expect(echoed.redo().present).toEqual({ a: 2 });
  });

  it('replaces the present without a step, and the next key typed starts one', () => {
    const history = EditHistory.start('')
      .record('draft', { into: 'yaml', at: 0 })
      .replace('draft (as saved)')
      .record('draft (as saved)!', { into: 'yaml', at: 10 });
    expect(history.undo().present).toBe('draft (as saved)');
    expect(history.undo().undo().present).toBe('');
  });

  it('does nothing when there is nothing to undo or redo', () => {
    const history = EditHistory.start(0);
    expect(history.canUndo).toBe(false);
    expect(history.undo()).toBe(history);
    expect(history.redo()).toBe(history);
  });
});

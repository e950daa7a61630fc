/**
 * Keys pressed with less than this between them are one step of typing: a word typed and then a pause is
 * undone at once, not letter by letter.
 */
export const TYPING_PAUSE_MS = 1000;

/** How many steps back a page keeps: well over what a person undoes, bounded so a long session stays light. */
export const HISTORY_LIMIT = 200;

/** A change made by typing: into which text (a field's path, or the YAML view), and when. */
export interface Typing {
  into: string;
  at: number;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The states a page went through, for undo and redo: immutable, so React can keep it in state and each
 * action returns the next history. A change equal to the present is no step at all: the form and the YAML
 * view echo back what they were given, and that must neither add a step nor throw away what can be redone.
 */
export class EditHistory<T> {
  private constructor(
    readonly past: readonly T[],
    readonly present: T,
    readonly future: readonly T[],
    /** The typing the present step is made of, which the next keys in the same text join until a pause. */
    private readonly typing: Typing | undefined,
    private readonly limit: number,
  ) {}

  static start<T>(present: T, limit = HISTORY_LIMIT): EditHistory<T> {
    return new EditHistory<T>([], present, [], undefined, limit);
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** A change the person made: a new step (what could be redone is gone), or part of the typing in progress. */
  record(next: T, typing?: Typing): EditHistory<T> {
    if (sameJson(next, this.present)) return this;
    const joins =
      typing !== undefined &&
      this.typing !== undefined &&
      typing.into === this.typing.into &&
      typing.at - this.typing.at < TYPING_PAUSE_MS;
    const past = joins ? this.past : [...this.past, this.present].slice(-this.limit);
    return new EditHistory(past, next, [], typing, this.limit);
  }

  /**
   * The present said another way, not a change of the person's: the file's text when the YAML view opens,
   * the page as the server saved it. The next key starts a step of its own.
   */
  replace(next: T): EditHistory<T> {
    return new EditHistory(this.past, next, this.future, undefined, this.limit);
  }

  undo(): EditHistory<T> {
    if (!this.canUndo) return this;
    return new EditHistory(
      this.past.slice(0, -1),
      this.past[this.past.length - 1],
      [this.present, ...this.future],
      undefined,
      this.limit,
    );
  }

  redo(): EditHistory<T> {
    if (!this.canRedo) return this;
    return new EditHistory([...this.past, this.present], this.future[0], this.future.slice(1), undefined, this.limit);
  }
}

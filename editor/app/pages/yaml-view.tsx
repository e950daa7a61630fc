import { useEffect, useRef } from 'react';
import { basicSetup, EditorView } from 'codemirror';
import { yaml } from '@codemirror/lang-yaml';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState, StateEffect, StateField } from '@codemirror/state';
import { Decoration, type DecorationSet } from '@codemirror/view';
import type { EditorProblem, Outline, Schemas } from '../api/editor-api';
import { completeFromSchema } from './complete-from-schema';

interface YamlViewProps {
  /** The file's name, as problems name it (site.yaml, pages/solutions.yaml). */
  file: string;
  text: string;
  problems: EditorProblem[];
  /** The schemas the forms are made from: the text completes from them too. */
  schemas: Schemas;
  /** The site's entries, offered where a field names one. */
  outline: Outline;
  onChange: (text: string) => void;
  /** A spot to show (a problem's, chosen in the list): the cursor goes there and its line is marked; a new object each time. */
  shown?: { line: number; col: number };
}

/** Marks the line of the spot the person asked to be shown (the start of that line), until they change the text. */
const markLine = StateEffect.define<number>();
const markedLine = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    for (const effect of transaction.effects)
      if (effect.is(markLine))
        return Decoration.set([Decoration.line({ class: 'yaml-view__shown' }).range(effect.value)]);
    return transaction.docChanged ? Decoration.none : marks;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** Where a problem's line and column are in the text now: its line kept inside the text, its column inside the line. */
function findSpot(state: EditorState, spot: { line: number; col: number }) {
  const line = state.doc.line(Math.min(Math.max(spot.line, 1), state.doc.lines));
  return { line, at: Math.min(line.from + Math.max(spot.col - 1, 0), line.to) };
}

/**
 * The check's problems in this file as the editor's underlines, each at its line and column to the line's end,
 * said as the problems list says them (never a line number: the underline is the place).
 */
function toDiagnostics(state: EditorState, file: string, problems: EditorProblem[]): Diagnostic[] {
  return problems
    .filter((problem) => problem.file === file && problem.line >= 1 && problem.line <= state.doc.lines)
    .map((problem) => {
      const { line, at } = findSpot(state, problem);
      return {
        from: at,
        to: Math.max(line.to, at),
        severity: problem.severity,
        message: `${problem.messageInEditor ?? problem.message}. Fix: ${problem.fixInEditor ?? problem.fix}`,
      };
    });
}

/** The part of `before` to replace with the returned text to make `after`: what lies between their common start and end. */
function findChangedRange(before: string, after: string): { from: number; to: number; insert: string } {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  )
    end++;
  return { from: start, to: before.length - end, insert: after.slice(start, after.length - end) };
}

/**
 * The open file as text (CodeMirror 6 with YAML highlighting), for what the forms do not cover. The text
 * arrives from outside (opened, reloaded, the form's unsaved changes written into it) and leaves by onChange.
 */
export function YamlView({ file, text, problems, schemas, outline, onChange, shown }: YamlViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | undefined>(undefined);
  const changed = useRef(onChange);
  changed.current = onChange;
  // The editor is made once per file, from the text it opens with: a later text is put into the same editor
  // below, keeping its scroll and undo history.
  const latestText = useRef(text);
  latestText.current = text;
  // The entries as the editor opened: a new one made meanwhile is offered when the view opens again.
  const latestOutline = useRef(outline);
  latestOutline.current = outline;

  useEffect(() => {
    const complete = completeFromSchema(schemas, latestOutline.current);
    const editor = new EditorView({
      parent: host.current!,
      doc: latestText.current,
      extensions: [
        basicSetup,
        yaml(),
        lintGutter(),
        markedLine,
        // basicSetup's completion asks the language's data for its sources: the schemas' fields are one.
        EditorState.languageData.of(() => [{ autocomplete: complete }]),
        // The text is reached by Tab already (it is editable); the tabindex says so to checkers (axe) that judge
        // whether the scrolling box around it can be reached by keyboard from the attribute alone.
        EditorView.contentAttributes.of({ 'aria-label': `YAML of ${file}`, tabindex: '0' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) changed.current(update.state.doc.toString());
        }),
      ],
    });
    view.current = editor;
    return () => editor.destroy();
  }, [file, schemas]);

  useEffect(() => {
    const editor = view.current;
    const shown = editor?.state.doc.toString();
    if (!editor || shown === undefined || shown === text) return;
    // Only the lines that differ are replaced, with the cursor after them and in sight: an undo shows where it
    // changed the text, and the rest of the text (and where the person was reading) stays put.
    const change = findChangedRange(shown, text);
    editor.dispatch({
      changes: change,
      selection: { anchor: change.from + change.insert.length },
      scrollIntoView: true,
    });
  }, [text]);

  useEffect(() => {
    const editor = view.current;
    if (editor) editor.dispatch(setDiagnostics(editor.state, toDiagnostics(editor.state, file, problems)));
  }, [file, problems, text]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || !shown) return;
    const { line, at } = findSpot(editor.state, shown);
    editor.dispatch({
      selection: { anchor: at },
      effects: [markLine.of(line.from), EditorView.scrollIntoView(at, { y: 'center' })],
    });
    editor.focus();
  }, [shown]);

  return <div ref={host} className="yaml-view" />;
}

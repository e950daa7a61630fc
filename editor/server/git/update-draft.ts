import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { writeYamlValue, YamlWriteError, type DataPath } from '../yaml/write-yaml-value';
import { describeDraft, type DraftsContext, type Person, type PublishStep } from './drafts-context';
import { mergeYamlData } from './merge-yaml-data';
import { listChangedPaths, moveCheckout } from './move-checkout';
import { openDraft } from './open-draft';
import { askGit, readGitBlob, runGit } from './run-git';
import { listUnsavedFiles } from './save-draft';

/**
 * A field both the person and the live site changed, differently since the draft last took the live site's
 * changes. `path` is the data path in the file (`[]`: the whole file, when it is not YAML both sides can read;
 * then `mine` and `theirs` are its texts, `{ bytes }` for a binary file, `null` where that side deleted it).
 */
export interface FieldConflict {
  file: string;
  path: DataPath;
  mine: unknown;
  theirs: unknown;
}

/** The person's answer to a conflict: keep theirs or mine, or a value they typed. */
export type FieldChoice =
  { file: string; path: DataPath; choose: 'mine' | 'theirs' } | { file: string; path: DataPath; value: unknown };

export type UpdateResult =
  | { status: 'up-to-date'; commit: string }
  | { status: 'updated'; commit: string; files: string[] }
  | { status: 'conflicts'; conflicts: FieldConflict[] };

/** A draft that cannot take the live site's changes now; said so the person knows what to do. */
export class DraftNotReadyError extends Error {}

interface TreeEntry {
  mode: string;
  oid: string;
}

async function readEntry(dir: string, commit: string, path: string): Promise<TreeEntry | undefined> {
  const line = await runGit(['ls-tree', '-z', commit, '--', `:(literal)${path}`], { cwd: dir });
  if (line === '') return undefined;
  const [mode, , oid] = line.split('\t')[0].split(' ');
  return { mode, oid };
}

const isYamlFile = (path: string) => /\.ya?ml$/i.test(path);

function parseData(text: string): { data: unknown } | undefined {
  const doc = parseDocument(text, { uniqueKeys: true });
  return doc.errors.length === 0 ? { data: doc.toJS() } : undefined;
}

/** A whole file as a conflict shows it: its text, `{ bytes }` for a picture or other binary file, `null` if deleted. */
function describeFile(bytes: Buffer | null): string | { bytes: number } | null {
  if (bytes === null) return null;
  return bytes.includes(0) ? { bytes: bytes.length } : bytes.toString('utf8');
}

const keyOf = (file: string, path: DataPath) => `${file}\0${JSON.stringify(path)}`;

/** What a conflicted file becomes: its new text (or `null`: deleted), or the conflicts the person must answer. */
type FileOutcome = { text: string | Buffer | null; mode: string } | { conflicts: FieldConflict[] };

async function mergeFile(
  dir: string,
  commits: { base: string; mine: string; theirs: string },
  file: string,
  choices: Map<string, FieldChoice>,
): Promise<FileOutcome> {
  const [base, mine, theirs] = await Promise.all(
    [commits.base, commits.mine, commits.theirs].map((commit) => readEntry(dir, commit, file)),
  );
  const [baseBytes, mineBytes, theirBytes] = await Promise.all(
    [base, mine, theirs].map((entry) => (entry ? readGitBlob(dir, entry.oid) : null)),
  );
  const [baseText, mineText, theirText] = [baseBytes, mineBytes, theirBytes].map(
    (bytes) => bytes?.toString('utf8') ?? null,
  );
  const mode = mine?.mode ?? theirs?.mode ?? '100644';
  const [b, m, t] = [baseText, mineText, theirText].map((text) => (text === null ? undefined : parseData(text)));
  // A file both sides added has no base: every field is then new on both sides.
  if (isYamlFile(file) && mineText !== null && m && t && (baseText === null || b)) {
    const merge = mergeYamlData(b?.data, m.data, t.data);
    const open: FieldConflict[] = [];
    const writes = [...merge.theirChanges];
    for (const conflict of merge.conflicts) {
      const choice = choices.get(keyOf(file, conflict.path));
      if (!choice) open.push({ file, ...conflict });
      else if ('value' in choice) writes.push({ path: conflict.path, value: choice.value });
      else if (choice.choose === 'theirs') writes.push({ path: conflict.path, value: conflict.theirs });
    }
    if (open.length > 0) return { conflicts: open };
    try {
      return { text: writes.reduce((text, { path, value }) => writeYamlValue(text, path, value), mineText), mode };
    } catch (error) {
      // Their change cannot be written into my text line by line: the person chooses between the whole files.
      if (!(error instanceof YamlWriteError)) throw error;
    }
  }
  // Not YAML that all three sides can read (a picture, a file deleted on one side, a file with errors), or not
  // mergeable line by line: the whole file.
  const choice = choices.get(keyOf(file, []));
  if (!choice)
    return { conflicts: [{ file, path: [], mine: describeFile(mineBytes), theirs: describeFile(theirBytes) }] };
  if ('value' in choice) return { text: String(choice.value ?? ''), mode };
  const [side, bytes] = choice.choose === 'mine' ? [mine, mineBytes] : [theirs, theirBytes];
  return { text: bytes, mode: side?.mode ?? mode };
}

/** The first part of `git merge-tree -z --name-only`: the merged tree, then the files it could not merge. */
function readMergeTree(output: string): { tree: string; conflicted: string[] } {
  const parts = output.split('\0');
  const end = parts.indexOf('', 1);
  return { tree: parts[0], conflicted: [...new Set(parts.slice(1, end === -1 ? undefined : end))] };
}

/** A tree: `tree` with some files replaced or removed, built in a temporary index (no checkout touched). */
async function replaceFiles(
  context: DraftsContext,
  tree: string,
  files: Map<string, { text: string | Buffer | null; mode: string }>,
): Promise<string> {
  const index = join(context.draftsDir, `.merge-index-${randomBytes(6).toString('hex')}`);
  const env = { GIT_INDEX_FILE: index };
  try {
    await runGit(['read-tree', tree], { cwd: context.root, env });
    const lines: string[] = [];
    for (const [file, { text, mode }] of files) {
      if (text === null) lines.push(`0 ${'0'.repeat(40)}\t${file}`);
      else {
        const oid = (await runGit(['hash-object', '-w', '--stdin'], { cwd: context.root, input: text })).trim();
        lines.push(`${mode} ${oid}\t${file}`);
      }
    }
    await runGit(['update-index', '-z', '--index-info'], { cwd: context.root, env, input: lines.join('\0') + '\0' });
    return (await runGit(['write-tree'], { cwd: context.root, env })).trim();
  } finally {
    rmSync(index, { force: true });
  }
}

/**
 * Brings the person's draft up to date with the live branch: a three-way merge of live into the draft, made
 * as a commit by the person. Changes to different pages, or to different lines, merge as git merges them.
 * Where git cannot merge a YAML file (e.g. two fields on neighbouring lines), its data is merged instead, field
 * by field; a field both sides changed differently is a conflict: nothing is committed, the draft stays as it
 * was, and the conflicts come back with both values. Called again with a choice for each, the merge completes.
 */
export async function updateDraft(
  context: DraftsContext,
  person: Person,
  choices: FieldChoice[] = [],
  onStep: (step: PublishStep) => void = () => {},
): Promise<UpdateResult> {
  const { dir, branch } = await openDraft(context, person);
  const identity = describeDraft(context, person);
  const unsaved = await listUnsavedFiles(context, dir);
  if (unsaved.length > 0)
    throw new DraftNotReadyError(`save your changes to ${unsaved.join(', ')} first; they are not in the draft yet`);
  const mine = (await runGit(['rev-parse', 'HEAD'], { cwd: dir })).trim();
  const theirs = (await runGit(['rev-parse', '--verify', `refs/heads/${context.liveBranch}`], { cwd: dir })).trim();
  if (await askGit(['merge-base', '--is-ancestor', theirs, mine], { cwd: dir }))
    return { status: 'up-to-date', commit: mine };
  if (await askGit(['merge-base', '--is-ancestor', mine, theirs], { cwd: dir })) {
    const files = await listChangedPaths(dir, mine, theirs);
    await moveCheckout(context, identity.slug, { dir, branch, from: mine, to: theirs }, onStep);
    return { status: 'updated', commit: theirs, files };
  }
  const base = (await runGit(['merge-base', mine, theirs], { cwd: dir })).trim();
  const merged = readMergeTree(
    await runGit(['merge-tree', '--write-tree', '--name-only', '-z', '--no-messages', mine, theirs], {
      cwd: dir,
      okCodes: [0, 1],
    }),
  );
  // A YAML file git merged line by line may still not be YAML (the same key added on both sides): merged by data.
  const changedHere = new Set(await listChangedPaths(dir, base, mine));
  const changedBoth = (await listChangedPaths(dir, base, theirs)).filter((file) => changedHere.has(file));
  const toMerge = new Set(merged.conflicted);
  for (const file of changedBoth.filter((file) => isYamlFile(file) && !toMerge.has(file))) {
    const entry = await readEntry(dir, merged.tree, file);
    if (entry && !parseData((await readGitBlob(dir, entry.oid)).toString('utf8'))) toMerge.add(file);
  }
  const chosen = new Map(choices.map((choice) => [keyOf(choice.file, choice.path), choice]));
  const conflicts: FieldConflict[] = [];
  const replaced = new Map<string, { text: string | Buffer | null; mode: string }>();
  for (const file of toMerge) {
    const outcome = await mergeFile(dir, { base, mine, theirs }, file, chosen);
    if ('conflicts' in outcome) conflicts.push(...outcome.conflicts);
    else replaced.set(file, outcome);
  }
  if (conflicts.length > 0) return { status: 'conflicts', conflicts };
  const tree = replaced.size > 0 ? await replaceFiles(context, merged.tree, replaced) : merged.tree;
  const commit = (
    await runGit(
      ['commit-tree', tree, '-p', mine, '-p', theirs, '-m', `Brought up to date with ${context.liveBranch}`],
      { cwd: dir, env: identity.env },
    )
  ).trim();
  const files = await listChangedPaths(dir, mine, commit);
  await moveCheckout(context, identity.slug, { dir, branch, from: mine, to: commit }, onStep);
  return { status: 'updated', commit, files };
}

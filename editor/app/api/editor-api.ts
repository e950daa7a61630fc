import type { DataPath, Outline as SiteOutline, Place } from '#editor/shared/outline';

export type { DataPath, OutlineEntry, OutlineRoute, Place } from '#editor/shared/outline';
import type { SitePicture, StoredPicture } from '#editor/shared/pictures';
import type {
  AuditEntry,
  DraftStatus,
  FieldChoice,
  FieldConflict,
  PublishEvent,
  PublishOutcome,
  ReleaseSummary,
  Session,
} from '#editor/shared/publishing';

export interface EditorProblem {
  code: string;
  severity: 'error' | 'warning';
  file: string;
  line: number;
  col: number;
  where: string;
  message: string;
  fix: string;
  /** What happened in the editor's words, where `message` speaks of the YAML. */
  messageInEditor?: string;
  /** The fix in the editor's words, where `fix` speaks of the YAML. */
  fixInEditor?: string;
  /** Where, in the editor's words: the page or entry, the block, the fields' labels (never a line or routes[3]). */
  placeInEditor: string;
  at?: DataPath;
}

/** The outline, with the site's problems and the preview's address. */
export interface Outline extends SiteOutline {
  problems: EditorProblem[];
  preview: string;
}

export type JsonSchema = Record<string, unknown>;

export interface Schemas {
  blocks: Record<string, JsonSchema>;
  collections: Record<string, JsonSchema>;
  route: JsonSchema;
}

export interface OpenFile {
  file: string;
  text: string;
  version: string;
  data: unknown;
}

export interface Change {
  at: DataPath;
  value?: unknown;
}

/** What a job made (a page's or an entry's copy, a new entry): where it is written, and a sentence saying so. */
export interface Created extends Place {
  done: string;
  problems: EditorProblem[];
}

/** The unsaved state of one file, as the check and the preview take it: changes to its data, or its whole text. */
export type Draft = { file: string; changes: Change[] } | { file: string; text: string };

/**
 * The preview's data: the shell and the route's data, made from the draft as the build would make them (the
 * preview page renders them; the editor passes them on unread), or a sentence saying why they cannot be made.
 */
export type PreviewData =
  { ready: true; site: unknown; route: unknown } | { ready: false; message: string; problems: EditorProblem[] };

/** A refused request, with the server's sentence (and, for a conflict, status 409). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * What a server that stopped answering means, where the editor runs (its session says): on a developer's
 * computer, `npm run edit` stopped; on the site's server, the connection or the server. Until the session is
 * known, the words that fit both.
 */
const NOT_ANSWERING: Record<Session['mode'] | 'unknown', string> = {
  local: 'The editor is not answering: is npm run edit still running in its window?',
  server:
    'The site’s server is not answering. Check your connection, then try again: what you typed stays on this page.',
  unknown: 'The editor is not answering. Check your connection, then try again: what you typed stays on this page.',
};
let runsOn: Session['mode'] | 'unknown' = 'unknown';

async function request<T>(path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    // Relative to the app's page: the API sits beside it, at / under npm run edit and at /admin/ on the site's server.
    response = await fetch(`.${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NOT_ANSWERING[runsOn]);
  }
  return readAnswer<T>(response);
}

/** The JSON answer, or the refusal it carries; a session that ended says how to go on without losing anything. */
async function readAnswer<T>(response: Response): Promise<T> {
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.status === 401)
    throw new ApiError(
      401,
      'You are signed out (the session ended). Sign in again in a new tab, then try again here: what you typed stays on this page.',
      answer,
    );
  if (!response.ok) throw new ApiError(response.status, String(answer.error ?? response.statusText), answer);
  return answer as T;
}

/**
 * Publishes the person's draft (or the draft of `of`, for a publisher): the server answers a line of JSON for each step as it begins, then the outcome, so the
 * person sees the steps run. Returns the outcome.
 */
async function publish(onStep: (step: string) => void, of?: string): Promise<PublishOutcome> {
  let response: Response;
  try {
    response = await fetch('./api/publish', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(of === undefined ? {} : { of }),
    });
  } catch {
    throw new ApiError(
      0,
      'The server is not answering, so nothing was published. Check your connection and try again.',
    );
  }
  if (!response.ok || !response.body) return readAnswer<never>(response);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  const lost = () =>
    new ApiError(0, 'The server stopped answering during the publish. Open Releases to see what is live.');
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw lost();
    });
    pending += value ?? '';
    const lines = pending.split('\n');
    pending = done ? '' : (lines.pop() ?? '');
    for (const line of lines.filter(Boolean)) {
      const event = JSON.parse(line) as PublishEvent;
      if ('outcome' in event) return event.outcome;
      onStep(event.step);
    }
    if (done) throw lost();
  }
}

/** How many times the session is asked for before the editor gives up on it, and the pause before each retry. */
const SESSION_ATTEMPTS = 4;
const SESSION_RETRY_MS = 500;

/**
 * The session, asked again after a lost or failed answer (not after "signed out"): it decides the words the
 * editor uses, and one answer lost on a busy server must not leave the site's server speaking of npm run edit.
 */
async function readSession(): Promise<Session> {
  for (let attempt = 1; ; attempt++) {
    try {
      const session = await request<Session>('/api/session');
      runsOn = session.mode;
      return session;
    } catch (error) {
      if (attempt >= SESSION_ATTEMPTS || (error instanceof ApiError && error.status === 401)) throw error;
      await new Promise((resolve) => setTimeout(resolve, SESSION_RETRY_MS * attempt));
    }
  }
}

export const api = {
  session: readSession,
  draft: () => request<DraftStatus>('/api/draft'),
  drafts: () => request<{ drafts: Array<{ email: string; changedFiles: string[] }> }>('/api/drafts'),
  updateDraft: (choices: FieldChoice[] = []) =>
    request<{ conflicts: FieldConflict[] }>('/api/update-draft', { choices }),
  publish,
  releases: () => request<{ releases: ReleaseSummary[] }>('/api/releases'),
  rollback: (id: string) => request<{ release: ReleaseSummary }>('/api/rollback', { id }),
  log: () => request<{ entries: AuditEntry[] }>('/api/log'),
  outline: () => request<Outline>('/api/outline'),
  schemas: () => request<Schemas>('/api/schemas'),
  assets: () => request<{ assets: string[] }>('/api/assets'),
  pictures: () => request<{ pictures: SitePicture[] }>('/api/pictures'),
  uploadPicture: (name: string, folder: string, data: string) =>
    request<StoredPicture>('/api/upload-picture', { name, folder, data }),
  deletePicture: (path: string) => request<{ done: string; assets: string[] }>('/api/delete-picture', { path }),
  file: (name: string) => request<OpenFile>(`/api/file?name=${encodeURIComponent(name)}`),
  check: (file: string, changes: Change[]) =>
    request<{ problems: EditorProblem[]; text: string }>('/api/check', { file, changes }),
  checkText: (file: string, text: string) => request<{ problems: EditorProblem[] }>('/api/check', { file, text }),
  preview: (draft: Draft, path: string) => request<PreviewData>('/api/preview', { ...draft, path }),
  save: (file: string, version: string, changes: Change[]) =>
    request<OpenFile & { problems: EditorProblem[] }>('/api/save', { file, version, changes }),
  saveText: (file: string, version: string, text: string) =>
    request<OpenFile & { problems: EditorProblem[] }>('/api/save', { file, version, text }),
  deleteRoute: (file: string, version: string, at: DataPath, path: string) =>
    request<{ version: string; problems: EditorProblem[] }>('/api/delete-route', { file, version, at, path }),
  linksTo: (path: string) => request<{ linking: string[] }>(`/api/links-to?path=${encodeURIComponent(path)}`),
  rewriteLinks: (from: string, to: string) =>
    request<{ done: string; problems: EditorProblem[] }>('/api/rewrite-links', { from, to }),
  duplicateRoute: (file: string, version: string, at: DataPath, path: string) =>
    request<Created>('/api/duplicate-route', { file, version, at, path }),
  addEntry: (collection: string, id: string) => request<Created>('/api/add-entry', { collection, id }),
  duplicateEntry: (collection: string, from: string, id: string) =>
    request<Created>('/api/duplicate-entry', { collection, from, id }),
  deleteEntry: (collection: string, id: string, file: string, version: string) =>
    request<{ done: string; problems: EditorProblem[] }>('/api/delete-entry', { collection, id, file, version }),
  newPage: (job: {
    path: string;
    title: string;
    template: string;
    nav?: string;
    solution?: { summary: string; icon: string };
  }) => request<{ done: string[]; problems: EditorProblem[] }>('/api/new-page', job),
  newCaseStudy: (entry: Record<string, unknown>) =>
    request<{ done: string[]; problems: EditorProblem[] }>('/api/new-case-study', { entry }),
};

/** Whether `path` starts with `prefix`. */
export function startsWith(path: DataPath, prefix: DataPath): boolean {
  return prefix.every((key, index) => String(path[index]) === String(key));
}

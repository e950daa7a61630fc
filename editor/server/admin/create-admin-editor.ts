import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { listReleases } from '#scripts/releases/list-releases';
import { warmReleaseBuilds } from '#scripts/releases/release-build';
import { MissingReleaseError, switchRelease } from '#scripts/releases/switch-release';
import { PREVIEW_PAGE_PATH } from '#site/routes/preview-page';
import type { PublishEvent, Session } from '#editor/shared/publishing';
import { createDrafts, type Drafts } from '../git/create-drafts';
import type { Person } from '../git/drafts-context';
import type { FieldChoice } from '../git/update-draft';
import { answerEditorRequest } from '../http/answer-editor-request';
import { readJson, sendJson } from '../http/json-messages';
import { createEditorApi, type EditorApi } from '../http/create-editor-api';
import { RequestError } from '../http/request-error';
import { serveImageVariant } from '../http/serve-site-files';
import { serveAppPage, serveStatic } from '../http/serve-static';
import { publishDraft } from './publish-draft';
import { reconcileLive } from './reconcile-live';
import { labelField } from '#site/fields/label-field';

/** The person the server's sign-in vouches for. */
export interface AdminPerson {
  email: string;
  role: 'editor' | 'publisher';
}

export interface AdminEditorOptions {
  /** The project folder: a git repository, its checked-out branch the live one. */
  root: string;
  releasesDir: string;
  /** The build served until the first release (dist/), kept as the first release at the first publish. */
  distDir?: string;
  /** The built editor app. */
  appDir: string;
  /** Where the server mounts the editor (`/admin`): its preview page loads the draft's pictures from below it. */
  address?: string;
  /** Where the copies of the draft's pictures made for the preview are kept (`.build/editor-images` by default). */
  imageCacheDir?: string;
  /** Records who did what in the audit log (the server's accounts keep it, and show it to publishers). */
  audit: (email: string, action: string, detail: string) => Promise<void>;
}

export interface AdminEditor {
  /**
   * Answers a request the server has already checked (session, Origin) for `person`; `url` is its address
   * below /admin (`/`, `/api/outline`).
   */
  answer(request: IncomingMessage, response: ServerResponse, person: AdminPerson, url: URL): Promise<void>;
}

/** What each write of the editor's API did, for the draft's commit and the audit log. */
function describeWrite(name: string, body: Record<string, unknown>, answer: unknown): string {
  const file = typeof body.file === 'string' ? body.file : 'the site';
  const say: Record<string, string> = {
    'POST /api/save': `Saved ${file}`,
    'POST /api/delete-route': `Deleted the page ${String(body.path ?? '')} from ${file}`,
    'POST /api/rewrite-links': `Changed the links to ${String(body.from)} into ${String(body.to)}`,
    'POST /api/duplicate-route': `Copied a page of ${file} to ${String(body.path)}`,
    'POST /api/add-entry': `Added the ${labelField(String(body.collection))} entry ${String(body.id)}`,
    'POST /api/duplicate-entry': `Copied the ${labelField(String(body.collection))} entry ${String(body.from)} to ${String(body.id)}`,
    'POST /api/delete-entry': `Deleted the ${labelField(String(body.collection))} entry ${String(body.id)}`,
    'POST /api/new-page': `Added the page ${String(body.path)}`,
    'POST /api/new-case-study': 'Added a case study',
    'POST /api/upload-picture': `Added the picture ${String((answer as { path?: unknown }).path)}`,
    'POST /api/delete-picture': `Deleted the picture ${String(body.path ?? '')}`,
  };
  return say[name] ?? `Changed ${file}`;
}

/** Requests that only read, or check what is typed: no commit. */
/** What went wrong, said to a person on the site's server: they never see its terminal or its log. */
const FAILED =
  'the editor failed on this request; nothing was saved. Try again; if it fails again, tell whoever runs the site (its log says why)';
const NOT_BUILT = 'The editor is not ready: reload this page in a minute.';

const READS_ONLY = new Set(['POST /api/check', 'POST /api/preview']);

const toPerson = ({ email }: AdminPerson): Person => ({ id: email, email, name: email.replace(/@.*/, '') });

/**
 * The editor on the site's own server, below /admin/: the same app and API as `npm run edit`, each person on
 * their own draft (a git worktree: every write is a commit by them), with publishing, releases and rollback
 * for publishers, each action in the audit log. It never imports the server; the server hands it who is signed
 * in and how to write the log.
 */
export async function createAdminEditor(options: AdminEditorOptions): Promise<AdminEditor> {
  const drafts: Drafts = await createDrafts({ root: options.root });
  await drafts.recover();
  await reconcileLive(drafts, options.releasesDir);
  // Someone is about to edit: the first publish finds the build host ready.
  warmReleaseBuilds();
  const apis = new Map<string, Promise<EditorApi>>();
  let publishing: Promise<unknown> = Promise.resolve();

  const openApi = (person: AdminPerson) => {
    let api = apis.get(person.email);
    if (!api) {
      api = drafts.openDraft(toPerson(person)).then((draft) => {
        // The preview page is the live release's own (every build has /_preview/), at the site's root; it loads
        // the pictures from the person's draft (below), so one not yet published shows.
        const own = createEditorApi({
          manifest: draft.manifest,
          publicDir: join(draft.dir, 'public'),
          previewUrl: `${PREVIEW_PAGE_PATH}?pictures=${encodeURIComponent(`${options.address ?? '/admin'}/public`)}`,
        });
        // Each write is a commit on the person's draft, and a line of the log.
        return Object.fromEntries(
          Object.entries(own).map(([name, handler]) => [
            name,
            name.startsWith('GET ') || READS_ONLY.has(name)
              ? handler
              : async (body: Record<string, unknown>, url: URL) => {
                  const answer = await handler(body, url);
                  const what = describeWrite(name, body, answer);
                  // The files are written (whole): only their commit failed, and the next save makes it.
                  await drafts.saveDraft(toPerson(person), what).catch((error: Error) => {
                    throw new RequestError(
                      500,
                      `${what}: the change is in your draft's files, but could not be added to its history (${error.message}). It will be with your next save; if the disk is full, ask whoever runs the server to free space.`,
                    );
                  });
                  await options.audit(person.email, 'saved', what);
                  return answer;
                },
          ]),
        );
      });
      api.catch(() => apis.delete(person.email));
      apis.set(person.email, api);
    }
    return api;
  };

  const requirePublisher = (person: AdminPerson, what: string) => {
    if (person.role !== 'publisher')
      throw new RequestError(403, `Only a publisher can ${what}. Ask one to do it for you; your draft is kept.`);
  };

  const publishingApi = (person: AdminPerson): EditorApi => ({
    'GET /api/session': (): Session => ({ mode: 'server', email: person.email, role: person.role }),
    'GET /api/draft': async () => {
      const { changedFiles, behindLive } = await drafts.readDraftStatus(toPerson(person));
      return { changedFiles, behindLive };
    },
    'POST /api/update-draft': async (body) => {
      const updated = await drafts.updateDraft(toPerson(person), readChoices(body.choices));
      if (updated.status !== 'conflicts') await options.audit(person.email, 'took in the live site', '');
      return { conflicts: updated.status === 'conflicts' ? updated.conflicts : [] };
    },
    'GET /api/drafts': async () => {
      requirePublisher(person, 'see the drafts of others');
      const waiting = [];
      for (const { email } of await drafts.listDrafts()) {
        if (email === person.email) continue;
        const status = await drafts.readDraftStatus(toPerson({ email, role: 'editor' }));
        if (status.changedFiles.length > 0) waiting.push({ email, changedFiles: status.changedFiles });
      }
      return { drafts: waiting };
    },
    'GET /api/releases': () => ({ releases: listReleases(options.releasesDir) }),
    'POST /api/rollback': async (body) => {
      requirePublisher(person, 'roll back');
      const id = String(body.id ?? '');
      const release = listReleases(options.releasesDir).find((candidate) => candidate.id === id);
      if (!release) throw new RequestError(404, 'That release is no longer kept: choose one from the list.');
      try {
        switchRelease(options.releasesDir, id);
      } catch (error) {
        if (error instanceof MissingReleaseError) throw new RequestError(404, error.message);
        throw error;
      }
      if (release.commit)
        await drafts.restoreLive(
          toPerson(person),
          release.commit,
          `Rolled back to the release of ${release.createdAt}`,
        );
      await options.audit(person.email, 'rolled back', `to the release of ${release.createdAt} (${id})`);
      // A host deploying from PUBLISH_REMOTE follows; a failed push is tried again at the next publish.
      await drafts.pushLive().catch((error: Error) => console.error(`Pushing the rollback failed: ${error.message}`));
      return { release: { ...release, current: true } };
    },
  });

  /**
   * Publish, answered as it runs: a line of JSON per step, then the outcome. One publish at a time. A
   * publisher publishes their own draft, or the draft of the person the request names (`of`).
   */
  const answerPublish = async (person: AdminPerson, request: IncomingMessage, response: ServerResponse) => {
    requirePublisher(person, 'publish');
    const { of } = await readJson(request);
    if (of !== undefined && typeof of !== 'string')
      throw new RequestError(400, 'of must be the email of a draft’s owner');
    const owner = of === undefined || of === person.email ? person : { email: of, role: 'editor' as const };
    if (owner !== person && !(await drafts.listDrafts()).some(({ email }) => email === of))
      throw new RequestError(404, `There is no draft of ${of} to publish.`);
    response.writeHead(200, {
      'content-type': 'application/x-ndjson; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    const write = (event: PublishEvent) => response.write(`${JSON.stringify(event)}\n`);
    const run = publishing.then(() =>
      publishDraft(toPerson(owner), {
        drafts,
        releasesDir: options.releasesDir,
        distDir: options.distDir,
        onStep: (step) => write({ step }),
      }),
    );
    publishing = run.catch(() => {});
    // A proxy in front cuts an answer silent for a while (nginx after 60 s); a build on a busy machine is.
    // An empty line keeps it open and is skipped by the app.
    const keepOpen = setInterval(() => response.write('\n'), 10_000);
    try {
      const outcome = await run;
      await options.audit(
        person.email,
        outcome.kind === 'live' ? 'published' : 'publish stopped',
        `${owner === person ? '' : `${owner.email}'s draft: `}${
          outcome.kind === 'live'
            ? `${outcome.changedPages.length} pages changed: ${outcome.changedPages.join(', ')}`
            : outcome.kind
        }`,
      );
      write({ outcome });
    } catch (error) {
      console.error(error);
      write({ outcome: { kind: 'failed', message: 'the publish failed on the server; the live site is as it was.' } });
    } finally {
      clearInterval(keepOpen);
    }
    response.end();
  };

  /**
   * A file of the person's draft's public/ (`/images/a.png`), or a copy of one of its pictures the build would
   * make (`/_img/images/a-640.avif`), for the app's thumbnails and the preview: only the person's own draft,
   * only inside its public/ (links followed), never a folder. Each answer is a document that can run nothing,
   * should an SVG be opened on its own.
   */
  const serveDraftFile = async (person: AdminPerson, path: string, response: ServerResponse) => {
    const publicDir = join((await drafts.openDraft(toPerson(person))).dir, 'public');
    response.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (path.startsWith('/_img/')) return serveImageVariant(publicDir, imageCacheDir, path, response);
    return serveStatic(publicDir, path, response);
  };
  const imageCacheDir = options.imageCacheDir ?? join(options.root, '.build', 'editor-images');

  return {
    async answer(request, response, person, url) {
      try {
        if (request.method === 'POST' && url.pathname === '/api/publish')
          return await answerPublish(person, request, response);
        const api = { ...(await openApi(person)), ...publishingApi(person) };
        if (await answerEditorRequest(request, response, api, url, FAILED)) return;
      } catch (error) {
        if (error instanceof RequestError) return sendJson(response, error.status, { error: error.message });
        throw error;
      }
      if (url.pathname === '/') return serveAppPage(options.appDir, response, NOT_BUILT);
      if (url.pathname.startsWith('/public/')) {
        if (!(await serveDraftFile(person, url.pathname.slice(7), response)))
          sendJson(response, 404, { error: 'Your draft has no such file.' });
        return;
      }
      if (!serveStatic(options.appDir, url.pathname, response)) sendJson(response, 404, { error: 'nothing here' });
    },
  };
}

/** The person's choices for conflicting fields, as the app sends them. */
function readChoices(value: unknown): FieldChoice[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw new RequestError(400, 'choices must be a list');
  return value.map((choice: Record<string, unknown>) => {
    if (typeof choice?.file !== 'string' || !Array.isArray(choice.path))
      throw new RequestError(400, 'each choice names its file and path');
    const place = { file: choice.file, path: choice.path as FieldChoice['path'] };
    if (choice.take === 'mine' || choice.take === 'theirs') return { ...place, choose: choice.take };
    return { ...place, value: choice.value };
  });
}

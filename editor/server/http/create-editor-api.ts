import { readFileSync } from 'node:fs';
import { FileNotWrittenError, writeFileAtomically } from '#scripts/cli/write-file-atomically';
import type { StoredPicture } from '#editor/shared/pictures';
import { deletePicture } from '../media/delete-picture';
import { listAssets } from '../media/list-assets';
import { listPictures } from '../media/list-pictures';
import { placePicture } from '../media/place-picture';
import { readPicture } from '../media/read-picture';
import { addEntry } from '../project/edits/add-entry';
import { addCaseStudy, addNewPage, type NewPageJob } from '../project/edits/add-whole-jobs';
import { applyChanges, type Change } from '../project/apply-changes';
import { bundleSchemas, type EditorSchemas } from '../project/bundle-schemas';
import { checkProject } from '../project/check-project';
import { deleteEntry } from '../project/edits/delete-entry';
import { duplicateEntry } from '../project/edits/duplicate-entry';
import { duplicateRoute } from '../project/edits/duplicate-route';
import { nameFile, resolveEditableFile, versionOf } from '../project/editable-files';
import { findLinksTo } from '../project/edits/find-links-to';
import { placeProblems, type PlacedProblem } from '../project/place-problems';
import { readOutline } from '../project/read-outline';
import { readPreviewData } from '../project/read-preview-data';
import { rewriteLinks } from '../project/edits/rewrite-links';
import { readYamlData, type DataPath } from '../yaml/write-yaml-value';
import { RequestError } from './request-error';

/** The site being edited: its manifest (with the page files beside it) and its folder of pictures and files. */
export interface EditorProject {
  /** The manifest (absolute path). */
  manifest: string;
  /** The folder of the site's images and files, for the asset picker. */
  publicDir: string;
  /** The preview page's address, from the editor's page (the same origin: it frames it and talks to it). */
  previewUrl: string;
}

/** An answer to one request of the editor's API: the request's JSON body and its address in, the JSON answer out. */
export type EditorApi = Record<string, (body: Record<string, unknown>, url: URL) => unknown>;

/** The site's schemas, the same for every project: read once. */
let schemas: EditorSchemas | undefined;

function readChanges(value: unknown): Change[] {
  if (!Array.isArray(value)) throw new RequestError(400, 'changes must be a list of { at, value }');
  return value.map((change) => {
    const at = (change as { at?: unknown })?.at;
    if (!Array.isArray(at) || !at.every((key) => typeof key === 'string' || Number.isInteger(key)))
      throw new RequestError(400, 'each change needs "at": a list of keys and indexes');
    return { at: at as DataPath, value: (change as { value?: unknown }).value };
  });
}

/**
 * What a person is told when their change could not be written: that nothing was saved and the files are
 * as they were (every write is whole or not at all, see writeFilesAtomically), and why.
 */
function refuseUnwritten(manifest: string, error: FileNotWrittenError): RequestError {
  const names = error.files.map((file) => nameFile(manifest, file));
  const one = names.length === 1;
  const full = error.code === 'ENOSPC' || error.code === 'EDQUOT';
  const why = full ? 'The disk is full' : `The files could not be written (${error.cause.message})`;
  return new RequestError(
    full ? 507 : 500,
    `${why}, so nothing was saved: ${names.join(', ')} ${one ? 'is as it was' : 'are as they were'}.${full ? ' Free some space on the disk, then save again.' : ''}`,
  );
}

/**
 * The editor's JSON API over one project's files. Every write goes through the YAML writer (only the edited
 * lines change), only into the manifest and its page files, and only when the file is still the version the
 * person opened.
 */
export function createEditorApi(project: EditorProject): EditorApi {
  const api = createEditorRequests(project);
  return Object.fromEntries(
    Object.entries(api).map(([name, handler]) => [
      name,
      async (body: Record<string, unknown>, url: URL) => {
        try {
          return await handler(body, url);
        } catch (error) {
          throw error instanceof FileNotWrittenError ? refuseUnwritten(project.manifest, error) : error;
        }
      },
    ]),
  );
}

function createEditorRequests(project: EditorProject): EditorApi {
  const { manifest } = project;
  const readFile = (name: unknown) => {
    const file = resolveEditableFile(manifest, name);
    return { file, text: readFileSync(file, 'utf8') };
  };
  /** Refuses a change to a file that changed on disk since the person opened it. */
  const refuseStale = (name: unknown, version: unknown) => {
    const { file, text } = readFile(name);
    if (version !== versionOf(text))
      throw new RequestError(409, `${nameFile(manifest, file)} was changed on disk since you opened it`);
  };
  const problemsWith = (unsaved?: Map<string, string>): PlacedProblem[] =>
    placeProblems(manifest, checkProject(manifest, unsaved), unsaved);
  /** A file with the person's unsaved changes (`changes`) or text (`text`), as the check and the preview take it. */
  const readUnsaved = (body: Record<string, unknown>) => {
    const { file, text } = readFile(body.file);
    return { file, next: typeof body.text === 'string' ? body.text : applyChanges(text, readChanges(body.changes)) };
  };

  return {
    'GET /api/outline': () => ({ ...readOutline(manifest), problems: problemsWith(), preview: project.previewUrl }),
    'GET /api/file': (_, url) => {
      const { file, text } = readFile(url.searchParams.get('name'));
      return { file: nameFile(manifest, file), text, version: versionOf(text), data: readYamlData(text) };
    },
    'GET /api/schemas': () => (schemas ??= bundleSchemas()),
    'GET /api/assets': () => ({ assets: listAssets(project.publicDir) }),
    'GET /api/pictures': () => ({ pictures: listPictures(manifest, project.publicDir) }),
    'POST /api/upload-picture': async (body): Promise<StoredPicture> => {
      if (typeof body.data !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(body.data))
        throw new RequestError(400, 'data must be the picture’s bytes in base64');
      const bytes = Buffer.from(body.data, 'base64');
      const picture = await readPicture(bytes);
      const { file, path } = placePicture(project.publicDir, {
        name: String(body.name ?? ''),
        folder: String(body.folder ?? ''),
        type: picture.type,
      });
      writeFileAtomically(file, bytes);
      return { path, width: picture.width, height: picture.height, assets: listAssets(project.publicDir) };
    },
    'POST /api/delete-picture': (body) => ({
      ...deletePicture(manifest, project.publicDir, body.path),
      assets: listAssets(project.publicDir),
    }),
    'POST /api/check': (body) => {
      const { file, next } = readUnsaved(body);
      // The text too: the YAML view shows a form's unsaved changes as they would be written.
      return { problems: problemsWith(new Map([[file, next]])), text: next };
    },
    'POST /api/preview': (body) => {
      if (typeof body.path !== 'string') throw new RequestError(400, 'path must be the address of the page shown');
      const { file, next } = readUnsaved(body);
      return readPreviewData(manifest, new Map([[file, next]]), body.path);
    },
    'POST /api/save': (body) => {
      const { file, text } = readFile(body.file);
      if (body.version !== versionOf(text))
        throw new RequestError(409, `${nameFile(manifest, file)} was changed on disk since you opened it`, {
          version: versionOf(text),
        });
      const next = typeof body.text === 'string' ? body.text : applyChanges(text, readChanges(body.changes));
      if (typeof body.text === 'string') readYamlData(next);
      if (next !== text) writeFileAtomically(file, next);
      return {
        file: nameFile(manifest, file),
        version: versionOf(next),
        text: next,
        data: readYamlData(next),
        problems: problemsWith(),
      };
    },
    'POST /api/delete-route': (body) => {
      const { file, text } = readFile(body.file);
      if (body.version !== versionOf(text))
        throw new RequestError(409, `${nameFile(manifest, file)} was changed on disk since you opened it`);
      const at = readChanges([{ at: body.at }])[0].at;
      const path = typeof body.path === 'string' ? body.path : '';
      const linking = findLinksTo(manifest, path);
      if (linking.length > 0)
        throw new RequestError(
          422,
          `${path} cannot be deleted while other pages link to it: ${linking.join(', ')}. Change or remove those links first.`,
          { linking },
        );
      const next = applyChanges(text, [{ at }]);
      writeFileAtomically(file, next);
      return { version: versionOf(next), problems: problemsWith() };
    },
    'GET /api/links-to': (_, url) => ({ linking: findLinksTo(manifest, url.searchParams.get('path') ?? '') }),
    'POST /api/rewrite-links': (body) => ({ ...rewriteLinks(manifest, body.from, body.to), problems: problemsWith() }),
    'POST /api/duplicate-route': (body) => {
      refuseStale(body.file, body.version);
      const at = readChanges([{ at: body.at }])[0].at;
      return { ...duplicateRoute(manifest, { file: String(body.file), at }, body.path), problems: problemsWith() };
    },
    'POST /api/add-entry': (body) => {
      const collection = String(body.collection);
      const schema = (schemas ??= bundleSchemas()).collections[collection];
      const added = addEntry(manifest, { collection, id: body.id, schema, assets: listAssets(project.publicDir) });
      return { ...added, problems: problemsWith() };
    },
    'POST /api/duplicate-entry': (body) => ({
      ...duplicateEntry(manifest, String(body.collection), body.from, body.id),
      problems: problemsWith(),
    }),
    'POST /api/delete-entry': (body) => {
      refuseStale(body.file, body.version);
      return { ...deleteEntry(manifest, String(body.collection), body.id), problems: problemsWith() };
    },
    'POST /api/new-page': (body) => ({
      done: addNewPage(manifest, readNewPageJob(body)),
      problems: problemsWith(),
    }),
    'POST /api/new-case-study': (body) => {
      const entry = body.entry;
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
        throw new RequestError(400, 'entry must be the case study’s fields');
      return { done: addCaseStudy(manifest, entry as Record<string, unknown>), problems: problemsWith() };
    },
  };
}

/** A new page as the app asks for it, its fields only: nothing else the request carries reaches the job. */
function readNewPageJob(body: Record<string, unknown>): NewPageJob {
  const text = (name: string) => {
    if (typeof body[name] !== 'string') throw new RequestError(400, `${name} must be a text`);
    return body[name] as string;
  };
  const { nav, solution } = body;
  if (nav !== undefined && typeof nav !== 'string') throw new RequestError(400, 'nav must be the name of a menu');
  if (
    solution !== undefined &&
    (typeof solution !== 'object' ||
      solution === null ||
      typeof (solution as Record<string, unknown>).summary !== 'string' ||
      typeof (solution as Record<string, unknown>).icon !== 'string')
  )
    throw new RequestError(400, 'solution must have a summary and an icon');
  const { summary, icon } = (solution ?? {}) as { summary?: string; icon?: string };
  return {
    path: text('path'),
    title: text('title'),
    template: text('template'),
    ...(nav === undefined ? {} : { nav }),
    ...(summary === undefined || icon === undefined ? {} : { solution: { summary, icon } }),
  };
}

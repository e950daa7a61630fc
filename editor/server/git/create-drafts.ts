import { resolveSiteFile } from '../files/resolve-site-file';
import { describeDraft, readDraftsContext, type DraftsOptions, type Person } from './drafts-context';
import { diffFiles, type ChangedFile } from './diff-files';
import { listLiveCommits, type LiveCommit } from './live/list-live-commits';
import { mergeDraftIntoLive, type MergeIntoLiveOptions, type MergeIntoLiveResult } from './live/merge-draft-into-live';
import { openDraft, type Draft } from './open-draft';
import { listDrafts } from './list-drafts';
import { readDraftStatus, readLive, resetLive, restoreLive } from './live/move-live';
import { acquirePublishLock } from './live/publish-lock';
import { pushLive, type PushResult } from './live/push-live';
import { recoverAfterRestart, type Recovered } from './live/recover-checkouts';
import { saveDraft, type SaveResult } from './save-draft';
import { updateDraft, type FieldChoice, type UpdateResult } from './update-draft';

/** Drafts and the live branch of one project, as the editor's server uses them. */
export interface Drafts {
  liveBranch: string;
  root: string;
  openDraft(person: Person): Promise<Draft>;
  saveDraft(person: Person, message: string): Promise<SaveResult>;
  updateDraft(person: Person, choices?: FieldChoice[]): Promise<UpdateResult>;
  mergeDraftIntoLive(person: Person, options?: MergeIntoLiveOptions): Promise<MergeIntoLiveResult>;
  /** Call once at start, before serving: finishes or undoes what a crash cut short. */
  recover(): Promise<Recovered[]>;
  listLiveCommits(count: number): Promise<LiveCommit[]>;
  /** Refuses (NotACommitError) anything but two commit ids. */
  diffFiles(from: unknown, to: unknown): Promise<ChangedFile[]>;
  pushLive(): Promise<PushResult>;
  /** The live branch's commit. */
  readLive(): Promise<string>;
  /** Every draft, by the email of the person it belongs to. */
  listDrafts(): Promise<Array<{ branch: string; email: string }>>;
  /** Puts live back to `to` from `from` when a merged publish could not be made live. */
  resetLive(to: string, from: string): Promise<void>;
  /** A commit on live with the files of `commit` (a rollback's), by the person; the new live commit. */
  restoreLive(person: Person, commit: string, message: string): Promise<string>;
  /** What the person's draft changes, and whether live moved on since it began. */
  readDraftStatus(person: Person): Promise<{ changedFiles: string[]; behindLive: boolean; live: string }>;
  /** A site file a request names, inside the person's draft; refused (OutsideSiteError) if it leads elsewhere. */
  resolveDraftFile(person: Person, requested: unknown): Promise<string>;
}

/**
 * The drafts of a project. Within this process, the operations on one person's draft run one after another
 * (a save never meets that draft's update halfway), and publishes one after another; between processes the
 * publish lock keeps publishes apart.
 */
export async function createDrafts(options: DraftsOptions): Promise<Drafts> {
  const context = await readDraftsContext(options);
  const queues = new Map<string, Promise<unknown>>();
  const inTurn = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const next = (queues.get(key) ?? Promise.resolve()).then(
      () => work(),
      () => work(),
    );
    const settled = next.catch(() => {});
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return next;
  };
  const forDraft = <T>(person: Person, work: () => Promise<T>) => inTurn(describeDraft(context, person).slug, work);
  return {
    liveBranch: context.liveBranch,
    root: context.root,
    openDraft: (person) => forDraft(person, () => openDraft(context, person)),
    saveDraft: (person, message) => forDraft(person, () => saveDraft(context, person, message)),
    updateDraft: (person, choices) => forDraft(person, () => updateDraft(context, person, choices)),
    mergeDraftIntoLive: (person, publish) =>
      inTurn('\0publish', () => forDraft(person, () => mergeDraftIntoLive(context, person, publish))),
    recover: () =>
      inTurn('\0publish', async () => {
        const release = acquirePublishLock(context.publishLock);
        try {
          return await recoverAfterRestart(context);
        } finally {
          release();
        }
      }),
    listLiveCommits: (count) => listLiveCommits(context, count),
    diffFiles: (from, to) => diffFiles(context, from, to),
    pushLive: () => inTurn('\0publish', () => pushLive(context)),
    readLive: () => readLive(context),
    listDrafts: () => listDrafts(context),
    resetLive: (to, from) => inTurn('\0publish', () => resetLive(context, to, from)),
    restoreLive: (person, commit, message) => inTurn('\0publish', () => restoreLive(context, person, commit, message)),
    readDraftStatus: (person) =>
      forDraft(person, async () => {
        await openDraft(context, person);
        return readDraftStatus(context, describeDraft(context, person).branch);
      }),
    resolveDraftFile: async (person, requested) =>
      resolveSiteFile((await forDraft(person, () => openDraft(context, person))).dir, requested, context.siteFiles),
  };
}

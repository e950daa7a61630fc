import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadSiteFromDisk } from '#scripts/cli/load-site-from-disk';
import { listReleases, readCurrentRelease } from '#scripts/releases/list-releases';
import { makeRelease } from '#scripts/releases/make-release';
import { switchRelease } from '#scripts/releases/switch-release';
import { releaseBuild, ReleaseBuildError } from '#scripts/releases/release-build';
import type { PublishOutcome } from '#editor/shared/publishing';
import type { Drafts } from '../git/create-drafts';
import type { Person } from '../git/drafts-context';
import { DraftNotReadyError, type FieldChoice } from '../git/update-draft';
import { placeProblems } from '../project/place-problems';
import { beginPublish, endPublish } from './reconcile-live';

export interface PublishContext {
  drafts: Drafts;
  releasesDir: string;
  /** The build served before the first release (dist/): kept as the first release, to roll back to. */
  distDir?: string;
  /** Says each step as it begins, in the person's words. */
  onStep: (step: string) => void;
}

/** The draft's problems as the build would refuse them (a placeholder left from a template included). */
function checkDraft(manifest: string): PublishOutcome | undefined {
  const readText = (file: string) => readFileSync(file, 'utf8');
  const { problems } = loadSiteFromDisk(manifest, { readText, namesFrom: dirname(manifest), whileEditing: false });
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length === 0) return undefined;
  return {
    kind: 'problems',
    // Said on the publisher's screen: in the editor's words, never a line or routes[3].
    problems: placeProblems(manifest, errors).map((problem) => ({
      where: problem.placeInEditor,
      message: problem.messageInEditor ?? problem.message,
      fix: problem.fixInEditor ?? problem.fix,
      file: problem.file,
      at: problem.at,
    })),
  };
}

/**
 * Before the first publish the server serves dist/: it becomes the first release (hard links, no copy), with
 * the live commit it was built from, so the first publish can be rolled back like any other and says which
 * pages it changed.
 */
async function keepFirstSite(releasesDir: string, distDir: string | undefined, commit: string): Promise<void> {
  if (readCurrentRelease(releasesDir) || !distDir || !existsSync(join(distDir, 'index.html'))) return;
  const first = await makeRelease(releasesDir, distDir, {
    author: 'before the editor',
    commit,
    message: 'The site as it was served before the first publish',
  });
  switchRelease(releasesDir, first.id);
}

/**
 * Publishes a person's draft, one publish at a time: the draft takes what others published (a field both
 * changed comes back to be chosen), is checked as the build checks (any problem stops here, nothing changed),
 * is merged into the live branch, built into a new release and switched to. A failed build puts the live
 * branch back where it was, so the live branch always holds what is served. Pushed to PUBLISH_REMOTE if set.
 */
export async function publishDraft(
  person: Person,
  { drafts, releasesDir, distDir, onStep }: PublishContext,
  choices?: FieldChoice[],
): Promise<PublishOutcome> {
  try {
    onStep('Bringing in what others published');
    const updated = await drafts.updateDraft(person, choices);
    if (updated.status === 'conflicts') return { kind: 'conflicts', conflicts: updated.conflicts };
    onStep('Checking your draft');
    const draft = await drafts.openDraft(person);
    const refused = checkDraft(draft.manifest);
    if (refused) return refused;
    onStep('Merging into the live site');
    beginPublish(releasesDir, await drafts.readLive());
    try {
      const merged = await drafts.mergeDraftIntoLive(person);
      if (merged.status === 'conflicts') return { kind: 'conflicts', conflicts: merged.conflicts };
      if (merged.status === 'unchanged')
        return {
          kind: 'nothing',
          message: 'Your draft has no changes: the live site already shows everything you saved.',
        };
      await keepFirstSite(releasesDir, distDir, merged.previous);
      onStep('Building the changed pages');
      const release = await releaseBuild({
        manifest: join(drafts.root, 'site.yaml'),
        releasesDir,
        record: { author: person.email ?? person.id, commit: merged.commit },
      }).catch(async (error: unknown) => {
        // Nothing was switched: the live branch goes back to what is served (the draft keeps the change).
        await drafts.resetLive(merged.previous, merged.commit);
        throw error;
      });
      onStep('Live');
      const pushed = await drafts.pushLive().then(
        () => undefined,
        (error: Error) => `The live site is updated, but sending it to the remote failed: ${error.message}`,
      );
      return {
        kind: 'live',
        release: listReleases(releasesDir).find(({ id }) => id === release.id) ?? { ...release, current: true },
        changedPages: release.changedPages ?? [],
        ...(pushed ? { warning: pushed } : {}),
      };
    } finally {
      endPublish(releasesDir);
    }
  } catch (error) {
    if (error instanceof ReleaseBuildError) return { kind: 'failed', message: error.message, report: error.report };
    if (error instanceof DraftNotReadyError) return { kind: 'failed', message: `${error.message}.` };
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOSPC' || code === 'EDQUOT')
      return {
        kind: 'failed',
        message: 'the server’s disk is full. The live site is as it was; ask whoever runs the server to free space.',
      };
    throw error;
  }
}

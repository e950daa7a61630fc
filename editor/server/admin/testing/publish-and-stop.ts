import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_PID_FILE } from '#scripts/releases/release-build';
import { createAdminEditor } from '../create-admin-editor';
import { createDrafts } from '#editor/server/git/create-drafts';
import { publishDraft } from '../publish-draft';

/**
 * A child process for the crash test: publishes the draft of PERSON_EMAIL from the project in SITE_ROOT into
 * RELEASES_DIR and kills itself with SIGKILL (as `kill -9` would) when the publish reaches the step STOP_AT, or,
 * with STOP_WHEN_BUILDING set, as soon as the build host is at work after it: a clock would kill before or after
 * the build on a machine slower or faster than the one it was tuned on.
 */
async function publishAndStop(): Promise<void> {
  const root = process.env.SITE_ROOT!;
  const releasesDir = process.env.RELEASES_DIR!;
  // Recovery first, as the server does at start.
  await createAdminEditor({ root, releasesDir, appDir: root, audit: async () => {} });
  const drafts = await createDrafts({ root });
  const email = process.env.PERSON_EMAIL!;
  await publishDraft(
    { id: email, email, name: email },
    {
      drafts,
      releasesDir,
      onStep: (step) => {
        if (step !== process.env.STOP_AT) return;
        const kill = () => process.kill(process.pid, 'SIGKILL');
        if (!process.env.STOP_WHEN_BUILDING) kill();
        else {
          const building = join(releasesDir, BUILD_PID_FILE);
          setInterval(() => existsSync(building) && kill(), 5);
        }
      },
    },
  );
  process.stdout.write('published');
}

void publishAndStop();

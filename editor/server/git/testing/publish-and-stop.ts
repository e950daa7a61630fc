import { createDrafts } from '../create-drafts';

/**
 * A child process for the crash test: publishes the draft of the person in PERSON_ID from the project in
 * SITE_ROOT and kills itself with SIGKILL (as `kill -9` would) at the STOP_AT step of the publish, its
 * STOP_COUNT-th time (steps such as "a file written" happen once per file).
 */
async function publishAndStop(): Promise<void> {
  const stopAt = process.env.STOP_AT;
  let remaining = Number(process.env.STOP_COUNT ?? '1');
  const drafts = await createDrafts({
    root: process.env.SITE_ROOT!,
    onPublishStep: (step) => {
      if (step === stopAt && --remaining === 0) process.kill(process.pid, 'SIGKILL');
    },
  });
  const result = await drafts.mergeDraftIntoLive({ id: process.env.PERSON_ID!, name: 'Ann Editor' });
  process.stdout.write(JSON.stringify(result));
}

void publishAndStop();

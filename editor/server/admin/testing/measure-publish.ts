import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CURRENT_RELEASE_LINK } from '#site/routes/release-layout';
import { createDrafts } from '#editor/server/git/create-drafts';
import { runGit } from '#editor/server/git/run-git';
import { publishDraft } from '../publish-draft';

/**
 * `npm run bench -- --only=publish` runs this in a process of its own, once per site: a git repository made in
 * FOLDER of the manifest MANIFEST (and its page files, PAGES), published once (the cold release the edit starts
 * from), then the draft's one block edited (the first `FIND` replaced by `REPLACE`, in the file EDIT) and
 * published, timed from pressing Publish to the changed page PAGE, showing SHOWS, being what the server sends. Prints
 * `{ "coldMs": …, "publishMs": … }`.
 */
async function measurePublish(): Promise<void> {
  const env = (name: string) => process.env[name] ?? '';
  const folder = env('FOLDER');
  mkdirSync(folder, { recursive: true });
  await runGit(['init', '--quiet', '--initial-branch=main', folder], { cwd: folder });
  writeFileSync(join(folder, '.gitignore'), '.drafts/\nreleases/\n');
  cpSync(env('MANIFEST'), join(folder, 'site.yaml'));
  if (env('PAGES')) cpSync(env('PAGES'), join(folder, 'pages'), { recursive: true });
  const identity = {
    GIT_AUTHOR_NAME: 'Bench',
    GIT_AUTHOR_EMAIL: 'b@example.com',
    GIT_COMMITTER_NAME: 'Bench',
    GIT_COMMITTER_EMAIL: 'b@example.com',
  };
  await runGit(['add', '-A'], { cwd: folder });
  await runGit(['commit', '--quiet', '-m', 'The site'], { cwd: folder, env: identity });

  const drafts = await createDrafts({ root: folder });
  const releasesDir = join(folder, 'releases');
  const person = { id: 'bench@example.com', email: 'bench@example.com', name: 'Bench' };
  const edit = async (find: string, replace: string) => {
    const { dir } = await drafts.openDraft(person);
    const file = join(dir, env('EDIT'));
    const text = readFileSync(file, 'utf8');
    if (!text.includes(find)) throw new Error(`${env('EDIT')} has no "${find}"`);
    writeFileSync(file, text.replace(find, replace));
    await drafts.saveDraft(person, 'Bench edit');
  };
  const publish = async () => {
    const outcome = await publishDraft(person, { drafts, releasesDir, onStep: () => {} });
    if (outcome.kind !== 'live') throw new Error(`the publish ended with ${JSON.stringify(outcome).slice(0, 2000)}`);
  };

  await edit(env('FIND'), `${env('FIND')} `);
  let started = performance.now();
  await publish();
  const coldMs = performance.now() - started;

  await edit(env('FIND'), env('REPLACE'));
  const page = join(releasesDir, CURRENT_RELEASE_LINK, env('PAGE'), 'index.html');
  started = performance.now();
  await publish();
  // The server reads the link at each request: the page a request gets now.
  if (!existsSync(page) || !readFileSync(page, 'utf8').includes(env('SHOWS')))
    throw new Error(`${env('PAGE')} does not show "${env('SHOWS')}" after the publish`);
  const publishMs = performance.now() - started;
  process.stdout.write(JSON.stringify({ coldMs: Math.round(coldMs), publishMs: Math.round(publishMs) }));
}

await measurePublish();

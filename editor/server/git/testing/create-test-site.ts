import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runGit } from '../run-git';

export const SITE_YAML = `# The test site
site:
  title: Example
include:
  - pages/*.yaml
`;

export const ABOUT_YAML = `routes:
  /about:
    title: About us
    description: Who we are
    blocks:
      - type: hero
        heading: We build things
        text: Since 2010.
`;

export const CONTACT_YAML = `routes:
  /contact:
    title: Contact
    description: Write to us
`;

const OWNER = {
  GIT_AUTHOR_NAME: 'Site Owner',
  GIT_AUTHOR_EMAIL: 'owner@example.com',
  GIT_COMMITTER_NAME: 'Site Owner',
  GIT_COMMITTER_EMAIL: 'owner@example.com',
};

/** Runs git in `dir` as the site's owner (a commit made outside the editor). */
export const gitAsOwner = (dir: string, ...args: string[]) => runGit(args, { cwd: dir, env: OWNER });

export function writeText(dir: string, file: string, text: string): void {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
}

export const readText = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');

/** A real git repository like a project's: the site's files and some code, committed on `main` (no .gitignore: the drafts folder is excluded by the drafts themselves). */
export async function createTestSite(): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'drafts-site-'));
  await runGit(['init', '--quiet', '--initial-branch=main', root], { cwd: tmpdir() });
  writeText(root, 'site.yaml', SITE_YAML);
  writeText(root, 'pages/about.yaml', ABOUT_YAML);
  writeText(root, 'pages/contact.yaml', CONTACT_YAML);
  writeText(root, 'public/images/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  writeText(root, 'src/app.ts', 'export const app = 1;\n');
  await gitAsOwner(root, 'add', '--all');
  await gitAsOwner(root, 'commit', '--quiet', '-m', 'The first site');
  return root;
}

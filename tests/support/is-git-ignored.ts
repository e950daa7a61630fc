import { spawnSync } from 'node:child_process';

/** Whether git ignores a path of the project: what a command makes (`dist/`), absent from a fresh clone until it runs. */
export function isGitIgnored(root: string, path: string): boolean {
  return spawnSync('git', ['check-ignore', '--quiet', path], { cwd: root }).status === 0;
}

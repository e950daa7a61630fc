import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectRoot } from '../../cli/project-root';

/**
 * A peer the bench compares with, from the npm registry: a folder of bench/peers/ with its own package.json
 * and lock file, whose one dependency `packageName` is the peer. Installed with `npm ci` when missing or
 * not the version package.json pins; its version, else why it cannot be had (the bench then skips it and says so).
 * `env` is the install's environment (Astro 7's runs with Node 22 first on PATH, the Node it needs).
 */
export function installNpmPeer(
  dir: string,
  packageName: string,
  env: NodeJS.ProcessEnv = process.env,
): { version: string } | { skipped: string } {
  const folder = relative(projectRoot, dir);
  const readInstalled = () => {
    const file = join(dir, 'node_modules', packageName, 'package.json');
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : undefined;
  };
  const pinned = (
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
  ).dependencies[packageName];
  if (readInstalled() === pinned) return { version: pinned };
  const npm = (args: string[]) =>
    spawnSync('npm', [...args, '--no-audit', '--no-fund'], {
      cwd: dir,
      env,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  console.error(`installing ${packageName}: npm ci in ${folder}`);
  let installed = npm(['ci']);
  // A registry mirror that lacks other platforms' optional packages (rollup's and esbuild's binaries, Vite 8's
  // Windows-only napi-windows-process-start-time, which is then missing from Astro 7's lock file too) makes
  // `npm ci` call the lock file out of sync; `npm install` takes the locked versions it can get.
  if (installed.status !== 0) {
    console.error(`npm ci refused the lock file: npm install --no-save in ${folder}`);
    installed = npm(['install', '--no-save']);
  }
  const version = readInstalled();
  if (installed.status !== 0 || version === undefined)
    return { skipped: `installing ${folder} failed: ${installed.stderr.trim().split('\n').slice(-1)[0]}` };
  return { version };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { projectRoot } from '#scripts/cli/project-root';

/** Starts a server with its output going to a file (reading a pipe would cost the server time), and waits until `url` answers. */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  url: string,
  logFile: string,
): Promise<ChildProcess> {
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited: ${readFileSync(logFile, 'utf8')}`);
    try {
      await fetch(url);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`${args.join(' ')} did not start`);
}

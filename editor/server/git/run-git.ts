import { execFile } from 'node:child_process';

/** A git command that failed: git's own message, and which command it was. */
export class GitError extends Error {
  constructor(
    readonly args: string[],
    readonly gitMessage: string,
    readonly exitCode: number | null,
  ) {
    super(`git ${args[0]} failed: ${gitMessage}`);
  }
}

export interface GitOptions {
  /** The folder git runs in: the project, or a draft's worktree. */
  cwd: string;
  /** Variables for this command only (an author, a temporary index); every other `GIT_*` variable is dropped. */
  env?: Record<string, string>;
  input?: string | Uint8Array;
  /** Exit codes that are answers rather than failures (`merge-base --is-ancestor` answers no with 1). */
  okCodes?: number[];
}

/** Kept from the server's environment: how an operator points git at a deploy key for `PUBLISH_REMOTE`. */
const KEPT_GIT_VARIABLES = new Set(['GIT_SSH', 'GIT_SSH_COMMAND']);

/**
 * The environment git runs with: the server's, without the `GIT_*` variables that would send it to another
 * repository, index or identity (a server started from a git hook has GIT_DIR set), never asking on a
 * terminal for a password, and in English so that its messages can be shown as they are.
 */
function readGitEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env))
    if (!key.startsWith('GIT_') || KEPT_GIT_VARIABLES.has(key)) env[key] = value;
  return { ...env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', ...extra };
}

function execGit<T extends 'utf8' | 'buffer'>(
  args: string[],
  options: GitOptions,
  encoding: T,
): Promise<{ stdout: T extends 'utf8' ? string : Buffer; exitCode: number }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      args,
      { cwd: options.cwd, env: readGitEnvironment(options.env), encoding, maxBuffer: 512 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const exitCode = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        if (exitCode !== null && (options.okCodes ?? [0]).includes(exitCode))
          return resolve({ stdout: stdout as T extends 'utf8' ? string : Buffer, exitCode });
        const message =
          error?.code === 'ENOENT' ? 'the git command is not installed' : String(stderr).trim() || String(error);
        reject(new GitError(args, message, exitCode));
      },
    );
    child.stdin?.on('error', () => {
      // git exiting before reading its input is reported by the exit above
    });
    child.stdin?.end(options.input);
  });
}

/**
 * Runs `git` with an argument list (no shell ever reads it) and gives back its output as text. This module is
 * the only place the project starts git (tests/architecture checks it).
 */
export async function runGit(args: string[], options: GitOptions): Promise<string> {
  return (await execGit(args, options, 'utf8')).stdout;
}

/** The exit code of a git command that answers a question (0 yes, 1 no), e.g. `merge-base --is-ancestor`. */
export async function askGit(args: string[], options: GitOptions): Promise<boolean> {
  return (await execGit(args, { ...options, okCodes: [0, 1] }, 'utf8')).exitCode === 0;
}

/** A blob's bytes as they are (a picture is not text). */
export async function readGitBlob(cwd: string, oid: string): Promise<Buffer> {
  return (await execGit(['cat-file', 'blob', oid], { cwd }, 'buffer')).stdout;
}

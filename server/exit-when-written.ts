/**
 * Ends the process with `code` once standard output and standard error have written out everything given
 * to them. Read through a pipe (a supervisor, a container's log, a parent's spawn), Node writes them in the
 * background, and process.exit right after a message could drop it. Never settles: `await` it, and nothing
 * after it runs.
 */
export function exitWhenWritten(code: number): Promise<never> {
  process.exitCode = code;
  return new Promise(() => {
    let pending = 2;
    // Writes to one stream are done in order: the callback of an empty one runs once all before it are out.
    const written = () => {
      pending -= 1;
      if (pending === 0) process.exit(code);
    };
    process.stdout.write('', written);
    process.stderr.write('', written);
  });
}

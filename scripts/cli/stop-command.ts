/**
 * Stops a command for a reason its person can fix (a wrong option, an --out-dir that cannot be made): says
 * why on standard error and ends with `code`, from any depth, like process.exit, but only once everything
 * the command printed is out. Read through a pipe (a CI runner, an editor, a parent's spawn), output is
 * handed over in the background, and process.exit right after printing cut the end of a long report off.
 * So the stop is thrown, which ends the command's code where it stands, and the process ends by itself
 * when its output is written, with `code`; only this throw is kept from being reported as a crash.
 */
export function stopCommand(message: string, code: number): never {
  console.error(message);
  process.exitCode = code;
  const stop = new Error(message);
  process.once('uncaughtException', (error) => {
    if (error !== stop) throw error;
  });
  throw stop;
}

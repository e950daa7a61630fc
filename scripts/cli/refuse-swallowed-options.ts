import { stopCommand } from './stop-command';

/**
 * `npm run new-page /x "X" --template solution`, without the `--`, gives the options to npm: it reads
 * `--template` as its own setting (passed on only as npm_config_template), the value that followed becomes
 * a loose argument, and the command would see neither. Found here, from npm's variables, and said with
 * the way to write it, before anything is done (exit 2).
 */
export function refuseSwallowedOptions(
  names: string[],
  usage: string,
  { env = process.env, argv = process.argv.slice(2) }: { env?: NodeJS.ProcessEnv; argv?: string[] } = {},
): void {
  const script = env.npm_lifecycle_event;
  if (!script) return;
  const swallowed = names.filter((name) => env[`npm_config_${name.replace(/-/g, '_')}`] !== undefined);
  // An option npm knows as its own (--description) leaves no variable: only its value, a loose argument.
  const loose = !argv.some((arg) => arg.startsWith('-')) && argv.length > 2;
  if (swallowed.length === 0 && !loose) return;
  const which = swallowed.length > 0 ? ` (${swallowed.map((name) => `--${name}`).join(', ')})` : '';
  stopCommand(
    `✗ npm kept the options${which} for itself: written without "--" after "npm run ${script}", the options that follow go to npm, not to this command, and nothing was done.\n` +
      `Write "--" before them, e.g.: npm run ${script} -- /solutions/quantum "Quantum Readiness" --template solution\n${usage}`,
    2,
  );
}

import { resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;
import { projectRoot } from './project-root';
import { stopCommand } from './stop-command';

type Parsed<T extends ParseArgsOptionsConfig> = ReturnType<typeof parseArgs<{ options: T; allowPositionals: true }>>;

/**
 * A command's options, read by node:util's parseArgs: `--name value` and `--name=value` alike. An unknown
 * option, a missing value or the wrong number of other arguments ends the command with what went wrong
 * and its usage (exit 2), never a stack trace. `positionals: 'any'` leaves their number to the command
 * (the build's `--merge DIR…`).
 */
export function readOptions<T extends ParseArgsOptionsConfig>(
  usage: string,
  options: T,
  { positionals = 0, argv = process.argv.slice(2) }: { positionals?: number | 'any'; argv?: string[] } = {},
): Parsed<T> {
  let parsed: Parsed<T>;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    return stop(`${(error as Error).message}\n${usage}`);
  }
  if (positionals !== 'any' && parsed.positionals.length !== positionals) {
    const wanted = positionals === 0 ? 'no arguments besides its options' : `${positionals} arguments`;
    return stop(`this command takes ${wanted}, and was given ${parsed.positionals.length}\n${usage}`);
  }
  return parsed;
}

const stop = (message: string): never => stopCommand(message, 2);

/** The option every command that reads the site takes: `--manifest FILE`, else the project's site.yaml. */
export const MANIFEST_OPTION = { manifest: { type: 'string' } } as const;

/** The manifest a command reads: the --manifest given (from the current folder), else the project's site.yaml. */
export function resolveManifest(value: string | undefined): string {
  return value === undefined ? resolve(projectRoot, 'site.yaml') : resolve(process.cwd(), value);
}

/** A whole number option of at least `min`, or `fallback` when it is not given; anything else stops the command. */
export function readCount(name: string, value: string | undefined, fallback: number, usage: string, min = 1): number {
  if (value === undefined) return fallback;
  const count = Number(value);
  return Number.isInteger(count) && count >= min
    ? count
    : stop(`--${name} needs a whole number of at least ${min}, not "${value}"\n${usage}`);
}

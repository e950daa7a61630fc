import { stopCommand } from '#scripts/cli/stop-command';

/** One share of a sharded build: the `index`th (from 1) of `count`. */
export interface Shard {
  index: number;
  count: number;
}

/**
 * `--shard I/N`: this build's share and how many there are. Anything else stops the command with what is
 * wrong and its usage (exit 2), as the build's other options do.
 */
export function readShard(value: string, usage: string): Shard {
  const refuse = (why: string): never => stopCommand(`✗ --shard ${value}: ${why}\n${usage}`, 2);
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  if (!match) return refuse('write it I/N, this share and how many there are (1/3, 2/3, 3/3)');
  const [index, count] = [Number(match[1]), Number(match[2])];
  if (count < 1) return refuse('there must be at least one share (1/1)');
  if (index < 1) return refuse(`shares are counted from 1 (1/${count} to ${count}/${count})`);
  if (index > count) return refuse(`there are only ${count} shares (1/${count} to ${count}/${count})`);
  return { index, count };
}

import { readFileSync } from 'node:fs';
import { cpus, freemem, loadavg, release, totalmem } from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryBytes: number;
  freeMemoryBytes: number;
  os: string;
  node: string;
  date: Date;
  /** The load averages over 1, 5 and 15 minutes: on a shared machine, how much others were using it. */
  load: number[];
}

/** This machine, as the bench results name it. */
export function readMachine(): Machine {
  let os = `Linux ${release()}`;
  try {
    const name = /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1];
    if (name) os = `${name}, kernel ${release()}`;
  } catch {
    // Not every system has /etc/os-release (macOS): the kernel release still says something.
  }
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memoryBytes: totalmem(),
    freeMemoryBytes: freemem(),
    os,
    node: process.version,
    date: new Date(),
    load: loadavg(),
  };
}

const toGb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GB`;

/** A Markdown list of what a bench result depends on. */
export function describeMachine(machine: Machine): string {
  return [
    `- Date: ${machine.date.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    `- CPU: ${machine.cpu}, ${machine.cores} ${machine.cores === 1 ? 'core' : 'cores'}`,
    `- Memory: ${toGb(machine.memoryBytes)} (${toGb(machine.freeMemoryBytes)} free at the start)`,
    `- OS: ${machine.os}`,
    `- Node: ${machine.node}`,
    `- Load average at the start (1, 5, 15 min): ${machine.load.map((value) => value.toFixed(2)).join(', ')} on ${machine.cores} ${machine.cores === 1 ? 'core' : 'cores'}`,
  ].join('\n');
}

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Runs a script (`measure-child.ts SCRIPT ...args`) and, as the process exits, reports its wall time
 * CPU time and peak memory on stderr as one JSON line: the benchmark reads that line.
 */
const [script, ...args] = process.argv.slice(2);
const started = performance.now();
process.on('exit', (code) => {
  const usage = process.resourceUsage();
  const peakMb = Math.round(usage.maxRSS / 1024);
  // CPU time of every thread of the process: what others' load on the machine inflates least.
  const cpuMs = Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000);
  process.stderr.write(
    `\nMEASURE ${JSON.stringify({ ms: Math.round(performance.now() - started), cpuMs, peakMb, code })}\n`,
  );
});
process.argv = [process.argv[0], resolve(script), ...args];
await import(pathToFileURL(resolve(script)).href);

// Preloaded into a command the bench times (`node --import ./report-usage.mjs scripts/run.mjs …`): as the
// process exits, it reports on stderr, as one JSON line the bench reads, the process's whole life (from
// Node's start, as a person waits for it), its CPU time and peak memory.
process.on('exit', (code) => {
  const usage = process.resourceUsage();
  const peakMb = Math.round(usage.maxRSS / 1024);
  // CPU time of every thread of the process: what others' load on the machine inflates least.
  const cpuMs = Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000);
  process.stderr.write(`\nMEASURE ${JSON.stringify({ ms: Math.round(performance.now()), cpuMs, peakMb, code })}\n`);
});

import type { PeersBench, PeerResult } from './bench-peers';
import type { TimedRun } from './measure/time-command';
import { takeMedian } from './measure/take-median';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const met = (ok: boolean) => (ok ? 'met' : 'not met');

/** The median of each measure over the runs (of two cold builds: their mean). */
function takeMedianRun(runs: TimedRun[]): TimedRun {
  return {
    ms: takeMedian(runs.map((run) => run.ms)),
    cpuMs: takeMedian(runs.map((run) => run.cpuMs)),
    peakMb: takeMedian(runs.map((run) => run.peakMb)),
  };
}

/** A row of the table: the median of the runs, each run's wall time beside it when there were several. */
function describeRow(label: string, runs: TimedRun[], ratio: string): string {
  const median = takeMedianRun(runs);
  const each = runs.length > 1 ? ` (${runs.map((run) => (run.ms / 1000).toFixed(1)).join(', ')})` : '';
  return `| ${label} | ${seconds(median.ms)}${each} | ${seconds(median.cpuMs)} | ${Math.round(median.peakMb)} MB | ${ratio} |`;
}

/** Our cold wall time over a peer's, for the goals: the ratio, or why there is none. */
function divideByPeer(oursMs: number, peers: PeerResult[], name: string): number | string {
  const peer = peers.find((each) => each.name === name);
  if (!peer) return `${name} not built`;
  if ('skipped' in peer) return `${name} skipped: ${peer.skipped}`;
  return oursMs / takeMedianRun(peer.cold).ms;
}

/**
 * The goals (issue 42), each met or not: our cold build within 1.5× Hugo's wall time (then Hugo's time
 * itself), within 0.6× Eleventy's, at most 400 MB at its peak.
 */
export function describePeerGoals(ours: TimedRun[], peers: PeerResult[]): string[] {
  const median = takeMedianRun(ours);
  const hugo = divideByPeer(median.ms, peers, 'Hugo');
  const eleventy = divideByPeer(median.ms, peers, 'Eleventy');
  return [
    typeof hugo === 'string'
      ? `- ours cold ÷ Hugo: not measured (${hugo}); goal: at most 1.5`
      : `- ours cold ÷ Hugo: ${hugo.toFixed(2)} (goal: at most 1.5, ${met(hugo <= 1.5)}; the next goal, Hugo's time itself, at most 1.0: ${met(hugo <= 1)})`,
    typeof eleventy === 'string'
      ? `- ours cold ÷ Eleventy: not measured (${eleventy}); goal: at most 0.6`
      : `- ours cold ÷ Eleventy: ${eleventy.toFixed(2)} (goal: at most 0.6, ${met(eleventy <= 0.6)})`,
    `- ours cold, peak memory: ${Math.round(median.peakMb)} MB (goal: at most 400 MB, ${met(median.peakMb <= 400)})`,
  ];
}

/** The peers' section of the bench's report: what was built and how, the table, the goals. */
export function describePeers(bench: PeersBench, pages: number): string {
  const count = pages.toLocaleString('en-US');
  if ('skipped' in bench) return `Not measured: ${bench.skipped}`;
  const { ours, peers } = bench;
  const oursMs = takeMedianRun(ours.cold).ms;
  const rows = [
    describeRow('this project, cold', ours.cold, ''),
    describeRow('this project, warm (.build/ kept)', [ours.warm], ''),
    ...peers.map((peer) =>
      'skipped' in peer
        ? `| ${peer.name} | skipped: ${peer.skipped} | | | |`
        : describeRow(
            `${peer.name} ${peer.version}${peer.runtime ? ` on ${peer.runtime}` : ''}, cold`,
            peer.cold,
            (oursMs / takeMedianRun(peer.cold).ms).toFixed(2),
          ),
    ),
  ];
  return `${count} pages, each with the same header, hero, six capability cards, next link and footer, from the bench's own data (scripts/bench/create-bench-pages.ts): our build of the written-out manifest, Hugo (content files with JSON front matter, bench/peers/hugo/layouts), Eleventy (one paginated 11ty.js template, bench/peers/eleventy), Astro 5 and Astro 7 (one getStaticPaths page, bench/peers/astro and bench/peers/astro7; Astro 7 on the Node 22 it needs, the others on the bench's Node). Our build also bundles and hydrates React, compresses its shared assets (scripts, styles, images) and compiles its server, which the peers' plain pages do not.

Every build ran under GNU time: wall time, CPU time (user and system time of every process it waited for) and peak memory (the largest resident set of any one of its processes). **Cold:** before each, its output and every cache it keeps were removed (ours: the project's whole .build/, the build's compiled code included, which a cold build compiles first; Hugo: resources/ and its cache folder, and --ignoreCache; Eleventy: its output and .cache; Astro: node_modules/.astro, node_modules/.vite and .astro). Each was built cold ${ours.cold.length} times: the median of each measure (of two, their mean), each run's wall time in brackets. **Warm:** ours built once more right after, into the same output folder (removed first, so every page is rendered again) with .build/ kept: the build's compiled code, the client and server bundles (no Vite), the compressed copies of the shared assets, the hash the generated files were made from, the routes' render times and the pictures' variants. ours ÷ theirs is our cold wall time over theirs (below 1: ours is faster).

| build | wall | CPU (user + sys) | peak memory | ours ÷ theirs |
| --- | ---: | ---: | ---: | ---: |
${rows.join('\n')}

${describePeerGoals(ours.cold, peers).join('\n')}`;
}

import { loadSiteFromDisk } from './scripts/lib/load-site-from-disk';
for (const f of ['/tmp/bench-routes-10000.yaml', '/tmp/bench-broken.yaml']) {
  loadSiteFromDisk(f);
  const t = performance.now(); const r = loadSiteFromDisk(f); console.log(f, Math.round(performance.now() - t), 'ms', r.problems.map((p) => `${p.line}:${p.col} ${p.message}`).slice(0, 2), Math.round(process.memoryUsage().rss / 1e6), 'MB');
}

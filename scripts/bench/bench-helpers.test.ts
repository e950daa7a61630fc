import { describe, expect, it } from 'vitest';
import { createBenchPages } from './create-bench-pages';
import { createHugoContent, createPeerData } from './create-peer-content';
import { describePeerGoals, describePeers } from './describe-peers';
import { takeMedian } from './measure/take-median';
import { describeMachine } from './measure/describe-machine';

describe('bench helpers', () => {
  it('gives the peers the pages of the bench manifest: six capability cards each, every page linking to the next', () => {
    const pages = createBenchPages(3);
    expect(pages.map((page) => [page.path, page.next.href])).toEqual([
      ['/', '/pages/page-1'],
      ['/pages/page-1', '/pages/page-2'],
      ['/pages/page-2', '/'],
    ]);
    expect(pages.every((page) => page.capabilities.items.length === 6)).toBe(true);
    const { site } = createPeerData(pages);
    expect(site.header).toEqual([{ label: 'First', href: '/pages/page-1' }]);
    expect(site.footer.map((link) => link.label)).toEqual(['Home', 'LinkedIn']);
  });

  it('writes a Hugo content file per page at its path, the home page as _index.md, with the page in JSON front matter', () => {
    const [home, second] = createBenchPages(2).map(createHugoContent);
    expect(home.file).toBe('_index.md');
    expect(second.file).toBe('pages/page-1.md');
    expect(JSON.parse(second.text)).toMatchObject({
      title: 'Page 1 | Bench',
      hero: { title: 'Page 1' },
      next: { href: '/' },
    });
  });

  it('takes the median of the runs, the mean of the middle two when they are even (so of two cold builds, their mean)', () => {
    expect(takeMedian([3000, 1000])).toBe(2000);
    expect(takeMedian([5, 1, 3])).toBe(3);
    expect(takeMedian([4, 1, 3, 2])).toBe(2.5);
    expect(() => takeMedian([])).toThrow();
  });

  const run = (ms: number, peakMb = 300) => ({ ms, cpuMs: ms * 2, peakMb });
  const hugo = { name: 'Hugo', version: 'v0.111.3', cold: [run(2000), run(2200)] };
  const eleventy = { name: 'Eleventy', version: '3.1.8', cold: [run(5000), run(5400)] };

  it("says each goal met or not from our cold median over the peer's", () => {
    // Ours: 3.0 s, 1.43 × Hugo's 2.1 s; 0.58 × Eleventy's 5.2 s; 390 MB.
    expect(describePeerGoals([run(2900, 380), run(3100, 400)], [hugo, eleventy])).toEqual([
      "- ours cold ÷ Hugo: 1.43 (goal: at most 1.5, met; the next goal, Hugo's time itself, at most 1.0: not met)",
      '- ours cold ÷ Eleventy: 0.58 (goal: at most 0.6, met)',
      '- ours cold, peak memory: 390 MB (goal: at most 400 MB, met)',
    ]);
    expect(describePeerGoals([run(4000, 401)], [hugo, eleventy])).toEqual([
      "- ours cold ÷ Hugo: 1.90 (goal: at most 1.5, not met; the next goal, Hugo's time itself, at most 1.0: not met)",
      '- ours cold ÷ Eleventy: 0.77 (goal: at most 0.6, not met)',
      '- ours cold, peak memory: 401 MB (goal: at most 400 MB, not met)',
    ]);
  });

  it('says why a goal was not measured when its peer was skipped', () => {
    const lines = describePeerGoals([run(3000)], [{ name: 'Hugo', skipped: 'not root' }]);
    expect(lines[0]).toBe('- ours cold ÷ Hugo: not measured (Hugo skipped: not root); goal: at most 1.5');
    expect(lines[1]).toBe('- ours cold ÷ Eleventy: not measured (Eleventy not built); goal: at most 0.6');
  });

  it("tables every build: the median wall, CPU and peak, each run's wall, and our cold wall over theirs", () => {
    const text = describePeers(
      {
        ours: { cold: [run(2900, 380), run(3100, 400)], warm: run(2000, 350) },
        peers: [
          hugo,
          { name: 'Astro', version: '7.3.5', runtime: 'Node 22.23.5', cold: [run(6000), run(6000)] },
          { name: 'Eleventy', skipped: 'installing bench/peers/eleventy failed: offline' },
        ],
      },
      10_000,
    );
    expect(text).toContain('| build | wall | CPU (user + sys) | peak memory | ours ÷ theirs |');
    expect(text).toContain('| this project, cold | 3.0 s (2.9, 3.1) | 6.0 s | 390 MB |  |');
    expect(text).toContain('| this project, warm (.build/ kept) | 2.0 s | 4.0 s | 350 MB |  |');
    expect(text).toContain('| Hugo v0.111.3, cold | 2.1 s (2.0, 2.2) | 4.2 s | 300 MB | 1.43 |');
    expect(text).toContain('| Astro 7.3.5 on Node 22.23.5, cold | 6.0 s (6.0, 6.0) | 12.0 s | 300 MB | 0.50 |');
    expect(text).toContain('| Eleventy | skipped: installing bench/peers/eleventy failed: offline | | | |');
    expect(describePeers({ skipped: 'no GNU time' }, 10)).toBe('Not measured: no GNU time');
  });

  it('names the machine a result was measured on, load included', () => {
    const text = describeMachine({
      cpu: 'AMD EPYC 7B13',
      cores: 2,
      memoryBytes: 8 * 1024 ** 3,
      freeMemoryBytes: 2.5 * 1024 ** 3,
      os: 'Debian GNU/Linux 12 (bookworm), kernel 6.1.0',
      node: 'v20.20.2',
      date: new Date('2026-11-23T22:50:00Z'),
      load: [7.5, 6.25, 5],
    });
    expect(text).toBe(
      [
        '- Date: 2026-11-23 22:50 UTC',
        '- CPU: AMD EPYC 7B13, 2 cores',
        '- Memory: 8.0 GB (2.5 GB free at the start)',
        '- OS: Debian GNU/Linux 12 (bookworm), kernel 6.1.0',
        '- Node: v20.20.2',
        '- Load average at the start (1, 5, 15 min): 7.50, 6.25, 5.00 on 2 cores',
      ].join('\n'),
    );
  });
});

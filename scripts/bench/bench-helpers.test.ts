import { describe, expect, it } from 'vitest';
import { createBenchPages } from './create-bench-pages';
import { createHugoContent, createPeerData } from './create-peer-content';
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

import { describe, expect, it } from 'vitest';
import { findBrokenLinks } from './find-broken-links';

const routes = [
  { path: '/', anchors: [] },
  { path: '/contact', anchors: ['form'] },
  { path: '/solutions/cloud-solutions', anchors: ['capabilities'] },
  { path: '/about', anchors: [] },
];

function check(links: string[], assets: string[] = [], existing: string[] = []) {
  return findBrokenLinks({
    routes,
    links: links.map((value, index) => ({ pointer: `/routes/${index % routes.length}/blocks/0/href`, value })),
    assets: assets.map((value) => ({ pointer: '/settings/logo/src', value })),
    assetExists: (path) => existing.includes(path),
  });
}

describe('findBrokenLinks', () => {
  it('accepts routes, trailing slashes, queries, anchors and external links', () => {
    const records = check([
      '/contact/',
      '/contact?x=1#form',
      '/solutions/cloud-solutions#capabilities',
      'https://x.example/nope',
      'mailto:a@b.co',
      '/about',
    ]);
    expect(records).toEqual([]);
  });

  it('reports a link to a missing route with the nearest route', () => {
    expect(check(['/solution/cloud-solutions', '/about'])).toEqual([
      {
        kind: 'broken-link',
        pointer: '/routes/0/blocks/0/href',
        value: '/solution/cloud-solutions',
        suggestion: '/solutions/cloud-solutions',
      },
      { kind: 'orphan-route', pointer: '/routes/1', value: '/contact' },
      { kind: 'orphan-route', pointer: '/routes/2', value: '/solutions/cloud-solutions' },
    ]);
  });

  it('never suggests a route whose own path is not a valid one (no leading /)', () => {
    const records = findBrokenLinks({
      routes: [
        { path: '/', anchors: [] },
        { path: 'contact', anchors: [] },
      ],
      links: [{ pointer: '/routes/0/blocks/0/href', value: '/contact' }],
      assets: [],
      assetExists: () => true,
    });
    expect(records.filter((record) => record.kind === 'broken-link')).toEqual([
      { kind: 'broken-link', pointer: '/routes/0/blocks/0/href', value: '/contact', suggestion: undefined },
    ]);
  });

  it('checks #anchors against the target page, and bare #anchors against the page they are on', () => {
    // Each link sits in route (index % 4): '#capabilities' on /solutions/cloud-solutions, '#nowhere' on /about.
    const records = check(['/contact#frm', '/contact', '#capabilities', '#nowhere']);
    expect(records.filter((record) => record.kind === 'broken-anchor')).toEqual([
      {
        kind: 'broken-anchor',
        pointer: '/routes/0/blocks/0/href',
        value: '/contact#frm',
        suggestion: '/contact#form',
        anchors: ['form'],
      },
      {
        kind: 'broken-anchor',
        pointer: '/routes/3/blocks/0/href',
        value: '#nowhere',
        suggestion: undefined,
        anchors: [],
      },
    ]);
  });

  it('reports missing local assets once per use and never looks up external ones', () => {
    const looked: string[] = [];
    const records = findBrokenLinks({
      routes,
      links: [],
      assets: [
        { pointer: '/a', value: '/images/a.png' },
        { pointer: '/b', value: '/images/a.png' },
        { pointer: '/c', value: 'https://cdn.example/x.png' },
        { pointer: '/d', value: '/images/here.png' },
      ],
      assetExists: (path) => {
        looked.push(path);
        return path === '/images/here.png';
      },
    }).filter((record) => record.kind === 'missing-asset');
    expect(records.map((record) => record.pointer)).toEqual(['/a', '/b']);
    expect(looked).toEqual(['/images/a.png', '/images/here.png']);
  });

  it('warns about routes nothing links to, but never about the home page', () => {
    const orphans = check(['/contact']).filter((record) => record.kind === 'orphan-route');
    expect(orphans.map((record) => record.value)).toEqual(['/solutions/cloud-solutions', '/about']);
  });
});

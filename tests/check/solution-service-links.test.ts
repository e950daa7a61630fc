import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteFromDisk } from '#scripts/cli/load-site-from-disk';
import type { Site } from '#generated/site-types';

const root = join(import.meta.dirname, '..', '..');
const shippedText = readFileSync(join(root, 'site.yaml'), 'utf8');
const shipped = loadSiteFromDisk(join(root, 'site.yaml'));
const site = shipped.site as Site;
const scratch = mkdtempSync(join(tmpdir(), 'spec-links-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The spec's "Browse next" chain (section 2), with the targets outside its route table fixed as DESIGN.md decides. */
const browseNext: Record<string, string> = {
  '/services/it-staffing': '/solutions/custom-software-development',
  '/services/ai-business-services': '/solutions/custom-software-development',
  '/services/whitelabel-services': '/solutions/ai-business-solutions',
  '/solutions/ai': '/solutions/data-analytics',
  '/solutions/ai-business-solutions': '/solutions/cloud-solutions',
  '/solutions/cloud-solutions': '/solutions/data-analytics',
  '/solutions/custom-software-development': '/solutions/ai-business-solutions',
  '/solutions/cybersecurity': '/solutions/data-analytics',
  '/solutions/data-analytics': '/services/it-staffing',
  '/solutions/hrms': '/solutions/ai',
  '/solutions/restaurant-pos': '/solutions/hrms',
};

/** The spec's links to paths outside its route table, on these pages: where each sits, and what it pointed at. */
const specBrokenLinks = [
  { page: '/services/ai-business-services', broken: '/services/custom-software-development' },
  { page: '/solutions/data-analytics', broken: '/solutions/it-staffing' },
  { page: '/solutions/custom-software-development', broken: '/services/ai-business-solutions' },
  { page: '/services/whitelabel-services', broken: '/services/ai-business-solutions' },
];

const findRoute = (path: string) => site.routes.find((route) => route.path === path)!;
const nextLinkOf = (path: string) => findRoute(path).blocks.find((block) => block.type === 'next-link');

describe('the solution and service pages in the shipped site.yaml', () => {
  it('pass the check with no problem at all: no broken link, no orphan page, no unused entry', () => {
    expect(shipped.problems).toEqual([]);
  });

  it.each(Object.entries(browseNext))('%s browses next to %s, as the spec chains them', (from, to) => {
    expect(nextLinkOf(from)).toMatchObject({ eyebrow: 'Browse Next', href: to });
  });

  it("hold the spec's fact lists: cybersecurity 8, restaurant 7, staffing 7, ai 6, cloud 6, hrms 6, default 6", () => {
    const counts = Object.fromEntries(site.collections.facts!.map((list) => [list.id, list.facts.length]));
    expect(counts).toEqual({ cybersecurity: 8, restaurant: 7, staffing: 7, ai: 6, cloud: 6, hrms: 6, default: 6 });
    const defaults = site.collections.facts!.find((list) => list.id === 'default')!.facts.join(' ');
    expect(defaults).toMatch(/over 100 web and mobile apps/);
    expect(defaults).toMatch(/over 20 healthcare solutions/);
    expect(defaults).toMatch(/quarterly subscription plans/);
  });

  it('give every page a solution type, and its fact box the list of that type (default where the type has none)', () => {
    const lists = new Set(site.collections.facts!.map((list) => list.id));
    const pages = site.routes.filter((route) => /^\/(solutions|services)\//.test(route.path));
    expect(pages).toHaveLength(14);
    for (const page of pages) {
      const type = page.tags.solutionType;
      expect(['staffing', 'ai', 'cloud', 'default', 'cybersecurity', 'hrms', 'restaurant', 'sap'], page.path).toContain(
        type,
      );
      const factBox = page.blocks.find((block) => block.type === 'fact-box');
      expect(factBox?.facts.id, page.path).toBe(lists.has(type) ? type : 'default');
    }
  });
});

describe('a link the spec gets wrong, put back into site.yaml', () => {
  it.each(specBrokenLinks)('$page linking to $broken is reported as a broken link, at its line', ({ page, broken }) => {
    const document = parseDocument(shippedText);
    // Indices in the file, where a generated route still counts as one.
    const routes = document.toJS().routes as Array<{ path: string; blocks: Array<{ type: string }> }>;
    const routeIndex = routes.findIndex((route) => route.path === page);
    const blockIndex = routes[routeIndex].blocks.findIndex((block) => block.type === 'next-link');
    document.setIn(['routes', routeIndex, 'blocks', blockIndex, 'href'], broken);
    const manifest = join(scratch, `${page.replaceAll('/', '_')}.yaml`);
    writeFileSync(manifest, String(document));

    const { problems } = loadSiteFromDisk(manifest);
    const brokenLinks = problems.filter((problem) => problem.code === 'broken-link');
    expect(brokenLinks).toHaveLength(1);
    expect(brokenLinks[0].where).toBe(`routes[${routeIndex}] (${page}) › blocks[${blockIndex}].href`);
    expect(brokenLinks[0].message).toContain(`link to "${broken}", which is not a route`);
    const line = String(document).split('\n')[brokenLinks[0].line - 1];
    expect(line).toContain(broken);
  });
});

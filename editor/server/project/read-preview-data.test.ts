import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '#generated/site-types';
import { readYamlData } from '../yaml/write-yaml-value';
import { applyChanges } from './apply-changes';
import { readPreviewData, type PreviewData } from './read-preview-data';

const root = join(import.meta.dirname, '..', '..', '..');
let dir: string;
let manifest: string;
let text: string;
let data: {
  routes: Array<{ path: string; blocks: Array<Record<string, unknown>> }>;
  collections: { facts: Array<{ id: string; facts: string[] }> };
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'preview-data-'));
  manifest = join(dir, 'site.yaml');
  cpSync(join(root, 'site.yaml'), manifest);
  cpSync(join(root, 'pages'), join(dir, 'pages'), { recursive: true });
  text = readFileSync(manifest, 'utf8');
  data = readYamlData(text) as typeof data;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ready = (answer: PreviewData) => {
  if (!answer.ready) throw new Error(`not ready: ${answer.message}`);
  return answer;
};

/** The unsaved text of site.yaml after these changes; the file on disk stays as it is. */
const draft = (...changes: Array<{ at: Array<string | number>; value?: unknown }>) =>
  new Map([[manifest, applyChanges(text, changes)]]);

describe('the preview’s data', () => {
  it('shows a change to a block’s text that is not saved, in the route’s data and nowhere on disk', () => {
    const index = data.routes.findIndex((route) => route.path === '/about');
    const heroAt = data.routes[index].blocks.findIndex((block) => block.type === 'page-hero');
    const answer = ready(
      readPreviewData(
        manifest,
        draft({ at: ['routes', index, 'blocks', heroAt, 'title'], value: 'Who we are, typed' }),
        '/about',
      ),
    );
    expect(answer.route.path).toBe('/about');
    expect((answer.route.blocks[heroAt] as { title?: string }).title).toBe('Who we are, typed');
    // The shell is the one the client build bakes in: settings and menus, without the lead server's own settings.
    expect(answer.site.settings.language).toBeTypeOf('string');
    expect(answer.site.navigation.header.length).toBeGreaterThan(0);
    expect(answer.site.settings).not.toHaveProperty('leads');
    expect(readFileSync(manifest, 'utf8')).toBe(text);
  });

  it('resolves the entry a block names, with the entry’s unsaved changes', () => {
    const route = data.routes.find((candidate) => candidate.blocks.some((block) => block.type === 'fact-box'))!;
    const id = route.blocks.find((block) => block.type === 'fact-box')!.facts as string;
    const entry = data.collections.facts.findIndex((candidate) => candidate.id === id);
    const answer = ready(
      readPreviewData(
        manifest,
        draft({ at: ['collections', 'facts', entry, 'facts', 0], value: 'A fact typed just now.' }),
        route.path,
      ),
    );
    const box = answer.route.blocks.find((block) => block.type === 'fact-box') as Extract<
      Route['blocks'][number],
      { type: 'fact-box' }
    >;
    expect(box.facts.facts[0]).toBe('A fact typed just now.');
    expect(box.facts.facts.slice(1)).toEqual(data.collections.facts[entry].facts.slice(1));
  });

  it('answers the problems, in plain words, while the draft cannot be made into a page', () => {
    const broken = new Map([[manifest, text.replace('routes:', 'routes: [')]]);
    const answer = readPreviewData(manifest, broken, '/about');
    expect(answer.ready).toBe(false);
    if (answer.ready) return;
    expect(answer.message).toMatch(/^The page cannot be made while the site has (a problem|\d+ problems): /);
    expect(answer.problems.length).toBeGreaterThan(0);
    expect(answer.problems[0]).toMatchObject({ file: 'site.yaml', severity: 'error' });
    expect(answer.message).not.toMatch(/\bat .+\.ts:\d+/);
  });

  it('says so when no page has the address', () => {
    const answer = readPreviewData(manifest, new Map(), '/no-such-page');
    expect(answer).toEqual({ ready: false, message: 'No page has the address /no-such-page.', problems: [] });
  });

  it('answers a block removed from the draft as the route without it', () => {
    const index = data.routes.findIndex((route) => route.path === '/about');
    const blocks = data.routes[index].blocks;
    const answer = ready(
      readPreviewData(manifest, draft({ at: ['routes', index, 'blocks'], value: blocks.slice(1) }), '/about'),
    );
    expect(answer.route.blocks.map((block) => block.type)).toEqual(blocks.slice(1).map((block) => block.type));
  });
});

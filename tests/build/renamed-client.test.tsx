// @vitest-environment jsdom
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { afterAll, expect, it } from 'vitest';
import ClientStrip from '#blocks/client-strip/client-strip';
import NameStrip from '#blocks/name-strip/name-strip';
import { loadSiteFromDisk } from '#scripts/cli/load-site-from-disk';
import type { ClientStripBlock, NameStripBlock } from '#generated/site-types';
import { createBlockContext, renderBlock } from '../support/render-block';
import { simulateRunningApp } from '../support/simulate-running-app';

/**
 * A client renamed in site.yaml is read under its new name: the site is loaded as the build loads it (entries
 * resolved into the home page's and /case-studies' strips), and the strips render it as visible text.
 */
simulateRunningApp();
const root = join(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(root, '.build-test-renamed-client-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Visible: in the page's text, and not inside a part kept for screen readers only. */
const expectVisibleText = (region: HTMLElement, name: string) => {
  const found = within(region).getByText(name, { exact: true });
  expect(found.closest('.visually-hidden')).toBeNull();
  expect(found.closest('[hidden]')).toBeNull();
};

it('renaming a client in site.yaml changes the name the client strips show', () => {
  cpSync(join(root, 'site.yaml'), join(scratch, 'site.yaml'));
  cpSync(join(root, 'pages'), join(scratch, 'pages'), { recursive: true });
  const text = readFileSync(join(scratch, 'site.yaml'), 'utf8');
  expect(text).toContain('    - { id: rotana, name: Rotana }\n');
  writeFileSync(
    join(scratch, 'site.yaml'),
    text.replace('    - { id: rotana, name: Rotana }\n', '    - { id: rotana, name: Rotana Hotels Group }\n'),
  );
  const { site, problems } = loadSiteFromDisk(join(scratch, 'site.yaml'));
  expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  const blocks = site!.routes.flatMap((route) => route.blocks);

  const strip = blocks.find((block): block is ClientStripBlock => block.type === 'client-strip')!;
  expect(strip.clients).toHaveLength(8);
  renderBlock(<ClientStrip block={strip} context={createBlockContext()} />);
  const home = screen.getByRole('region', { name: strip.title });
  expectVisibleText(home, 'Rotana Hotels Group');
  expect(within(home).queryByText('Rotana', { exact: true })).toBeNull();
  for (const client of strip.clients) expectVisibleText(home, client.name);

  const trusted = blocks.find(
    (block): block is NameStripBlock =>
      block.type === 'name-strip' && block.clients.some((client) => client.id === 'rotana'),
  )!;
  renderBlock(<NameStrip block={trusted} context={createBlockContext()} />);
  expectVisibleText(screen.getByRole('region', { name: trusted.title }), 'Rotana Hotels Group');
});

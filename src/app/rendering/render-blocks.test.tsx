// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Block } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { createBlockContext, renderBlock } from '#tests/support/render-block';
import { preloadBlocks } from './load-block';
import { BLOCK_ROW_ATTRIBUTE, MarkBlockRowsContext } from './mark-block-rows';
import { RenderBlocks } from './render-blocks';

// A block that shows what it may read besides its own fields, as a fact box reads its page's solution type.
vi.mock('#generated/registry/block-registry', async (importOriginal) => {
  const original = await importOriginal<typeof import('#generated/registry/block-registry')>();
  const Probe = ({ block, context }: BlockProps<{ title: string }>) => (
    <p>
      {block.title} on {context.route.path} ({context.route.tags.solutionType}) by {context.settings.company}
    </p>
  );
  return { blockLoaders: { ...original.blockLoaders, probe: async () => ({ default: Probe }) } };
});

afterEach(cleanup);

it('gives each block its own fields and the page context: settings, path and route tags', async () => {
  const blocks = [{ type: 'probe', title: 'Did you know?' }] as unknown as Block[];
  await preloadBlocks(blocks.map((block) => block.type));
  render(
    <RenderBlocks
      blocks={blocks}
      context={createBlockContext({ path: '/solutions/cybersecurity', tags: { solutionType: 'cybersecurity' } })}
    />,
  );
  expect(screen.getByText('Did you know? on /solutions/cybersecurity (cybersecurity) by Voltaic Labs')).toBeTruthy();
});

it('sets a block marked placement: aside beside the block before it, in one row; other blocks stand alone', async () => {
  const blocks = [
    { type: 'probe', title: 'Hero' },
    { type: 'probe', title: 'Quiz', placement: 'aside' },
    { type: 'probe', title: 'Stats' },
    { type: 'probe', title: 'Lonely', placement: 'aside' },
    { type: 'probe', title: 'Second', placement: 'aside' },
  ] as unknown as Block[];
  await preloadBlocks(blocks.map((block) => block.type));
  const { container } = renderBlock(<RenderBlocks blocks={blocks} context={createBlockContext()} />);
  const rows = container.querySelectorAll('[data-placement="beside"]');
  expect(rows).toHaveLength(2);
  expect([...rows[0].querySelectorAll('p')].map((p) => p.textContent?.split(' on ')[0])).toEqual(['Hero', 'Quiz']);
  // An aside never takes another aside as its main block: the third aside follows the second alone.
  expect([...rows[1].querySelectorAll('p')].map((p) => p.textContent?.split(' on ')[0])).toEqual(['Stats', 'Lonely']);
  expect([...container.querySelectorAll('p')].map((p) => p.textContent?.split(' on ')[0])).toEqual([
    'Hero',
    'Quiz',
    'Stats',
    'Lonely',
    'Second',
  ]);
});

it('marks each row with its blocks’ indexes in the editor’s preview only, adding no box to the page', async () => {
  const blocks = [
    { type: 'probe', title: 'Hero' },
    { type: 'probe', title: 'Quiz', placement: 'aside' },
    { type: 'probe', title: 'Stats' },
  ] as unknown as Block[];
  await preloadBlocks(blocks.map((block) => block.type));
  const site = renderBlock(<RenderBlocks blocks={blocks} context={createBlockContext()} />);
  expect(site.container.querySelector(`[${BLOCK_ROW_ATTRIBUTE}]`)).toBeNull();
  const siteMarkup = site.container.innerHTML;
  cleanup();

  const preview = renderBlock(
    <MarkBlockRowsContext value>
      <RenderBlocks blocks={blocks} context={createBlockContext()} />
    </MarkBlockRowsContext>,
  );
  const rows = [...preview.container.querySelectorAll<HTMLElement>(`[${BLOCK_ROW_ATTRIBUTE}]`)];
  expect(rows.map((row) => row.getAttribute(BLOCK_ROW_ATTRIBUTE))).toEqual(['0 1', '2']);
  expect(rows.map((row) => row.style.display)).toEqual(['contents', 'contents']);
  expect(rows.map((row) => row.innerHTML).join('')).toBe(siteMarkup);
});

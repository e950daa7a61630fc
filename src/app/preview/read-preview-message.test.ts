import { expect, it } from 'vitest';
import { readPictureBase, readPreviewMessage } from './read-preview-message';

const site = { settings: { language: 'en' }, navigation: { header: [], headerActions: [], footer: [] }, dialogs: {} };
const route = { path: '/about', title: 'About', description: 'About us', blocks: [{ type: 'rich-text', text: 'Hi' }] };

it('reads the state the editor sends', () => {
  expect(readPreviewMessage({ type: 'render', site, route, theme: 'dark', block: 0, fact: 2 })).toEqual({
    site,
    route,
    theme: 'dark',
    block: 0,
    fact: 2,
  });
  expect(readPreviewMessage({ type: 'render', site, route, theme: 'light' })).toMatchObject({ block: undefined });
});

it('ignores anything else posted to the page', () => {
  for (const data of [
    null,
    'render',
    { type: 'select-block', index: 1 },
    { type: 'render', route, theme: 'light' },
    { type: 'render', site: { ...site, navigation: {} }, route, theme: 'light' },
    { type: 'render', site, route: { ...route, path: 1 }, theme: 'light' },
    { type: 'render', site, route: { ...route, blocks: [{ text: 'no type' }] }, theme: 'light' },
    { type: 'render', site, route, theme: 'blue' },
    { type: 'render', site, route, theme: 'light', block: -1 },
    { type: 'render', site, route, theme: 'light', block: 1.5 },
    { type: 'render', site, route, theme: 'light', fact: 0 },
  ])
    expect(readPreviewMessage(data), JSON.stringify(data)).toBeUndefined();
});

it('loads pictures from the path its address names, and only from a plain path of its own origin', () => {
  expect(readPictureBase('?pictures=%2Fadmin%2Fpublic')).toBe('/admin/public');
  expect(readPictureBase('?pictures=/admin/public')).toBe('/admin/public');
  expect(readPictureBase('')).toBe('');
  for (const foreign of [
    'https://evil.example',
    '//evil.example',
    '/admin/../x',
    '/admin//public',
    'admin/public',
    '/admin/public/',
    '/a b',
    '/admin%2F..',
    'javascript:alert(1)',
  ])
    expect(readPictureBase(`?pictures=${encodeURIComponent(foreign)}`), foreign).toBe('');
});

import { describe, expect, it } from 'vitest';
import { toSlug } from './to-slug';

describe('toSlug', () => {
  it('makes lower-case ASCII words joined by dashes, accents dropped', () => {
    expect(toSlug('Logo Café Über (1)', 'picture')).toBe('logo-cafe-uber-1');
    expect(toSlug('  __Northwind__LOGO__ ', 'picture')).toBe('northwind-logo');
    expect(toSlug('Ångström façade', 'picture')).toBe('angstrom-facade');
  });

  it('leaves nothing a path could use: dots, slashes, backslashes, NUL', () => {
    expect(toSlug('../../etc/passwd', 'picture')).toBe('etc-passwd');
    expect(toSlug('..\\..\\x', 'picture')).toBe('x');
    expect(toSlug('a\0b', 'picture')).toBe('a-b');
    expect(toSlug('..', 'picture')).toBe('picture');
  });

  it('falls back when nothing is left, and keeps a long name to 60 characters at a word’s end', () => {
    expect(toSlug('写真', 'picture')).toBe('picture');
    expect(toSlug('', 'uploads')).toBe('uploads');
    const long = toSlug('the quarterly operations dashboard screenshot for the board meeting in march', 'picture');
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toBe('the-quarterly-operations-dashboard-screenshot-for-the-board');
  });
});

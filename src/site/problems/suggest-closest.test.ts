import { describe, expect, it } from 'vitest';
import { suggestClosest } from './suggest-closest';

describe('suggestClosest', () => {
  it('finds a near miss and ignores far ones', () => {
    expect(suggestClosest('hero-carousl', ['hero-carousel', 'page-hero', 'next-link'])).toBe('hero-carousel');
    expect(
      suggestClosest('/services/custom-software-development', ['/solutions/custom-software-development', '/contact']),
    ).toBe('/solutions/custom-software-development');
    expect(suggestClosest('completely-else', ['page-hero', 'next-link'])).toBeUndefined();
  });
});

/**
 * The fact the editor's preview pins, counted from 1 (`/a-page?fact=2`), if the page's address names one of
 * the list's; otherwise undefined and the box picks at random.
 */
export function readPinnedFact(count: number): number | undefined {
  const value = Number(new URLSearchParams(window.location.search).get('fact') ?? '');
  return Number.isInteger(value) && value >= 1 && value <= count ? value - 1 : undefined;
}

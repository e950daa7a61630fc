/**
 * The fact the editor's preview pins, counted from 1 (`<html data-pinned-fact="2">`, which only the preview
 * page sets: no address a visitor follows can choose the fact), if the list has it; otherwise undefined and
 * the box picks at random.
 */
export function readPinnedFact(count: number): number | undefined {
  const value = Number(document.documentElement.dataset.pinnedFact ?? '');
  return Number.isInteger(value) && value >= 1 && value <= count ? value - 1 : undefined;
}

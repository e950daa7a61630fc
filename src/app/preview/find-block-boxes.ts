import { BLOCK_ROW_ATTRIBUTE } from '../rendering/mark-block-rows';

/** The marked row (see MarkBlockRowsContext) that holds the block at `index`, and its blocks' indexes. */
function findRow(index: number): { row: Element; indexes: number[] } | undefined {
  for (const row of document.querySelectorAll(`[${BLOCK_ROW_ATTRIBUTE}]`)) {
    const indexes = (row.getAttribute(BLOCK_ROW_ATTRIBUTE) ?? '').split(' ').map(Number);
    if (indexes.includes(index)) return { row, indexes };
  }
  return undefined;
}

/**
 * The elements the block at `index` is drawn in: its row's (the row has no box of its own), or, for a block
 * beside its aside, its own column of the pair.
 */
export function findBlockBoxes(index: number): Element[] {
  const found = findRow(index);
  if (!found) return [];
  const pair = found.indexes.length > 1 ? found.row.querySelector('[data-placement="beside"]') : null;
  const column = index === found.indexes[0] ? pair?.firstElementChild : pair?.lastElementChild;
  return column ? [column] : [...found.row.children];
}

/** The index of the block a clicked element is in, or undefined outside the blocks (the header, the footer). */
export function findClickedBlock(target: Element): number | undefined {
  const row = target.closest(`[${BLOCK_ROW_ATTRIBUTE}]`);
  if (!row) return undefined;
  const [first, aside] = (row.getAttribute(BLOCK_ROW_ATTRIBUTE) ?? '').split(' ').map(Number);
  const pair = row.querySelector('[data-placement="beside"]');
  return aside !== undefined && pair?.lastElementChild?.contains(target) ? aside : first;
}

/** Where a picture is shown, counted in words: "On 3 pages", "In 2 places" (a menu, the settings), "Not used". */
export function describeUses(usedBy: string[]): string {
  if (usedBy.length === 0) return 'Not used';
  const plural = usedBy.length === 1 ? '' : 's';
  return usedBy.every((holder) => holder.startsWith('/'))
    ? `On ${usedBy.length} page${plural}`
    : `In ${usedBy.length} place${plural}`;
}

/** A range in words: "1 to 6 items", "at least 1", "at most 4000"; empty without bounds. */
export function describeRange(low: number | undefined, high: number | undefined, unit: string): string {
  if (low !== undefined && high !== undefined) return `${low} to ${high}${unit}`;
  if (low !== undefined) return `at least ${low}${unit}`;
  return high !== undefined ? `at most ${high}${unit}` : '';
}

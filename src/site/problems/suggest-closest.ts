/** Levenshtein distance, with an early exit once it exceeds `limit` (most candidates are far off). */
function measureDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

/**
 * The candidate nearest to `value`, if it is near enough to be what the author meant:
 * within a third of the longer string's length in edits.
 */
export function suggestClosest(value: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  const lower = value.toLowerCase();
  for (const candidate of candidates) {
    const limit = Math.max(2, Math.floor(Math.max(value.length, candidate.length) / 3));
    // Most candidates differ in length by more than the limit: skipped before any copy is made.
    if (Math.abs(value.length - candidate.length) > Math.min(limit, bestDistance)) continue;
    const distance = measureDistance(lower, candidate.toLowerCase(), Math.min(limit, bestDistance));
    if (distance <= limit && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * How many of the person's own items (in their order) a plan keeps when its room is short: the
 * most that still leave room for the field's items no kept own item covers (`needed`), so a
 * pasted list never pushes out the work the goal is for. All of them when they fit.
 */
export function ownItemsKept<T>(own: T[], room: number, needed: (kept: T[]) => number): T[] {
  for (let k = own.length; k > 0; k -= 1) {
    const kept = own.slice(0, k);
    if (k + needed(kept) <= room) return kept;
  }
  return [];
}

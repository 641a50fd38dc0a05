/**
 * Orders a plan: the opening item, the person's own items, the kind's middle
 * items (unless one of the person's covers it), the closing item. With a
 * count asked for, exactly that many: own items are kept before template
 * ones, and checkpoints fill the gap when there are too few.
 */
export function assemblePlan<T>(parts: {
  first: T;
  own: T[];
  middle: T[];
  last: T;
  max: number;
  count: number | null;
  checkpoint: (index: number) => T;
}): T[] {
  const { first, own, middle, last, max, count, checkpoint } = parts;
  const core = [...own, ...middle];
  if (count === 1) return [first];
  const room = count === null ? Math.min(core.length, max - 2) : count - 2;
  const body = core.slice(0, room);
  for (let i = 1; body.length < room; i += 1) body.push(checkpoint(i));
  return [first, ...body, last];
}

/**
 * "chapters 1 to 6", "pages 10-20": a run of numbered things, which counts them ("6 chapters",
 * "11 pages"), so a report or evidence of a range compares with a count the step or criterion asks for.
 */
const NUMBERED_RANGE = /\b(\p{L}{3,}s)\s+(\d+)\s*(?:-|–|to|through|thru)\s*(\d+)\b/giu;

export function rangesAsCounts(text: string): string {
  return text.replace(NUMBERED_RANGE, (whole, things: string, from: string, to: string) =>
    Number(to) > Number(from) ? `${Number(to) - Number(from) + 1} ${things}` : whole,
  );
}

/**
 * "2 or 3 stories", "3-4 quotes", "5 to 8 photos": a count given as a range, of which the least is
 * what a step needs ("2 stories").
 */
const COUNT_RANGE = /(?<![\p{L}\p{N}.,])(\d+)\s*(?:-|–|or|to)\s*(\d+)(?=\s+(?:[\p{L}-]+\s+){0,2}?\p{L}+s\b)/giu;

export function leastOfCountRanges(text: string): string {
  return text.replace(COUNT_RANGE, (whole, least: string, most: string) => (Number(most) > Number(least) ? least : whole));
}

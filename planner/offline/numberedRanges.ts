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

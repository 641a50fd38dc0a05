/** About how wide one character of an 11 px axis label is, and the gap kept between two labels. */
const CHARACTER_PX = 7;
const GAP_PX = 24;

/**
 * The labels a burn-up's time axis names within `width` pixels: always the first and the last,
 * and between them every `step`-th one, the smallest step at which two neighbours do not touch.
 * The first and the last label are drawn inward from their point (a whole label's width beside
 * it, where a centred one takes half), so a label between them keeps that much more from each end.
 */
export function axisTicks(labels: readonly string[], width: number): string[] {
  const last = labels.length - 1;
  if (last <= 1) return [...labels];
  const labelPx = Math.max(...labels.map((label) => label.length)) * CHARACTER_PX;
  const spacing = Math.max(width, 1) / last;
  const step = Math.ceil((labelPx + GAP_PX) / spacing);
  const fromEnds = (1.5 * labelPx + GAP_PX) / spacing;
  const between: number[] = [];
  for (let i = step; i < last; i += step) if (i >= fromEnds && last - i >= fromEnds) between.push(i);
  return [0, ...between, last].map((i) => labels[i]);
}

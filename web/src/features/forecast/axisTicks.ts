/** About how wide one character of an 11 px axis label is, and the gap kept between two labels. */
const CHARACTER_PX = 7;
const GAP_PX = 24;

/**
 * The labels a burn-up's time axis names within `width` pixels: always the first and the last,
 * and as many evenly spaced ones between them as fit side by side.
 */
export function axisTicks(labels: readonly string[], width: number): string[] {
  if (labels.length <= 2) return [...labels];
  const longest = Math.max(...labels.map((label) => label.length));
  const fitting = Math.max(2, Math.floor(width / (longest * CHARACTER_PX + GAP_PX)));
  const count = Math.min(labels.length, fitting);
  return Array.from({ length: count }, (_, i) => labels[Math.round((i * (labels.length - 1)) / (count - 1))]);
}

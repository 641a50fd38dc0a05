/**
 * `text` as it is when it fits in `max` characters; else cut after the last whole word that
 * fits, trailing spaces and punctuation dropped, with an ellipsis (the result is at most `max`
 * characters). A single word longer than half of `max` is cut inside instead, so a cut never
 * leaves almost nothing.
 */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.search(/\s\S*$/);
  const head = lastSpace >= max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s.,;:!?-]+$/, '')}…`;
}

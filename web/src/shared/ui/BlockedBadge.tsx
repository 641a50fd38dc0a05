import { Badge } from './Badge';

/** “A”, “A” and “B”, “A”, “B” and “C”: titles quoted, so a title with a comma still reads right. */
export function titleList(titles: string[]): string {
  const quoted = titles.map((title) => `“${title}”`);
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
}

/**
 * An open todo that waits for todos not completed yet. The text names them (Blocked · waits for
 * “A” and “B”); a narrow list cuts it with an ellipsis and the full text stays in the tooltip and
 * for screen readers. The todo's own page shows it `whole`, wrapped on a phone.
 */
export function BlockedBadge({ waitingFor, whole = false }: { waitingFor: string[]; whole?: boolean }) {
  const text = waitingFor.length > 0 ? `Blocked · waits for ${titleList(waitingFor)}` : 'Blocked';
  return (
    <Badge tone="orange" title={text} wraps={whole}>
      {text}
    </Badge>
  );
}

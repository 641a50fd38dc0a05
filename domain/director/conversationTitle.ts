/** Longest title shown in the Recent Conversations list before it is shortened. */
export const conversationTitleMaxLength = 60;

/**
 * A conversation is titled from its first message: whitespace collapsed, cut at a
 * word boundary with an ellipsis when it is too long for the sidebar.
 */
export function conversationTitleFrom(firstMessage: string): string {
  const text = firstMessage.replace(/\s+/g, ' ').trim();
  if (text.length <= conversationTitleMaxLength) return text;
  const cut = text.slice(0, conversationTitleMaxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // Cut at a word boundary unless that would leave almost nothing (one very long word).
  const head = lastSpace >= conversationTitleMaxLength / 2 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s.,;:!?-]+$/, '')}…`;
}

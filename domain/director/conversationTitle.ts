import { cutAtWord } from '../cutAtWord';

/** Longest title shown in the Recent Conversations list before it is shortened. */
export const conversationTitleMaxLength = 60;

/**
 * A conversation is titled from its first message: whitespace collapsed, cut at a
 * word boundary with an ellipsis when it is too long for the sidebar.
 */
export function conversationTitleFrom(firstMessage: string): string {
  return cutAtWord(firstMessage.replace(/\s+/g, ' ').trim(), conversationTitleMaxLength);
}

/** The marker that sets a user's note apart inside a step description. */
export const NOTE_MARKER = '📝 Note:';

/** A note is appended to the step's description, after a blank line when there is text. */
export function appendNote(description: string | null, note: string): string {
  const line = `${NOTE_MARKER} ${note.trim()}`;
  return description && description.trim() !== '' ? `${description}\n\n${line}` : line;
}

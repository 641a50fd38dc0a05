import type { KeyboardEvent } from 'react';

/** A message box's keys: Enter sends, Shift+Enter adds a line; nothing is sent while an input method composes. */
export const sendOnEnter = (send: () => void) => (event: KeyboardEvent<HTMLTextAreaElement>) => {
  if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
    event.preventDefault();
    send();
  }
};

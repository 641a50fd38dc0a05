import { useId, useState } from 'react';
import { inputClass, primaryButton } from '../../shared/ui/styles';
import type { DirectorChat } from './useDirectorChat';
import { sendOnEnter } from '../../shared/ui/sendOnEnter';

type Props = {
  /** Its `send` returns true when the message was accepted (the box then clears). */
  chat: Pick<DirectorChat, 'phase' | 'send'>;
  rows: number;
  placeholder: string;
};

/** Enter sends, Shift+Enter adds a newline; Send is disabled when empty or while a reply runs. */
export function ChatInput({ chat, rows, placeholder }: Props) {
  const [text, setText] = useState('');
  const inputId = useId();
  const canSend = text.trim() !== '' && chat.phase === 'idle';

  const submit = () => {
    if (!canSend) return;
    if (chat.send(text)) setText('');
  };

  const onKeyDown = sendOnEnter(submit);

  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Message The Director
      </label>
      <textarea
        id={inputId}
        rows={rows}
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className={`${inputClass} min-w-0 flex-1 resize-none`}
      />
      <button
        type="submit"
        disabled={!canSend}
        className={primaryButton}
      >
        Send
      </button>
    </form>
  );
}

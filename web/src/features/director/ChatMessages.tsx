import { useEffect, useRef, type ReactNode } from 'react';
import { ChatMessageBubble, preloadMarkdown, StreamingBubble, ThinkingIndicator } from './ChatMessageBubble';
import type { DirectorChat } from './useDirectorChat';

type Props = { chat: Pick<DirectorChat, 'messages' | 'phase' | 'streamText'>; empty: ReactNode };

/** The message list; it keeps the newest content in view. */
export function ChatMessages({ chat, empty }: Props) {
  const { messages, phase, streamText } = chat;
  const end = useRef<HTMLDivElement>(null);

  useEffect(preloadMarkdown, []);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages, phase, streamText]);

  return (
    // It scrolls on its own, so it takes keyboard focus to scroll by keys.
    <div role="log" aria-label="Messages" tabIndex={0} className="flex-1 space-y-4 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400" aria-live="polite" aria-busy={phase !== 'idle'}>
      {messages.length === 0 && phase === 'idle' ? empty : null}
      {messages.map((message, index) => (
        <ChatMessageBubble key={`${index}-${message.timestamp}`} message={message} />
      ))}
      {phase === 'waiting' ? <ThinkingIndicator /> : null}
      {phase === 'streaming' ? <StreamingBubble text={streamText} /> : null}
      <div ref={end} />
    </div>
  );
}

import { Suspense, lazy } from 'react';
import type { ChatMessage } from './directorTypes';
import { formatTime } from '../../shared/format/date';

const loadMarkdownText = () => import('./MarkdownText');
const MarkdownText = lazy(loadMarkdownText);

/**
 * Fetches the markdown renderer ahead of the first reply. The chat opens without waiting for it:
 * until it is there, a reply shows as plain text.
 */
export function preloadMarkdown(): void {
  void loadMarkdownText();
}

function Reply({ text }: { text: string }) {
  return (
    <Suspense fallback={<div className="whitespace-pre-wrap">{text}</div>}>
      <MarkdownText text={text} />
    </Suspense>
  );
}

/** User messages: plain text on the right. Assistant messages: markdown on the left with the time. */
export function ChatMessageBubble({ message }: { message: ChatMessage }) {
  if (message.role === 'user') {
    return (
      <div className="flex justify-end">
        <div className="max-w-[80%] rounded-2xl rounded-br-sm bg-indigo-600 px-4 py-2.5 whitespace-pre-wrap text-white shadow-sm">
          <span className="sr-only">You: </span>
          {message.content}
        </div>
      </div>
    );
  }
  const time = formatTime(message.timestamp);
  return (
    <div className="flex justify-start">
      <div className="max-w-[80%] rounded-2xl rounded-bl-sm border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 px-4 py-2.5 shadow-sm">
        <span className="sr-only">The Director: </span>
        <div className="prose prose-sm max-w-none prose-slate dark:prose-invert">
          <Reply text={message.content} />
        </div>
        {time ? (
          <time dateTime={message.timestamp} className="mt-1 block text-right text-xs text-slate-600 dark:text-slate-400">
            {time}
          </time>
        ) : null}
      </div>
    </div>
  );
}

/** The reply while it streams in, with its 'Typing...' indicator. */
export function StreamingBubble({ text }: { text: string }) {
  return (
    <div className="flex justify-start">
      <div className="max-w-[80%] rounded-2xl rounded-bl-sm border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 px-4 py-2.5 shadow-sm">
        <div className="prose prose-sm max-w-none prose-slate dark:prose-invert">
          <Reply text={text} />
        </div>
        <p className="mt-1 flex items-center gap-1.5 text-xs text-indigo-700 dark:text-indigo-300">
          <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-indigo-600" />
          Typing...
        </p>
      </div>
    </div>
  );
}

/** Shown between sending and the first chunk. */
export function ThinkingIndicator() {
  return (
    <div className="flex justify-start" role="status">
      <div className="max-w-[80%] rounded-2xl rounded-bl-sm border border-indigo-100 dark:border-indigo-800 bg-indigo-50 dark:bg-indigo-950 px-4 py-3">
        <p className="flex items-center gap-2 text-sm font-medium text-indigo-900 dark:text-indigo-200">
          <span aria-hidden="true" className="flex gap-1">
            <span className="size-1.5 animate-bounce rounded-full bg-indigo-600" />
            <span className="size-1.5 animate-bounce rounded-full bg-indigo-600 [animation-delay:150ms]" />
            <span className="size-1.5 animate-bounce rounded-full bg-indigo-600 [animation-delay:300ms]" />
          </span>
          The Director is thinking
        </p>
        <p className="mt-0.5 text-xs text-indigo-700 dark:text-indigo-300">Analyzing your productivity data...</p>
      </div>
    </div>
  );
}

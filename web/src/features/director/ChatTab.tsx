import { ChatInput } from './ChatInput';
import { DirectorIcon } from './DirectorIcon';
import { ChatMessages } from './ChatMessages';
import type { DirectorChat } from './useDirectorChat';

/** The Director's full chat: welcome, messages, the streamed reply and a 3-row input. */
export function ChatTab({ chat }: { chat: DirectorChat }) {
  return (
    <div className="flex h-full min-h-0 flex-col">
      <ChatMessages
        chat={chat}
        empty={
          <div className="flex h-full flex-col items-center justify-center py-12 text-center">
            <span className="mb-3 flex size-14 items-center justify-center rounded-full bg-indigo-100 dark:bg-indigo-900 text-indigo-700 dark:text-indigo-300">
              <DirectorIcon className="size-8" />
            </span>
            <h2 className="text-xl font-semibold text-slate-900 dark:text-slate-100">Welcome to The Director</h2>
            <p className="mt-1 text-slate-600 dark:text-slate-400">Ask me anything about your productivity data</p>
          </div>
        }
      />
      <div data-tour-target="director-input" className="border-t border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-3">
        <ChatInput chat={chat} rows={3} placeholder="Ask about your priorities, progress or next steps..." />
      </div>
    </div>
  );
}

import { formatDate } from '../../shared/format/date';
import { primaryButton } from '../../shared/ui/styles';
import type { Conversation } from './directorTypes';

type Props = {
  conversations: Conversation[];
  activeId: string | null;
  onNew(): void;
  onOpen(id: string): void;
};


/** 300 px: 'New Conversation' and the recent conversations, newest first as the server sends them. */
export function ConversationSidebar({ conversations, activeId, onNew, onOpen }: Props) {
  return (
    <aside aria-label="Conversations" className="flex w-full shrink-0 flex-col border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 md:w-[300px] md:border-r">
      <div className="p-3">
        <button
          type="button"
          onClick={onNew}
          className={`${primaryButton} w-full`}
        >
          New Conversation
        </button>
      </div>
      <h2 className="px-4 pb-2 text-xs font-semibold tracking-wide text-slate-600 dark:text-slate-400 uppercase">Recent Conversations</h2>
      {conversations.length === 0 ? (
        <p className="px-4 pb-4 text-sm text-slate-600 dark:text-slate-400">No conversations yet</p>
      ) : (
        <ul className="max-h-64 flex-1 space-y-1 overflow-y-auto px-2 pb-3 md:max-h-none">
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <button
                type="button"
                onClick={() => onOpen(conversation.id)}
                aria-current={conversation.id === activeId ? 'true' : undefined}
                className="w-full rounded-lg px-3 py-2 text-left hover:bg-slate-100 dark:hover:bg-slate-800 aria-[current=true]:bg-indigo-50 dark:aria-[current=true]:bg-indigo-950"
              >
                {/* Cut at two lines; the whole title shows on hover. */}
                <span className="line-clamp-2 text-sm font-medium break-words text-slate-900 dark:text-slate-100" title={conversation.title || undefined}>
                  {conversation.title || 'Untitled conversation'}
                </span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">{formatDate(conversation.updated_at)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

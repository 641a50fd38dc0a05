import { useId, useState } from 'react';
import { formatDate } from '../../shared/format/date';
import { primaryButton } from '../../shared/ui/styles';
import type { Conversation } from './directorTypes';

type Props = {
  conversations: Conversation[];
  activeId: string | null;
  onNew(): void;
  onOpen(id: string): void;
};

/**
 * 300 px: 'New Conversation' and the recent conversations, newest first as the server sends them.
 * On a phone it is one row above the chat: the list folds under its heading until asked for,
 * and folds again once a conversation is picked.
 */
export function ConversationSidebar({ conversations, activeId, onNew, onOpen }: Props) {
  const [listOpen, setListOpen] = useState(false);
  const listId = useId();
  const headingClass = 'text-xs font-semibold tracking-wide text-slate-600 dark:text-slate-400 uppercase';
  return (
    <aside
      aria-label="Conversations"
      className="flex w-full shrink-0 flex-row flex-wrap items-center gap-2 border-b border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-3 md:w-[300px] md:flex-col md:flex-nowrap md:items-stretch md:gap-0 md:border-r md:border-b-0 md:p-0"
    >
      {/*
        On a phone the fold keeps its one line at its whole width; where New Conversation has no
        room beside it, the button takes the row below.
      */}
      <div className="order-2 grow md:order-none md:grow-0 md:p-3">
        <button
          type="button"
          onClick={() => {
            setListOpen(false);
            onNew();
          }}
          className={`${primaryButton} w-full`}
        >
          New Conversation
        </button>
      </div>
      <h2 className={`order-1 flex-1 md:order-none md:flex-none md:px-4 md:pb-2 ${headingClass}`}>
        <button
          type="button"
          aria-expanded={listOpen}
          aria-controls={listId}
          onClick={() => setListOpen((open) => !open)}
          className={`flex items-center gap-1 rounded-md py-2 pr-2 text-left whitespace-nowrap hover:text-slate-900 dark:hover:text-white md:hidden ${headingClass}`}
        >
          Recent Conversations <span className="font-normal">({conversations.length})</span>
          <span aria-hidden="true" className={`inline-block ${listOpen ? 'rotate-180' : ''}`}>
            ▾
          </span>
        </button>
        <span className="hidden md:inline">Recent Conversations</span>
      </h2>
      <div id={listId} className={`order-3 basis-full md:order-none md:flex md:min-h-0 md:flex-1 md:flex-col ${listOpen ? '' : 'hidden'}`}>
        {conversations.length === 0 ? (
          <p className="pb-1 text-sm text-slate-600 dark:text-slate-400 md:px-4 md:pb-4">No conversations yet</p>
        ) : (
          <ul className="max-h-64 flex-1 space-y-1 overflow-y-auto md:max-h-none md:px-2 md:pb-3">
            {conversations.map((conversation) => (
              <li key={conversation.id}>
                <button
                  type="button"
                  onClick={() => {
                    setListOpen(false);
                    onOpen(conversation.id);
                  }}
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
      </div>
    </aside>
  );
}

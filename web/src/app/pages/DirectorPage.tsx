import { useCallback, useState } from 'react';
import { pageSubtitleClass, pageTitleClass } from '../../shared/ui/styles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChatTab } from '../../features/director/ChatTab';
import { ConversationSidebar } from '../../features/director/ConversationSidebar';
import { directorKeys, fetchConversationMessages, fetchConversations } from '../../features/director/directorApi';
import type { Conversation } from '../../features/director/directorTypes';
import { DirectorTabs, type DirectorTab } from '../../features/director/DirectorTabs';
import { HelpTab } from '../../features/director/HelpTab';
import { SettingsTab } from '../../features/director/SettingsTab';
import { CHAT_ERROR_REPLY, chatFailureText, useDirectorChat } from '../../features/director/useDirectorChat';

/** /director: conversations on the left; Chat, Help and Settings tabs on the right. */
export default function DirectorPage() {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<DirectorTab>('chat');

  const { data: conversations = [] } = useQuery({
    queryKey: directorKeys.conversations,
    queryFn: () =>
      fetchConversations().catch((error: unknown) => {
        console.error('Failed to load conversations', error);
        return [] as Conversation[];
      }),
  });

  const chat = useDirectorChat({
    onReplyDone: () => void queryClient.invalidateQueries({ queryKey: directorKeys.conversations }),
    onSendFailed: (error) => ({ role: 'assistant', content: chatFailureText(error, CHAT_ERROR_REPLY), timestamp: new Date().toISOString() }),
  });

  const openConversation = useCallback(
    async (id: string) => {
      setTab('chat');
      try {
        chat.show(id, await fetchConversationMessages(id));
      } catch (error) {
        console.error('Failed to load messages', error);
        chat.show(id, []);
      }
    },
    [chat],
  );

  return (
    <div className="mx-auto flex h-[calc(100vh-4rem)] max-w-7xl flex-col px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-3 pb-4">
        <div>
          <h1 className={pageTitleClass}>The Director</h1>
          <p className={pageSubtitleClass}>Your AI productivity assistant</p>
        </div>
        <DirectorTabs active={tab} onSelect={setTab} />
      </header>
      <div className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700 bg-slate-50 dark:bg-slate-800 shadow-sm md:flex-row">
        <ConversationSidebar
          conversations={conversations}
          activeId={chat.conversationId}
          onNew={() => {
            chat.reset();
            setTab('chat');
          }}
          onOpen={(id) => void openConversation(id)}
        />
        <div role="tabpanel" id={`director-panel-${tab}`} aria-labelledby={`director-tab-${tab}`} tabIndex={0} className="min-h-0 flex-1 overflow-y-auto focus-visible:outline-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400">
          {tab === 'chat' ? <ChatTab chat={chat} /> : null}
          {tab === 'help' ? <HelpTab /> : null}
          {tab === 'settings' ? <SettingsTab /> : null}
        </div>
      </div>
    </div>
  );
}

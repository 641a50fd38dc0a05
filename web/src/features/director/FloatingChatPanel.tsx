import { useToast } from '../../shared/toast/useToast';
import { Modal } from '../../shared/ui/Modal';
import { ChatInput } from './ChatInput';
import { ChatMessages } from './ChatMessages';
import { chatFailureText, useDirectorChat } from './useDirectorChat';

export const FLOATING_SEND_FAILED = 'Failed to send message. Please try again.';

/** The floating quick chat: no history from the server; the conversation lasts while it is open. */
export default function FloatingChatPanel({ onClose }: { onClose(): void }) {
  const toast = useToast();
  const chat = useDirectorChat({
    onSendFailed: (error) => {
      toast.error(chatFailureText(error, FLOATING_SEND_FAILED));
      return null;
    },
  });
  return (
    <Modal open onClose={onClose} title="The Director" size="lg" description="Your AI productivity assistant">
      <div className="-mx-5 -my-4 flex h-[min(60vh,calc(80vh-5rem))] flex-col bg-slate-50 dark:bg-slate-800">
        <ChatMessages chat={chat} empty={<p className="py-10 text-center text-slate-600 dark:text-slate-400">Start a conversation</p>} />
        <div className="border-t border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-3 sm:rounded-b-2xl">
          <ChatInput chat={chat} rows={2} placeholder="Ask The Director anything about your work..." />
        </div>
      </div>
    </Modal>
  );
}

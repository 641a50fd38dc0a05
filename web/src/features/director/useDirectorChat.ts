import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/http';
import { streamDirectorChat } from './directorStream';
import type { ChatMessage } from './directorTypes';

export const EMPTY_REPLY_FALLBACK = 'I apologize, but I was unable to generate a response. Please try again.';
export const CHAT_ERROR_REPLY = 'Sorry, I encountered an error processing your request.';

/** What to tell the user when a message could not be sent: the server's reason when it is one they can act on (a rate limit says when to retry). */
export function chatFailureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 429 && error.detail ? error.detail : fallback;
}

/** idle -> waiting (until the first chunk) -> streaming -> idle. */
export type ChatPhase = 'idle' | 'waiting' | 'streaming';

type Options = {
  /** A finished reply (the full page reloads its conversation list). */
  onReplyDone?(): void;
  /** A failed send that was not an abort; may return a message to append to the chat. */
  onSendFailed(error: unknown): ChatMessage | null;
};

export type DirectorChat = {
  messages: ChatMessage[];
  conversationId: string | null;
  streamText: string;
  phase: ChatPhase;
  send(text: string): boolean;
  reset(): void;
  /** Shows a saved conversation (its id is kept for the following messages). */
  show(conversationId: string, messages: ChatMessage[]): void;
};

function isAbort(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'AbortError' : (error as { name?: string })?.name === 'AbortError';
}

/**
 * One Director chat: the user's message shows at once, the reply streams in, and when the
 * stream says done the text becomes an assistant message (or the fallback when it is empty).
 * A conversation id sent by the server is kept for the next messages.
 */
export function useDirectorChat({ onReplyDone, onSendFailed }: Options): DirectorChat {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [streamText, setStreamText] = useState('');
  const [phase, setPhase] = useState<ChatPhase>('idle');
  const controller = useRef<AbortController | null>(null);
  const callbacks = useRef({ onReplyDone, onSendFailed });
  callbacks.current = { onReplyDone, onSendFailed };
  const conversationRef = useRef<string | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const abortCurrent = () => {
    controller.current?.abort();
    controller.current = null;
  };

  const send = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      if (!message || controller.current) return false;
      const request = new AbortController();
      controller.current = request;
      setMessages((previous) => [...previous, { role: 'user', content: message, timestamp: new Date().toISOString() }]);
      setStreamText('');
      setPhase('waiting');

      let reply = '';
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        const content = reply.trim() === '' ? EMPTY_REPLY_FALLBACK : reply;
        setMessages((previous) => [...previous, { role: 'assistant', content, timestamp: new Date().toISOString() }]);
        setStreamText('');
        setPhase('idle');
        callbacks.current.onReplyDone?.();
      };

      streamDirectorChat(
        message,
        conversationRef.current,
        (event) => {
          if (request.signal.aborted) return;
          if (event.conversation_id && event.conversation_id !== conversationRef.current) {
            conversationRef.current = event.conversation_id;
            setConversationId(event.conversation_id);
          }
          if (typeof event.chunk === 'string' && event.chunk !== '') {
            reply += event.chunk;
            setStreamText(reply);
            setPhase('streaming');
          }
          if (event.error) throw new Error(event.error);
          if (event.done) finish();
        },
        request.signal,
      )
        .then(() => {
          // A stream that ends without its done event still delivered what it had.
          if (!request.signal.aborted) finish();
        })
        .catch((error: unknown) => {
          if (isAbort(error) || request.signal.aborted || finished) return; // aborts are silent
          console.error('Director chat failed', error);
          finished = true;
          const note = callbacks.current.onSendFailed(error);
          if (note) setMessages((previous) => [...previous, note]);
          setStreamText('');
          setPhase('idle');
        })
        .finally(() => {
          if (controller.current === request) controller.current = null;
        });
      return true;
    },
    [],
  );

  const reset = useCallback(() => {
    abortCurrent();
    conversationRef.current = null;
    setConversationId(null);
    setMessages([]);
    setStreamText('');
    setPhase('idle');
  }, []);

  const show = useCallback((id: string, loaded: ChatMessage[]) => {
    abortCurrent();
    conversationRef.current = id;
    setConversationId(id);
    setMessages(loaded);
    setStreamText('');
    setPhase('idle');
  }, []);

  return { messages, conversationId, streamText, phase, send, reset, show };
}

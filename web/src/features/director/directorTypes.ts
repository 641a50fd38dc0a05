import type { ApiResponse } from '../../shared/api/types';

/** The Director's data as the API answers it, read from the generated contract. */
export type Conversation = ApiResponse<'/api/director/conversations', 'get'>[number];

export type StoredChatMessage = ApiResponse<'/api/director/conversations/{id}/messages', 'get'>[number];

/** A message on screen: a stored one, or one shown before the server has stored it (no id yet). */
export type ChatMessage = Pick<StoredChatMessage, 'role' | 'content' | 'timestamp'>;

export type ChatRole = ChatMessage['role'];

export type DirectorSettings = ApiResponse<'/api/director/settings', 'get'>;

export type ResponseStyle = DirectorSettings['response_style'];

export type SystemPromptRole = DirectorSettings['system_prompt_role'];

/** One `data:` line of POST /director/chat (a text/event-stream, which OpenAPI does not describe). */
export type DirectorStreamEvent = {
  conversation_id?: string;
  chunk?: string;
  done?: boolean;
  error?: string;
};

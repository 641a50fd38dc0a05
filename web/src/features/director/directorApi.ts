import { apiFetch } from '../../shared/api/http';
import type { ChatMessage, Conversation, DirectorSettings } from './directorTypes';

export const directorKeys = {
  conversations: ['director', 'conversations'] as const,
};

/** The conversation list; anything but a list counts as empty (spec 001, section 7). */
export async function fetchConversations(): Promise<Conversation[]> {
  const answer = await apiFetch<unknown>('/director/conversations');
  return Array.isArray(answer) ? (answer as Conversation[]) : [];
}

export async function fetchConversationMessages(id: string): Promise<ChatMessage[]> {
  const answer = await apiFetch<unknown>(`/director/conversations/${encodeURIComponent(id)}/messages`);
  return Array.isArray(answer) ? (answer as ChatMessage[]) : [];
}

export function fetchDirectorSettings(): Promise<DirectorSettings> {
  return apiFetch<DirectorSettings>('/director/settings');
}

export function saveDirectorSettings(settings: DirectorSettings): Promise<DirectorSettings> {
  return apiFetch<DirectorSettings>('/director/settings', { method: 'PUT', body: settings });
}

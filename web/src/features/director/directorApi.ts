import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/http';
import type { ChatMessage, Conversation, DirectorSettings } from './directorTypes';

export const directorKeys = {
  conversations: ['director', 'conversations'] as const,
  settings: ['director', 'settings'] as const,
};

/** The conversation list; anything but a list counts as empty. */
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

/** The Director's settings, loaded when first shown. */
export function useDirectorSettings() {
  return useQuery({ queryKey: directorKeys.settings, queryFn: fetchDirectorSettings });
}

/** Saves the settings; the server's answer becomes what every screen shows. */
export function useSaveDirectorSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDirectorSettings,
    onSuccess: (saved) => queryClient.setQueryData(directorKeys.settings, saved),
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch, errorDetail, type UndoToken } from '../api/http';
import { useToast } from '../toast/useToast';

/** How long the toast of an undoable change stays (and with it the Undo button). */
export const UNDO_TOAST_MS = 8000;
export const UNDONE = 'Undone.';

/** Takes a change back (POST /api/undo with the token its answer carried). */
export const undoChange = (token: UndoToken) => apiFetch<{ detail: string }>('/undo', { method: 'POST', body: token });

/**
 * The success toast of an undoable change, with an "Undo" button for its life. Undoing shows
 * "Undone." and refreshes every query; a refusal (the entity changed since) shows the server's
 * sentence. Without a token (nothing changed) it is a plain success toast.
 */
export function useUndoToast() {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useCallback(
    (message: string, token: UndoToken | null, afterUndo?: () => void) => {
      if (!token) {
        toast.success(message);
        return;
      }
      const undo = async () => {
        try {
          await undoChange(token);
          toast.success(UNDONE);
          afterUndo?.();
          await queryClient.invalidateQueries();
        } catch (error) {
          toast.error(errorDetail(error, 'That change could not be undone. Please try again.'));
        }
      };
      toast.success(message, { ms: UNDO_TOAST_MS, action: { label: 'Undo', onClick: () => void undo() } });
    },
    [toast, queryClient],
  );
}

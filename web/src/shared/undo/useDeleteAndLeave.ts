import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorDetail, type UndoToken } from '../api/http';
import { useToast } from '../toast/useToast';
import { useUndoToast } from './useUndoToast';

type Leave = {
  /** The list the screen leaves for. */
  list: string;
  /** The deleted entity's own screen: Undo comes back to it. */
  page: string;
  /** The toast of the deletion; it carries the Undo button. */
  deleted: string;
  /** The toast of a failure the server gives no reason for. */
  failed: string;
};

/**
 * Deletes the entity on screen and leaves for its list with an Undo toast; undoing comes back to
 * its screen. A failure shows the server's sentence and stays. Resolves true once deleted.
 */
export function useDeleteAndLeave() {
  const navigate = useNavigate();
  const toast = useToast();
  const undoToast = useUndoToast();
  return useCallback(
    async (remove: () => Promise<{ undo: UndoToken | null }>, { list, page, deleted, failed }: Leave) => {
      try {
        const { undo } = await remove();
        navigate(list);
        undoToast(deleted, undo, () => navigate(page));
        return true;
      } catch (error) {
        toast.error(errorDetail(error, failed));
        return false;
      }
    },
    [navigate, toast, undoToast],
  );
}

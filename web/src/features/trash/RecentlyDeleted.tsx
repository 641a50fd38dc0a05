import { useNavigate } from 'react-router-dom';
import { errorDetail } from '../../shared/api/http';
import { formatDateTime } from '../../shared/format/date';
import { useToast } from '../../shared/toast/useToast';
import { secondaryButton } from '../../shared/ui/styles';
import { useFocusAfterRemoval } from '../../shared/ui/useFocusAfterRemoval';
import { useRecentlyDeleted, useRestore, type TrashItem } from './trashApi';
import { LoadFailed } from '../../shared/ui/LoadFailed';

export const NOTHING_DELETED = 'Nothing deleted in the last 30 days.';

const KIND_LABEL: Record<TrashItem['kind'], string> = { todo: 'Todo', mission: 'Mission', odyssey: 'Odyssey' };
const PAGE_OF: Record<TrashItem['kind'], (id: string) => string> = { todo: (id) => `/todo/${id}`, mission: (id) => `/missions/${id}`, odyssey: (id) => `/odysseys/${id}` };

/** The list of Recently deleted, newest first, with a Restore button per row. */
export function RecentlyDeleted() {
  const toast = useToast();
  const list = useRecentlyDeleted();
  const restore = useRestore();
  const navigate = useNavigate();
  const focus = useFocusAfterRemoval<HTMLUListElement, HTMLParagraphElement>('button');

  const onRestore = async (item: TrashItem, index: number) => {
    focus.removing(index);
    try {
      await restore.mutateAsync(item);
      toast.success(`${KIND_LABEL[item.kind]} "${item.title}" restored.`, { action: { label: 'Open', onClick: () => navigate(PAGE_OF[item.kind](item.id)) } });
    } catch (error) {
      focus.kept();
      toast.error(errorDetail(error, 'Failed to restore. Please try again.'));
    }
  };

  if (list.isPending) return <p className="py-8 text-center text-slate-600 dark:text-slate-400">Loading...</p>;
  if (list.isError) return <LoadFailed message={errorDetail(list.error, 'Failed to load Recently deleted. Please try again.')} onRetry={() => void list.refetch()} className="justify-center py-8" />;
  if (list.data.length === 0) return <p ref={focus.fallback} tabIndex={-1} className="rounded-xl border border-dashed border-slate-300 dark:border-slate-600 p-8 text-center text-slate-600 dark:text-slate-400">{NOTHING_DELETED}</p>;

  return (
    <ul ref={focus.list} className="divide-y divide-slate-200 dark:divide-slate-700 rounded-xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 shadow-sm">
      {/* One baseline: the kind stays beside a long title's first line, not halfway down it. */}
      {list.data.map((item, index) => (
        <li key={`${item.kind}-${item.id}`} className="flex flex-wrap items-baseline gap-3 px-4 py-3">
          <span className="w-20 shrink-0 text-xs font-semibold tracking-wide text-slate-500 dark:text-slate-400 uppercase">{KIND_LABEL[item.kind]}</span>
          <span className="min-w-0 flex-[1_1_12rem] break-words text-slate-900 dark:text-slate-100">{item.title}</span>
          <span className="text-sm text-slate-600 dark:text-slate-400">Deleted {formatDateTime(item.deleted_at)}</span>
          <button
            type="button"
            onClick={() => void onRestore(item, index)}
            disabled={restore.isPending && restore.variables?.id === item.id}
            aria-label={`Restore ${KIND_LABEL[item.kind].toLowerCase()} ${item.title}`}
            className={secondaryButton}
          >
            Restore
          </button>
        </li>
      ))}
    </ul>
  );
}

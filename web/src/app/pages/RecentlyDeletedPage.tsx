import { RecentlyDeleted } from '../../features/trash/RecentlyDeleted';
import { pageSubtitleClass, pageTitleClass } from '../../shared/ui/styles';

/** /trash: todos, missions and odysseys deleted in the last 30 days, each restorable. */
export default function RecentlyDeletedPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className={pageTitleClass}>Recently Deleted</h1>
      <p className={`${pageSubtitleClass} mb-6 max-w-3xl`}>Deleted todos, missions and odysseys stay here for 30 days. A restored todo comes back with its steps, evidence, findings and chat.</p>
      <RecentlyDeleted />
    </div>
  );
}

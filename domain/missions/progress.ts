/** Completed over total as an integer percent; 0 when there is nothing to complete. */
export function progressPercentage(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((completed / total) * 100);
}

/** How many of the items there are, how many are completed, and that share as an integer percent. */
export function completionOf(items: ReadonlyArray<{ status: string }>): { total: number; completed: number; progress: number } {
  const completed = items.filter((item) => item.status === 'completed').length;
  return { total: items.length, completed, progress: progressPercentage(completed, items.length) };
}

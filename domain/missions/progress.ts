/** Completed over total as an integer percent; 0 when there is nothing to complete. */
export function progressPercentage(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((completed / total) * 100);
}

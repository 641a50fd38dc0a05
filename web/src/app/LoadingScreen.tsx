/** Shown while the sign-in state or a page's code is loading. */
export function LoadingScreen() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-slate-600 dark:text-slate-400">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-indigo-600 border-t-transparent" />
      Loading...
    </div>
  );
}

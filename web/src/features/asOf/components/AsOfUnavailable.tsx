/** Why there is nothing to show for the chosen day (the server's sentence when it gave one). */
export function AsOfUnavailable({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-6 text-center text-slate-700 dark:text-slate-300">
      {message}
    </p>
  );
}

import { secondaryButton } from './styles';

/** Part of a screen that could not load: what went wrong, and Retry to ask again (a failure is often brief). */
export function LoadFailed({ message, onRetry, className = '' }: { message: string; onRetry(): void; className?: string }) {
  return (
    <div role="alert" className={`flex flex-wrap items-center gap-3 text-red-700 dark:text-red-300 ${className}`}>
      <span>{message}</span>
      <button type="button" className={secondaryButton} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

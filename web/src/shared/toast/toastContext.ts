import { createContext } from 'react';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** A button on the toast (e.g. "Undo"), shown for the toast's life; clicking it closes the toast. */
export type ToastAction = { label: string; onClick(): void };

/** A duration in ms, or a duration and an action. */
export type ToastOptions = number | { ms?: number; action?: ToastAction };

export type ToastApi = {
  success(message: string, options?: ToastOptions): void;
  error(message: string, options?: ToastOptions): void;
  info(message: string, options?: ToastOptions): void;
  warning(message: string, options?: ToastOptions): void;
};

export const DEFAULT_TOAST_MS = 5000;

export const ToastContext = createContext<ToastApi | null>(null);

import { createContext } from 'react';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export type ToastApi = {
  success(message: string, ms?: number): void;
  error(message: string, ms?: number): void;
  info(message: string, ms?: number): void;
  warning(message: string, ms?: number): void;
};

export const DEFAULT_TOAST_MS = 5000;

export const ToastContext = createContext<ToastApi | null>(null);

import { useContext } from 'react';
import { ToastContext, type ToastApi } from './toastContext';

/** Shows success, error, info and warning toasts (default 5000 ms). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ToastSlotContext, type RegisterToastSlot } from './toastSlot';
import { DEFAULT_TOAST_MS, ToastContext, type ToastAction, type ToastApi, type ToastKind, type ToastOptions } from './toastContext';

type Toast = { id: number; kind: ToastKind; message: string; action?: ToastAction };

const STYLE: Record<ToastKind, string> = {
  success: 'border-green-600 bg-green-50 dark:bg-green-950 text-green-900 dark:text-green-200',
  error: 'border-red-600 bg-red-50 dark:bg-red-950 text-red-900 dark:text-red-200',
  info: 'border-blue-600 bg-blue-50 dark:bg-blue-950 text-blue-900 dark:text-blue-200',
  warning: 'border-amber-500 bg-amber-50 dark:bg-amber-950 text-amber-900 dark:text-amber-200',
};

const ICON: Record<ToastKind, string> = { success: '✓', error: '✕', info: 'i', warning: '!' };

/**
 * Holds the visible toasts and renders them at the foot of the screen, above the floating
 * Director button (at the right from a tablet up, the full width on a phone): at the top they lay
 * over the page headers' buttons (Complete Odyssey, View 3D Graph) for their few seconds. While a
 * dialog is open they show inside the newest dialog under its title, so a toast never lies over
 * a dialog's controls; each one removes itself after its time.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [slots, setSlots] = useState<HTMLElement[]>([]);
  const registerSlot = useCallback<RegisterToastSlot>((slot) => {
    setSlots((list) => [...list.filter((s) => s !== slot), slot]);
    return () => setSlots((list) => list.filter((s) => s !== slot));
  }, []);
  const dialogSlot = slots.length > 0 ? slots[slots.length - 1] : null;
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const show = useCallback(
    (kind: ToastKind, message: string, options?: ToastOptions) => {
      const { ms = DEFAULT_TOAST_MS, action } = typeof options === 'number' ? { ms: options } : (options ?? {});
      const id = nextId.current++;
      setToasts((list) => [...list, { id, kind, message, action }]);
      timers.current.set(id, setTimeout(() => dismiss(id), ms));
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, options),
      info: (message, options) => show('info', message, options),
      warning: (message, options) => show('warning', message, options),
    }),
    [show],
  );

  const list = toasts.map((toast) => (
    <div
      key={toast.id}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-toast={toast.kind}
      className={`pointer-events-auto flex w-full items-start sm:max-w-sm gap-3 rounded-lg border-l-4 px-4 py-3 shadow-lg motion-safe:animate-[toast-in_150ms_ease-out] ${STYLE[toast.kind]}`}
    >
      <span aria-hidden="true" className="font-bold">
        {ICON[toast.kind]}
      </span>
      {/* Spec texts such as "mission re-planned with N todos" stay exact; the first letter shows capitalised. */}
      <p className="flex-1 text-sm first-letter:uppercase">{toast.message}</p>
      {toast.action ? (
        <button
          type="button"
          onClick={() => {
            dismiss(toast.id);
            toast.action?.onClick();
          }}
          className="rounded px-2 text-sm font-semibold underline underline-offset-2 hover:no-underline"
        >
          {toast.action.label}
        </button>
      ) : null}
      <button
        type="button"
        onClick={() => dismiss(toast.id)}
        className="inline-flex size-6 shrink-0 items-center justify-center rounded text-sm opacity-70 hover:opacity-100"
        aria-label="Dismiss notification"
      >
        ✕
      </button>
    </div>
  ));

  return (
    <ToastContext.Provider value={api}>
      <ToastSlotContext.Provider value={registerSlot}>
        {children}
        {dialogSlot ? (
          createPortal(list, dialogSlot)
        ) : (
          <div
            aria-live="polite"
            className="pointer-events-none fixed right-4 bottom-24 left-4 z-[100] flex flex-col items-stretch gap-2 sm:left-auto sm:items-end"
          >
            {list}
          </div>
        )}
      </ToastSlotContext.Provider>
    </ToastContext.Provider>
  );
}

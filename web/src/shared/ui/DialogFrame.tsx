import { useCallback, useContext, useEffect, useRef, type KeyboardEventHandler, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ToastSlotContext } from '../toast/toastSlot';

type Labelled = { labelledBy: string; label?: undefined } | { label: string; labelledBy?: undefined };

type Props = Labelled & {
  onClose(): void;
  describedBy?: string;
  /** A sheet rises from the bottom on a phone and centres on wider screens; top hangs under the header. */
  placement?: 'sheet' | 'top';
  panelClassName: string;
  /** Keys the dialog handles itself (arrows, Enter); Escape and Tab are the frame's. */
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  backdropTestId?: string;
  children: ReactNode;
};

const PLACEMENT = {
  sheet: 'items-end p-0 sm:items-center sm:p-4',
  top: 'items-start p-3 pt-[10vh]',
};

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What every dialog shares: rendered over the page with a backdrop, role=dialog and aria-modal,
 * focus moved in (to [data-autofocus] or the first control) and trapped while open, Escape and
 * the backdrop close it, the page behind does not scroll, and focus returns to the opener (to the
 * page's title when the opener is gone, as a step's checkbox is once the step is completed, or
 * when focus had already fallen to the page body as the dialog opened).
 * Mount it only while the dialog is open.
 */
export function DialogFrame({ onClose, labelledBy, label, describedBy, placement = 'sheet', panelClassName, onKeyDown, backdropTestId, children }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const node = panel.current;
    const first = node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();

    const onDocumentKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden],[aria-hidden="true"]'));
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      } else if (!node.contains(document.activeElement)) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      document.body.style.overflow = previousOverflow;
      if (opener && opener !== document.body && opener.isConnected) opener.focus?.();
      else document.querySelector<HTMLElement>('main h1[tabindex]')?.focus();
    };
  }, []);

  return createPortal(
    <div className={`fixed inset-0 z-50 flex justify-center ${PLACEMENT[placement]}`} onKeyDown={onKeyDown}>
      <div className="absolute inset-0 bg-slate-900/50" aria-hidden="true" onClick={onClose} data-testid={backdropTestId} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={label}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`relative flex w-full flex-col shadow-2xl outline-none ${panelClassName}`}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

/**
 * The place inside a dialog where toasts raised while it is open show, in its flow under its
 * title, so a toast never lies over the dialog's controls.
 */
export function DialogToastSlot({ className }: { className: string }) {
  const registerToastSlot = useContext(ToastSlotContext);
  const toastSlotRef = useCallback((slot: HTMLDivElement | null) => (slot ? registerToastSlot(slot) : undefined), [registerToastSlot]);
  return <div ref={toastSlotRef} aria-live="polite" data-toast-slot className={`flex flex-col gap-2 empty:hidden [&>*]:max-w-none ${className}`} />;
}

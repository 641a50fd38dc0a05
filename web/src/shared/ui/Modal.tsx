import { useId, type ReactNode } from 'react';
import { CrossButton } from './CrossButton';
import { DialogFrame, DialogToastSlot } from './DialogFrame';

type Props = {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons row under the content. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Text under the title, read as the dialog's description. */
  description?: ReactNode;
};

const WIDTH = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' };

/**
 * An accessible dialog with a title: the shared dialog frame (focus trap, Escape, backdrop,
 * focus back to the opener) with a header, a place for toasts under it, content and buttons.
 */
export function Modal({ open, onClose, title, children, footer, size = 'md', description }: Props) {
  const titleId = useId();
  const descriptionId = useId();
  if (!open) return null;

  return (
    <DialogFrame
      onClose={onClose}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      backdropTestId="modal-backdrop"
      panelClassName={`max-h-[92vh] ${WIDTH[size]} rounded-t-2xl bg-white dark:bg-slate-900 sm:rounded-2xl`}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 dark:border-slate-700 px-5 py-4">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {description}
            </p>
          ) : null}
        </div>
        <CrossButton
          label="Close dialog"
          onClick={onClose}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-500 dark:text-slate-400 hover:bg-slate-100 dark:hover:bg-slate-800 hover:text-slate-800 dark:hover:text-slate-100"
        />
      </div>
      <DialogToastSlot className="px-5 pt-3" />
      <div className="overflow-y-auto px-5 py-4">{children}</div>
      {footer ? <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 dark:border-slate-700 px-5 py-3">{footer}</div> : null}
    </DialogFrame>
  );
}

export default Modal;

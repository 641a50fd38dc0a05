import type { ReactNode } from 'react';
import { Modal } from './Modal';
import { ReplanWarningDialog } from './ReplanWarningDialog';
import { primaryButton, secondaryButton } from './styles';
import type { ReplanGate } from './useReplanGate';

export type EditAction = 'save' | 'replan' | 'copy';

type ActionsProps = {
  /** The form the Save button submits. */
  formId: string;
  /** The action in progress, if any: its button shows a progress label, all are disabled. */
  busy: EditAction | null;
  /** The re-plan warning's resource summary is loading. */
  checking: boolean;
  onCancel(): void;
  onCopy(): void;
  onSaveAndReplan(): void;
};

/**
 * The dialog's footer: one row on a wide screen, two rows of two equal buttons on a phone (never
 * one button left alone), padded less there so "Save and Re-plan" keeps to one line.
 */
function EditReplanCopyActions({ formId, busy, checking, onCancel, onCopy, onSaveAndReplan }: ActionsProps) {
  return (
    <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:justify-end [&>button]:px-2 sm:[&>button]:px-4">
      <button type="button" onClick={onCancel} className={secondaryButton}>
        Cancel
      </button>
      <button type="button" onClick={onCopy} disabled={busy !== null} className={secondaryButton}>
        {busy === 'copy' ? 'Copying...' : 'Copy'}
      </button>
      <button type="button" onClick={onSaveAndReplan} disabled={busy !== null || checking} className={secondaryButton}>
        {busy === 'replan' || checking ? 'Re-planning...' : 'Save and Re-plan'}
      </button>
      <button type="submit" form={formId} disabled={busy !== null} className={primaryButton}>
        {busy === 'save' ? 'Saving...' : 'Save'}
      </button>
    </div>
  );
}

type Props = {
  open: boolean;
  onClose(): void;
  title: string;
  /** The id of the edit form, the dialog's content: Save submits it. */
  formId: string;
  busy: EditAction | null;
  gate: ReplanGate;
  onCopy(): void;
  onSaveAndReplan(): void;
  /** The re-plan warning: what is re-planned ('todo', 'mission'), the work it would retire, and optional detail under the counts. */
  warning: { subject: string; counts: { label: string; value: number }[]; detail?: ReactNode };
  children: ReactNode;
};

/** The Edit / Re-plan / Copy dialog of todos and missions; the re-plan warning takes its place while the gate holds the re-plan. */
export function EditReplanCopyDialog({ open, onClose, title, formId, busy, gate, onCopy, onSaveAndReplan, warning, children }: Props) {
  return (
    <>
      <Modal
        open={open && !gate.warningOpen}
        onClose={onClose}
        title={title}
        size="lg"
        footer={
          <EditReplanCopyActions
            formId={formId}
            busy={busy}
            checking={gate.stage === 'checking'}
            onCancel={onClose}
            onCopy={onCopy}
            onSaveAndReplan={onSaveAndReplan}
          />
        }
      >
        {children}
      </Modal>
      <ReplanWarningDialog
        open={open && gate.warningOpen}
        subject={warning.subject}
        loading={gate.stage === 'checking'}
        failed={gate.stage === 'failed'}
        busy={busy === 'replan'}
        counts={warning.counts}
        onRetry={gate.retry}
        onCancel={gate.cancel}
        onConfirm={gate.confirm}
      >
        {warning.detail}
      </ReplanWarningDialog>
    </>
  );
}

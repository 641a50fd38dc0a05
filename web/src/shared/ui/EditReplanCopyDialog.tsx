import type { FormEvent, ReactNode } from 'react';
import { Modal } from './Modal';
import { ReplanWarningDialog } from './ReplanWarningDialog';
import { primaryButton, secondaryButton } from './styles';
import { useReplanGate } from './useReplanGate';

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

type Warning = { subject: string; counts: { label: string; value: number }[]; detail?: ReactNode };

type Props<S extends { has_resources: boolean }, P> = {
  open: boolean;
  onClose(): void;
  title: string;
  /** The id of the edit form, the dialog's content (its fields): Save submits it. */
  formId: string;
  busy: EditAction | null;
  /** The form's values as the change to send, or null when they are not valid (the caller says why). */
  payload(): P | null;
  /** The actions, each run with a valid payload and never while another is in progress; a re-plan passes the warning first. */
  onSave(payload: P): Promise<void>;
  onReplan(payload: P): Promise<void>;
  onCopy(payload: P): Promise<void>;
  /** The resource summary the re-plan warning is decided on (see useReplanGate). */
  loadSummary(): Promise<S>;
  /** The re-plan warning from the summary (null while it loads): what is re-planned ('todo', 'mission'), the work it would retire, and optional detail under the counts. */
  warning(summary: S | null): Warning;
  children: ReactNode;
};

/** The Edit / Re-plan / Copy dialog of todos and missions; the re-plan warning takes its place while the gate holds the re-plan. */
export function EditReplanCopyDialog<S extends { has_resources: boolean }, P>({
  open,
  onClose,
  title,
  formId,
  busy,
  payload,
  onSave,
  onReplan,
  onCopy,
  loadSummary,
  warning: warningOf,
  children,
}: Props<S, P>) {
  const gate = useReplanGate(loadSummary);
  const warning = warningOf(gate.summary);
  const withPayload = (action: (valid: P) => void) => {
    const valid = payload();
    if (valid === null || busy) return;
    action(valid);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    withPayload((valid) => void onSave(valid));
  };

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
            onCopy={() => withPayload((valid) => void onCopy(valid))}
            onSaveAndReplan={() => withPayload((valid) => gate.request(() => void onReplan(valid)))}
          />
        }
      >
        <form id={formId} onSubmit={submit} className="space-y-4" noValidate>
          {children}
        </form>
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

import { primaryButton, secondaryButton } from './styles';

export type EditAction = 'save' | 'replan' | 'copy';

type Props = {
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

/** The footer of the Edit / Re-plan / Copy dialogs (todos and missions). */
export function EditReplanCopyActions({ formId, busy, checking, onCancel, onCopy, onSaveAndReplan }: Props) {
  return (
    <>
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
    </>
  );
}

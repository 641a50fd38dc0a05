import { dialogActionsClass, primaryButton, secondaryButton } from './styles';

type Action = { label: string; disabled: boolean; /** Without it the button submits the step's form. */ onClick?(): void };

/**
 * A wizard step's buttons, the same in every wizard: Back on the left when the step has one, the
 * step's action on the right; they stay in view at the dialog's foot however long the step is.
 * `busy` disables Back.
 */
export function StepActions({ onBack, busy, action }: { onBack?(): void; busy: boolean; action: Action }) {
  return (
    <div className={`${dialogActionsClass} flex gap-2 ${onBack ? 'justify-between' : 'justify-end'}`}>
      {onBack ? (
        <button
          type="button"
          onClick={onBack}
          disabled={busy}
          className={secondaryButton}
        >
          Back
        </button>
      ) : null}
      <button
        type={action.onClick ? 'button' : 'submit'}
        onClick={action.onClick}
        disabled={action.disabled}
        className={primaryButton}
      >
        {action.label}
      </button>
    </div>
  );
}

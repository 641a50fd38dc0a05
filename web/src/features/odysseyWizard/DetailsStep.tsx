import { useId } from 'react';
import { TITLE_AND_DESCRIPTION_REQUIRED, isStep1Valid } from './odysseyWizardModel';
import { StepActions } from '../../shared/ui/WizardStepActions';
import { InputField, TextAreaField } from '../../shared/ui/Field';
import { useStepForm } from './stepForm';

type Props = {
  title: string;
  description: string;
  onTitleChange(value: string): void;
  onDescriptionChange(value: string): void;
  busy: boolean;
  onNext(): void;
};

/** Step 1: the odyssey's title and description (both required). */
export function DetailsStep({ title, description, onTitleChange, onDescriptionChange, busy, onNext }: Props) {
  const titleId = useId();
  const descriptionId = useId();
  const hintId = useId();
  const valid = isStep1Valid(title, description);
  const { showProblem, touch, submit } = useStepForm(valid, busy, onNext);

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <InputField
        id={titleId}
        label="Odyssey Title"
        data-autofocus
        value={title}
        onChange={(event) => onTitleChange(event.target.value)}
        onBlur={touch}
        placeholder="e.g. Launch my own consulting business"
        aria-describedby={showProblem ? hintId : undefined}
      />
      <TextAreaField
        id={descriptionId}
        label="Description"
        rows={6}
        value={description}
        onChange={(event) => onDescriptionChange(event.target.value)}
        onBlur={touch}
        placeholder="What does success look like, and why does it matter to you?"
        aria-describedby={showProblem ? hintId : undefined}
      />
      {showProblem ? (
        <p id={hintId} className="text-sm text-red-700 dark:text-red-300">
          {TITLE_AND_DESCRIPTION_REQUIRED}
        </p>
      ) : null}
      <StepActions busy={busy} action={{ label: busy ? 'Generating Questions...' : 'Next', disabled: !valid || busy }} />
    </form>
  );
}

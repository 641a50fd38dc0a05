import { useId, useState, type FormEvent } from 'react';
import { TITLE_AND_DESCRIPTION_REQUIRED, isStep1Valid } from './odysseyWizardModel';

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
  const [touched, setTouched] = useState(false);
  const valid = isStep1Valid(title, description);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (valid && !busy) onNext();
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div>
        <label htmlFor={titleId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          Odyssey Title
        </label>
        <input
          id={titleId}
          data-autofocus
          value={title}
          onChange={(event) => onTitleChange(event.target.value)}
          onBlur={() => setTouched(true)}
          placeholder="e.g. Launch my own consulting business"
          aria-describedby={touched && !valid ? hintId : undefined}
          className="mt-1 w-full rounded-lg border border-slate-300 dark:border-slate-600 px-3 py-2 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200"
        />
      </div>
      <div>
        <label htmlFor={descriptionId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          Description
        </label>
        <textarea
          id={descriptionId}
          rows={6}
          value={description}
          onChange={(event) => onDescriptionChange(event.target.value)}
          onBlur={() => setTouched(true)}
          placeholder="What does success look like, and why does it matter to you?"
          aria-describedby={touched && !valid ? hintId : undefined}
          className="mt-1 w-full rounded-lg border border-slate-300 dark:border-slate-600 px-3 py-2 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200"
        />
      </div>
      {touched && !valid ? (
        <p id={hintId} className="text-sm text-red-700 dark:text-red-300">
          {TITLE_AND_DESCRIPTION_REQUIRED}
        </p>
      ) : null}
      <div className="flex justify-end">
        <button
          type="submit"
          disabled={!valid || busy}
          className="rounded-lg bg-indigo-600 px-4 py-2 font-medium text-white hover:bg-indigo-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {busy ? 'Generating Questions...' : 'Next'}
        </button>
      </div>
    </form>
  );
}

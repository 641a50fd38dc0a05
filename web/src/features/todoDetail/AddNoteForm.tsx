import { useId, useState, type FormEvent } from 'react';
import type { ProgressStep } from '../../shared/models/todo';
import { inputClass, primaryButton, secondaryButton } from '../../shared/ui/styles';
import { useAddNote } from './todoDetailApi';

/** A note on a chosen step (appended to its description by the server); both are required. */
export function AddNoteForm({ steps, onDone, onCancel }: { steps: ProgressStep[]; onDone(): void; onCancel(): void }) {
  const id = useId();
  const [stepId, setStepId] = useState('');
  const [text, setText] = useState('');
  const addNote = useAddNote();
  const saving = addNote.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (!content || !stepId || saving) return;
    addNote.mutate({ stepId, content }, { onSuccess: onDone, onError: (error) => console.error('Adding the note failed', error) });
  };

  return (
    <form onSubmit={submit} className="mt-3 space-y-2 rounded-xl border border-slate-200 dark:border-slate-700 bg-slate-50 dark:bg-slate-800 p-3">
      <div>
        <label htmlFor={`${id}-step`} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
          Step
        </label>
        <select id={`${id}-step`} value={stepId} onChange={(e) => setStepId(e.target.value)} className={inputClass}>
          <option value="">Choose a step...</option>
          {steps.map((step) => (
            <option key={step.id} value={step.id}>
              {step.title}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
          Note
        </label>
        <textarea id={`${id}-text`} rows={3} value={text} onChange={(e) => setText(e.target.value)} className={inputClass} />
      </div>
      <div className="flex gap-2">
        <button type="submit" disabled={saving || !text.trim() || !stepId} className={primaryButton}>
          {saving ? 'Saving...' : 'Save Note'}
        </button>
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Cancel
        </button>
      </div>
    </form>
  );
}

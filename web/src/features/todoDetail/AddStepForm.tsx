import { useId, useState, type FormEvent } from 'react';
import { useToast } from '../../shared/toast/useToast';
import { inputClass, primaryButton, secondaryButton } from '../../shared/ui/styles';
import { useAddStep } from './todoDetailApi';

/** Adds a step by hand; the server decides its place (order_index null). */
export function AddStepForm({ todoId, onAdded }: { todoId: string; onAdded(): void }) {
  const toast = useToast();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const addStep = useAddStep(todoId);
  const saving = addStep.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed || saving) return;
    addStep.mutate(
      { title: trimmed, description: description.trim() ? description.trim() : null },
      {
        onSuccess: () => {
          toast.success('Step added successfully!');
          setTitle('');
          setDescription('');
          setOpen(false);
          // The page refreshes the todo's answers (its one place for the todo's invalidation).
          onAdded();
        },
        onError: () => toast.error('Failed to add step. Please try again.'),
      },
    );
  };

  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className={secondaryButton}>
        + Add Step
      </button>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-4 shadow-sm">
      <div>
        <label htmlFor={`${id}-title`} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
          Step title
        </label>
        <input id={`${id}-title`} autoFocus value={title} onChange={(e) => setTitle(e.target.value)} className={inputClass} />
      </div>
      <div>
        <label htmlFor={`${id}-description`} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
          Description <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
        </label>
        <textarea id={`${id}-description`} rows={2} value={description} onChange={(e) => setDescription(e.target.value)} className={inputClass} />
      </div>
      <div className="flex gap-2">
        <button type="submit" disabled={saving || !title.trim()} className={primaryButton}>
          {saving ? 'Adding...' : 'Add Step'}
        </button>
        <button type="button" onClick={() => setOpen(false)} className={secondaryButton}>
          Cancel
        </button>
      </div>
    </form>
  );
}

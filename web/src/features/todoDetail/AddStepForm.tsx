import { useId, useState, type FormEvent } from 'react';
import { useToast } from '../../shared/toast/useToast';
import { InputField, TextAreaField } from '../../shared/ui/Field';
import { primaryButton, secondaryButton } from '../../shared/ui/styles';
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
      <InputField id={`${id}-title`} label="Step title" autoFocus value={title} onChange={(e) => setTitle(e.target.value)} />
      <TextAreaField id={`${id}-description`} label="Description" need="optional" rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
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

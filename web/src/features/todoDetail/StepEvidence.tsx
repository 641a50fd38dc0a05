import { useId, useRef, useState, type FormEvent } from 'react';
import { formatDateTime } from '../../shared/format/date';
import { inputClass, primaryButton } from '../../shared/ui/styles';
import { useAddEvidence, useStepEvidence } from './todoDetailApi';

/** A step's evidence: the list and a form to add a text note of proof. */
export function StepEvidence({ stepId, stepTitle, onAdded }: { stepId: string; stepTitle: string; onAdded(): void }) {
  const inputId = useId();
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const addEvidence = useAddEvidence(stepId);
  const saving = addEvidence.isPending;
  const evidence = useStepEvidence(stepId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (!content || saving) return;
    addEvidence.mutate(content, {
      onSuccess: () => {
        setText('');
        // Saving empties the box and disables Save, which would drop focus on the page body: it
        // goes back to the box, ready for more proof, and is where a verdict dialog returns it.
        field.current?.focus();
        onAdded();
      },
      onError: (error) => console.error('Adding evidence failed', error),
    });
  };

  const items = evidence.data ?? [];
  return (
    <div className="mt-3 rounded-xl border border-slate-200 dark:border-slate-700 bg-slate-50 dark:bg-slate-800 p-3">
      <form onSubmit={submit} className="space-y-2">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          Evidence for “{stepTitle}”
        </label>
        <textarea ref={field} id={inputId} rows={2} value={text} onChange={(e) => setText(e.target.value)} placeholder="What did you do? Links, results, notes..." className={inputClass} />
        <button type="submit" disabled={saving || !text.trim()} className={primaryButton}>
          {saving ? 'Saving...' : 'Save Evidence'}
        </button>
      </form>
      {items.length > 0 ? (
        <ul className="mt-3 max-h-64 space-y-2 overflow-y-auto">
          {items.map((item) => (
            <li key={item.id} className="rounded-lg bg-white dark:bg-slate-900 p-2 text-sm text-slate-800 dark:text-slate-200 shadow-sm">
              <p className="whitespace-pre-wrap">{item.content_text ?? item.content_preview}</p>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{formatDateTime(item.created_at)}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

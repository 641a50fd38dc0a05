import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { inputClass, secondaryButton } from '../../../shared/ui/styles';
import { AS_OF_PARAM, todayInput } from '../api/asOfApi';

/** "View as it was on…": picks a past day and shows the page read-only as it stood then. */
export function AsOfControl() {
  const [, setParams] = useSearchParams();
  const [day, setDay] = useState('');
  const today = todayInput();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (day) setParams({ [AS_OF_PARAM]: day });
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2" aria-label="View as it was">
      <label className="text-sm text-slate-700 dark:text-slate-300">
        <span className="mb-1 block font-medium">View as it was on…</span>
        <input type="date" value={day} max={today} onChange={(e) => setDay(e.target.value)} className={inputClass} />
      </label>
      <button type="submit" disabled={!day || day > today} className={secondaryButton}>
        View
      </button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { inputClass } from '../../shared/ui/styles';

export const stepLabelClass = 'block text-sm font-medium text-slate-800 dark:text-slate-200';
/**
 * A wizard field is a field like any other form's. While the wizard waits for the planner its
 * fields are disabled: the shared look greys them, and the pointer says they are not for now.
 */
export const stepFieldClass = `${inputClass} disabled:cursor-not-allowed`;
export const stepInputClass = `mt-1 ${stepFieldClass}`;

/**
 * A wizard step's form: what is missing is said only once the user has left a field or tried to
 * go on, and going on needs valid input and nothing in progress.
 */
export function useStepForm(valid: boolean, busy: boolean, onNext: () => void) {
  const [touched, setTouched] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (valid && !busy) onNext();
  };
  return { showProblem: touched && !valid, touch: () => setTouched(true), submit };
}

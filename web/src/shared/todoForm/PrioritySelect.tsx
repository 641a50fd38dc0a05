import { inputClass, labelClass } from '../ui/styles';
import type { TodoFormValues } from './todoForm';

type Priority = TodoFormValues['priority'];

/** The priority field of the todo forms (create and edit). */
export function PrioritySelect({ id, value, onChange }: { id: string; value: Priority; onChange(priority: Priority): void }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Priority
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as Priority)} className={inputClass}>
        <option value="low">Low</option>
        <option value="medium">Medium</option>
        <option value="high">High</option>
      </select>
    </div>
  );
}

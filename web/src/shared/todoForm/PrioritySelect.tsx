import { SelectField } from '../ui/Field';
import type { TodoFormValues } from './todoForm';

type Priority = TodoFormValues['priority'];

/** The priority field of the todo forms (create and edit). */
export function PrioritySelect({ id, value, onChange }: { id: string; value: Priority; onChange(priority: Priority): void }) {
  return (
    <SelectField id={id} label="Priority" value={value} onChange={(e) => onChange(e.target.value as Priority)}>
      <option value="low">Low</option>
      <option value="medium">Medium</option>
      <option value="high">High</option>
    </SelectField>
  );
}

import type { Mission } from '../../shared/models/mission';
import { SelectField } from '../../shared/ui/Field';
import { FilterChips } from '../../shared/ui/FilterChips';
import type { PriorityFilter, StatusFilter, TodoFilters } from './todoFilters';

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
];

type Props = {
  filters: TodoFilters;
  onChange(filters: TodoFilters): void;
  counts: Record<StatusFilter, number>;
  missions: Mission[];
};

/** Status buttons with counts, then mission and priority selects. */
export function TodoFiltersBar({ filters, onChange, counts, missions }: Props) {
  return (
    <div className="mt-6 flex flex-col gap-4 rounded-2xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-4 shadow-sm lg:flex-row lg:items-end lg:justify-between">
      <FilterChips
        label="Filter by status"
        options={STATUS_OPTIONS.map((option) => ({ value: option.value, label: `${option.label} (${counts[option.value]})` }))}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status })}
        size="sm"
        // The chips keep their row on a wide screen: a long mission title in the select would
        // otherwise squeeze them into a column.
        className="flex flex-wrap gap-2 lg:shrink-0"
      />
      <div className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-2 lg:max-w-xl lg:flex-1">
        <SelectField id="filter-mission" label="Mission" value={filters.mission} onChange={(e) => onChange({ ...filters, mission: e.target.value })}>
          <option value="all">All Missions</option>
          <option value="standalone">Standalone Todos</option>
          {missions.map((m) => (
            <option key={m.id} value={m.id}>
              {m.title}
            </option>
          ))}
        </SelectField>
        <SelectField id="filter-priority" label="Priority" value={filters.priority} onChange={(e) => onChange({ ...filters, priority: e.target.value as PriorityFilter })}>
          <option value="all">All Priorities</option>
          <option value="high">High</option>
          <option value="medium">Medium</option>
          <option value="low">Low</option>
        </SelectField>
      </div>
    </div>
  );
}

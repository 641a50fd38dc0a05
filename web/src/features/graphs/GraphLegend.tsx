import { MISSION_COLORS, ODYSSEY_COLOR, STEP_COLORS, TODO_COLORS } from './graphColors';
import type { GraphView } from './graphModel';

type Entry = { label: string; color: string };

const MISSIONS: Entry[] = [
  { label: 'Completed', color: MISSION_COLORS.completed },
  { label: 'Active', color: MISSION_COLORS.active },
  { label: 'Paused', color: MISSION_COLORS.paused },
  { label: 'Other', color: MISSION_COLORS.other },
];
const TODOS: Entry[] = [
  { label: 'Pending', color: TODO_COLORS.pending },
  { label: 'In Progress', color: TODO_COLORS.in_progress },
  { label: 'Completed', color: TODO_COLORS.completed },
];
const STEPS: Entry[] = [
  { label: 'Pending', color: STEP_COLORS.pending },
  { label: 'In Progress', color: STEP_COLORS.in_progress },
  { label: 'Completed', color: STEP_COLORS.completed },
];

/** What the colours and sizes mean. */
export function GraphLegend({ view }: { view: GraphView }) {
  return (
    <section aria-label="Legend" className="w-56 rounded-xl border border-slate-700 bg-slate-900/90 p-3 text-xs text-slate-200 shadow-xl">
      <h2 className="mb-2 text-sm font-semibold text-white">Legend</h2>
      {view === 'odyssey' ? <Group title="Odyssey (largest)" entries={[{ label: 'Odyssey', color: ODYSSEY_COLOR }]} /> : null}
      <Group title={view === 'odyssey' ? 'Missions' : 'Mission (centre)'} entries={MISSIONS} />
      <Group title="Todos" entries={TODOS} />
      <Group title="Steps (smallest)" entries={STEPS} />
    </section>
  );
}

function Group({ title, entries }: { title: string; entries: Entry[] }) {
  return (
    <div className="mb-2 last:mb-0">
      <h3 className="font-medium text-slate-300">{title}</h3>
      <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
        {entries.map((entry) => (
          <li key={entry.label} className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: entry.color }} />
            {entry.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

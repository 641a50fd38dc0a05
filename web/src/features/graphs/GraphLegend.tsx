import { MISSION_COLORS, ODYSSEY_COLOR, STEP_COLORS, TODO_COLORS } from './graphColors';
import type { GraphView } from './graphModel';
import { SCENE_COLOURS, type GraphTheme } from './sceneColours';

type Entry = { label: string; color: string; line?: 'solid' | 'dashed' };

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

/** The two kinds of line, drawn as the scene of the theme draws them. */
function lines(theme: GraphTheme): Entry[] {
  return [
    { label: 'Belongs to', color: SCENE_COLOURS[theme].memberEdge, line: 'solid' },
    { label: 'Waits for', color: SCENE_COLOURS[theme].waitEdge, line: 'dashed' },
  ];
}

/** What the colours, sizes and lines mean. */
export function GraphLegend({ view, theme }: { view: GraphView; theme: GraphTheme }) {
  return (
    <section aria-label="Legend" className="w-56 rounded-xl border border-slate-700 bg-slate-900/90 p-3 text-xs text-slate-200 shadow-xl">
      <h2 className="mb-2 text-sm font-semibold text-white">Legend</h2>
      {view === 'odyssey' ? <Group title="Odyssey (largest)" entries={[{ label: 'Odyssey', color: ODYSSEY_COLOR }]} /> : null}
      <Group title={view === 'odyssey' ? 'Missions' : 'Mission (centre)'} entries={MISSIONS} />
      <Group title="Todos" entries={TODOS} />
      <Group title="Steps (smallest)" entries={STEPS} />
      <Group title="Lines" entries={lines(theme)} />
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
            {entry.line ? (
              <span aria-hidden="true" className="w-5 border-t-2" style={{ borderColor: entry.color, borderTopStyle: entry.line }} />
            ) : (
              <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: entry.color }} />
            )}
            {entry.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

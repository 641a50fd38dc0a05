import type { GraphCounts } from './graphModel';

type Props = { title: string; counts?: GraphCounts };

/** Mouse and keyboard help, with statistics when counts are given (the odyssey graph's Info). */
export function GraphHelpPanel({ title, counts }: Props) {
  return (
    <section aria-label={title} className="w-60 rounded-xl border border-slate-700 bg-slate-900/90 p-3 text-xs text-slate-200 shadow-xl">
      <h2 className="mb-2 text-sm font-semibold text-white">{title}</h2>
      <h3 className="font-medium text-slate-300">Controls</h3>
      <ul className="mt-1 list-disc space-y-0.5 pl-4">
        <li>Drag to rotate</li>
        <li>Scroll or pinch to zoom</li>
        <li>Right-drag to pan</li>
        <li>Hover a node for a summary</li>
        <li>Click a node for its details</li>
        <li>Or use the node list below the graph</li>
      </ul>
      {counts ? (
        <>
          <h3 className="mt-3 font-medium text-slate-300">Statistics</h3>
          <dl className="mt-1 grid grid-cols-2 gap-x-2 gap-y-0.5">
            <dt>Missions</dt>
            <dd className="text-right font-semibold text-white">{counts.missions}</dd>
            <dt>Todos</dt>
            <dd className="text-right font-semibold text-white">{counts.todos}</dd>
            <dt>Steps</dt>
            <dd className="text-right font-semibold text-white">{counts.steps}</dd>
            <dt>Completed items</dt>
            <dd className="text-right font-semibold text-white">{counts.completed}</dd>
          </dl>
        </>
      ) : null}
    </section>
  );
}

import { useId, useMemo } from 'react';
import type { GraphModel } from './graphModel';
import { nodeSummary, waitsText } from './nodeText';

type Props = { model: GraphModel; selected: number | null; onSelect(index: number): void };

/**
 * The graph as a nested list of buttons: keyboard and screen-reader users (who cannot pick
 * spheres on a canvas) select nodes here, which opens the same detail panel. A todo that waits
 * for others says which under its button (the dashed lines of the scene).
 */
export function GraphNodeList({ model, selected, onSelect }: Props) {
  const id = useId();
  const children = useMemo(() => {
    const map = new Map<number | null, number[]>();
    for (const node of model.nodes) {
      const siblings = map.get(node.parent) ?? [];
      siblings.push(node.index);
      map.set(node.parent, siblings);
    }
    return map;
  }, [model]);

  const renderLevel = (parent: number | null) => {
    const indexes = children.get(parent);
    if (!indexes) return null;
    return (
      <ul className={parent === null ? 'space-y-1' : 'mt-1 space-y-1 border-l border-slate-200 dark:border-slate-700 pl-4'}>
        {indexes.map((index) => {
          const waits = waitsText(model.nodes[index], model.nodes);
          const waitsId = `${id}-waits-${index}`;
          return (
            <li key={index}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-current={selected === index ? 'true' : undefined}
                aria-describedby={waits ? waitsId : undefined}
                className="rounded px-1.5 py-0.5 text-left text-sm break-words text-slate-700 dark:text-slate-300 hover:bg-indigo-50 dark:hover:bg-indigo-950 hover:text-indigo-800 dark:hover:text-indigo-200 aria-[current=true]:bg-indigo-100 dark:aria-[current=true]:bg-indigo-900 aria-[current=true]:font-medium"
              >
                {nodeSummary(model.nodes[index])}
              </button>
              {waits ? (
                <p id={waitsId} className="px-1.5 text-xs break-words text-amber-800 dark:text-amber-200">
                  {waits}
                </p>
              ) : null}
              {renderLevel(index)}
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <details className="rounded-xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-4 shadow-sm">
      <summary className="cursor-pointer font-medium text-slate-800 dark:text-slate-200">Browse nodes as a list ({model.nodes.length})</summary>
      <nav aria-label="Graph nodes" className="mt-3 max-h-96 overflow-y-auto">
        {renderLevel(null)}
      </nav>
    </details>
  );
}

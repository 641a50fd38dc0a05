import { useMemo } from 'react';
import type { GraphModel } from './graphModel';
import { nodeSummary } from './nodeText';

type Props = { model: GraphModel; selected: number | null; onSelect(index: number): void };

/**
 * The graph as a nested list of buttons: keyboard and screen-reader users (who cannot pick
 * spheres on a canvas) select nodes here, which opens the same detail panel.
 */
export function GraphNodeList({ model, selected, onSelect }: Props) {
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
      <ul className={parent === null ? 'space-y-1' : 'mt-1 space-y-1 border-l border-slate-200 pl-4'}>
        {indexes.map((index) => (
          <li key={index}>
            <button
              type="button"
              onClick={() => onSelect(index)}
              aria-current={selected === index ? 'true' : undefined}
              className="rounded px-1.5 py-0.5 text-left text-sm text-slate-700 hover:bg-indigo-50 hover:text-indigo-800 aria-[current=true]:bg-indigo-100 aria-[current=true]:font-medium"
            >
              {nodeSummary(model.nodes[index])}
            </button>
            {renderLevel(index)}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <summary className="cursor-pointer font-medium text-slate-800">Browse nodes as a list ({model.nodes.length})</summary>
      <nav aria-label="Graph nodes" className="mt-3 max-h-96 overflow-y-auto">
        {renderLevel(null)}
      </nav>
    </details>
  );
}

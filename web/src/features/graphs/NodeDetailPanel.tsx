import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { CrossButton } from '../../shared/ui/CrossButton';
import { detailsRoute, type GraphNode, type GraphView } from './graphModel';
import { kindLabel, statusLabel, waitsText } from './nodeText';

type Props = { node: GraphNode; view: GraphView; onClose(): void; nodes: GraphNode[] };

/** The selected node: type, title, status, what a todo waits for, description and 'View Details'. */
export function NodeDetailPanel({ node, view, onClose, nodes }: Props) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const route = detailsRoute(node, view);
  const waits = waitsText(node, nodes);

  // A keyboard user who picked the node from the list lands on its details.
  useEffect(() => heading.current?.focus(), [node.index]);

  return (
    <aside
      aria-labelledby="graph-node-title"
      className="absolute top-3 right-3 z-10 w-80 max-w-[calc(100%-1.5rem)] rounded-xl border border-slate-700 bg-slate-900/95 p-4 text-slate-100 shadow-2xl"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="text-xs font-semibold tracking-wide text-indigo-300 uppercase">{kindLabel(node)}</p>
        <CrossButton label="Close details" onClick={onClose} className="rounded p-1 text-slate-400 hover:bg-slate-800 hover:text-white" />
      </div>
      <h2 id="graph-node-title" ref={heading} tabIndex={-1} className="mt-1 text-lg font-semibold outline-none">
        {node.title || 'Untitled'}
      </h2>
      <dl className="mt-2 space-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="text-slate-400">Type:</dt>
          <dd className="capitalize">{node.kind}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-400">Status:</dt>
          <dd>{statusLabel(node.status)}</dd>
        </div>
        {node.kind === 'step' ? (
          <div className="flex gap-2">
            <dt className="text-slate-400">Evidence / Findings:</dt>
            <dd>
              {node.evidenceCount} / {node.findingCount}
            </dd>
          </div>
        ) : null}
      </dl>
      {waits ? <p className="mt-2 text-sm text-amber-200">{waits}</p> : null}
      <p className="mt-3 max-h-40 overflow-y-auto text-sm whitespace-pre-line text-slate-300">
        {node.description || 'No description.'}
      </p>
      {route ? (
        <button
          type="button"
          onClick={() => navigate(route)}
          className="mt-4 w-full rounded-lg bg-indigo-600 px-3 py-2 text-sm font-medium text-white hover:bg-indigo-500"
        >
          View Details
        </button>
      ) : null}
    </aside>
  );
}

import type { GraphNode } from './graphModel';
import { kindLabel, statusLabel } from './nodeText';

type Props = { node: GraphNode; x: number; y: number };

/** Follows the pointer over a hovered sphere; a step shows its order, status, evidence and findings. */
export function NodeTooltip({ node, x, y }: Props) {
  return (
    <div
      role="tooltip"
      className="pointer-events-none absolute z-20 max-w-xs rounded-lg border border-slate-700 bg-slate-900/95 px-3 py-2 text-sm text-slate-100 shadow-xl"
      style={{ left: x + 14, top: y + 14 }}
    >
      <p className="text-xs font-semibold tracking-wide text-indigo-300 uppercase">{kindLabel(node)}</p>
      <p className="font-medium">{node.title || 'Untitled'}</p>
      <p className="text-xs text-slate-300">Status: {statusLabel(node.status)}</p>
      {node.kind === 'step' ? (
        <p className="text-xs text-slate-300">
          Evidence: {node.evidenceCount} · Findings: {node.findingCount}
        </p>
      ) : null}
    </div>
  );
}

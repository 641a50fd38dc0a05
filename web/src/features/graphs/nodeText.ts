import type { GraphNode } from './graphModel';
import { capitalizeWords } from './capitalizeWords';

const KIND_LABEL = { odyssey: 'Odyssey', mission: 'Mission', todo: 'Todo', step: 'Step' } as const;

export function kindLabel(node: GraphNode): string {
  return node.kind === 'step' && node.order !== null ? `Step ${node.order}` : KIND_LABEL[node.kind];
}

export function statusLabel(status: string): string {
  return status ? capitalizeWords(status) : 'Unknown';
}

/** One line naming a node for lists and screen readers: 'Mission: Launch site (Active)'. */
export function nodeSummary(node: GraphNode): string {
  return `${kindLabel(node)}: ${node.title || 'Untitled'} (${statusLabel(node.status)})`;
}

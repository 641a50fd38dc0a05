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

/**
 * What a todo waits for, for lists and the details: 'Waits for: “Book the venue”, “Print the
 * flyers” and 1 todo outside this graph'; null when it waits for nothing.
 */
export function waitsText(node: GraphNode, nodes: GraphNode[]): string | null {
  const names = node.waitsFor.map((index) => `“${nodes[index]?.title || 'Untitled'}”`);
  if (node.waitsOutside > 0) names.push(`${node.waitsOutside} ${node.waitsOutside === 1 ? 'todo' : 'todos'} outside this graph`);
  if (names.length === 0) return null;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `Waits for: ${list}`;
}

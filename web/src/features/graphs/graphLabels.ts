import type { GraphNode } from './graphModel';
import { distance, type Vec3 } from './graphLayout';
import type { GraphSettings, NodeKind } from './graphSettings';

/**
 * Label rules: character limits shrink linearly from the close limit (at the minimum zoom
 * distance) to the far limit (at the hide distance); labels fade out towards the hide distance,
 * step labels earlier; step spheres fade too.
 */
export function labelCharLimit(settings: GraphSettings, kind: NodeKind, cameraDistance: number): number {
  const [close, far] = settings.labelLimits[kind];
  const span = settings.labelHideDistance - settings.minDistance;
  const t = Math.min(1, Math.max(0, (cameraDistance - settings.minDistance) / span));
  return Math.round(close + (far - close) * t);
}

/** Shortens to `limit` characters, the last one an ellipsis. */
export function truncateLabel(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  if (limit <= 1) return '…';
  return `${clean.slice(0, limit - 1).trimEnd()}…`;
}

/**
 * Keeps the characters the bundled font covers (Latin, Greek, Cyrillic, common punctuation):
 * for any other glyph the text renderer would fetch a fallback font from the internet.
 */
export function sanitizeLabel(text: string): string {
  return text
    .replace(/[^\u0020-\u007e\u00a0-\u024f\u0370-\u03ff\u0400-\u04ff\u2010-\u2027\u2030-\u203a\u20ac]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function fade(value: number, fullUntil: number, goneAt: number): number {
  if (value <= fullUntil) return 1;
  if (value >= goneAt) return 0;
  return 1 - (value - fullUntil) / (goneAt - fullUntil);
}

/** Label opacity by camera distance; 0 means hidden. */
export function labelOpacity(kind: NodeKind, cameraDistance: number, hideDistance: number): number {
  if (kind === 'step') return fade(cameraDistance, hideDistance - 12, hideDistance - 6);
  return fade(cameraDistance, hideDistance - 6, hideDistance);
}

/** Step spheres fade with distance but never vanish. */
export function stepOpacity(cameraDistance: number): number {
  return 0.3 + 0.7 * fade(cameraDistance, 12, 24);
}

const KIND_RANK: Record<NodeKind, number> = { odyssey: 0, mission: 1, todo: 2, step: 3 };

/**
 * Which nodes get a label: the hovered and selected ones, then by kind (roots first) and by
 * closeness to the camera, at most `budget`, skipping kinds whose labels are faded out.
 */
export function pickLabelledNodes(
  nodes: GraphNode[],
  cameraPosition: Vec3,
  cameraDistance: number,
  hideDistance: number,
  budget: number,
  pinned: Array<number | null>,
): number[] {
  const chosen = new Set<number>();
  for (const index of pinned) if (index !== null && nodes[index]) chosen.add(index);
  const candidates = nodes
    .filter((node) => !chosen.has(node.index) && labelOpacity(node.kind, cameraDistance, hideDistance) > 0)
    .map((node) => ({ index: node.index, rank: KIND_RANK[node.kind], d: distance(node.position, cameraPosition) }))
    .sort((a, b) => a.rank - b.rank || a.d - b.d);
  for (const candidate of candidates) {
    if (chosen.size >= budget) break;
    chosen.add(candidate.index);
  }
  return [...chosen];
}

/** A label's box on the canvas, in pixels (y grows downwards). */
export type ScreenBox = { left: number; top: number; right: number; bottom: number };

/** True when two boxes cover one another by more than a pixel each way. */
export function boxesOverlap(a: ScreenBox, b: ScreenBox): boolean {
  return Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
}

/** Room kept clear around a label, in pixels, so two labels never touch. */
const LABEL_GAP = 2;

/** Where a label stands: above its sphere, or below it when the room above is taken. */
export type LabelSide = 'above' | 'below';

/**
 * The labels to draw, in the order given (pinned ones first, then by importance), each above its
 * sphere or else below it: a label whose boxes would both cover one already taken, or be cut by
 * the canvas's edge, is left out, so a crowded ring on a small screen shows fewer labels, every
 * one legible, rather than a band of text over text. A wide label above the root no longer hides
 * the missions beside it: they move under their spheres. Pinned labels always stay.
 */
export function spreadLabels<T>(
  labels: Array<{ item: T; boxes: Record<LabelSide, ScreenBox>; pinned: boolean }>,
  canvas: { width: number; height: number },
): Array<{ item: T; side: LabelSide }> {
  const taken: ScreenBox[] = [];
  const kept: Array<{ item: T; side: LabelSide }> = [];
  const free = (box: ScreenBox) => {
    const room = { left: box.left - LABEL_GAP, top: box.top - LABEL_GAP, right: box.right + LABEL_GAP, bottom: box.bottom + LABEL_GAP };
    const inside = box.left >= 0 && box.top >= 0 && box.right <= canvas.width && box.bottom <= canvas.height;
    return inside && !taken.some((other) => boxesOverlap(room, other));
  };
  for (const { item, boxes, pinned } of labels) {
    const side = (['above', 'below'] as const).find((s) => free(boxes[s])) ?? (pinned ? 'above' : null);
    if (side === null) continue;
    taken.push(boxes[side]);
    kept.push({ item, side });
  }
  return kept;
}

import type { FastifyReply } from 'fastify';

/** The header an undoable change's answer carries: what `POST /api/undo` takes to undo it. */
export const UNDO_HEADER = 'X-Undo';

export const UNDO_KINDS = ['todo_edit', 'step_completion', 'todo_replan', 'todo_dependency', 'mission_replan', 'todo_delete', 'mission_delete', 'odyssey_delete'] as const;
export type UndoKind = (typeof UNDO_KINDS)[number];

/**
 * Sets `X-Undo: {"kind","id","revision"}` (the stream revision right after the change). A
 * header keeps the spec's response bodies as they are. Nothing changed: no header.
 */
export function setUndoHeader(reply: FastifyReply, kind: UndoKind, id: string, revision: bigint | number | null | undefined): void {
  if (revision === null || revision === undefined) return;
  reply.header(UNDO_HEADER, JSON.stringify({ kind, id, revision: Number(revision) }));
}

/** The undo an answer offers in its `X-Undo` header: what kind of change, of which record, at which revision. */
export type Undo = { kind: string; id: string; revision: number };
export const undoOf = (res: { headers: Record<string, unknown> }) => JSON.parse(res.headers['x-undo'] as string) as Undo;

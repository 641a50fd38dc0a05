import { z } from 'zod';

/** GET /trash (Recently deleted): its one schema, declared by the route; the types are what it infers. */

export const TRASH_KINDS = ['todo', 'mission', 'odyssey'] as const;

export const trashItemView = z.object({ kind: z.enum(TRASH_KINDS), id: z.string(), title: z.string(), deleted_at: z.string() });
export type TrashItem = z.infer<typeof trashItemView>;

import { conflict } from './decider';

/** How long a deleted todo, mission or odyssey stays in Recently deleted and can be restored. */
export const RESTORE_WINDOW_DAYS = 30;
const RESTORE_WINDOW_MS = RESTORE_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** Whether something deleted at `deletedAt` may still be restored at `now` (both ISO times). */
export const withinRestoreWindow = (deletedAt: string, now: string): boolean => Date.parse(now) - Date.parse(deletedAt) <= RESTORE_WINDOW_MS;

/** The earliest deletion time still restorable at `at` (ISO times): what was deleted before it is gone. */
export const restoreWindowStart = (at: string): string => new Date(Date.parse(at) - RESTORE_WINDOW_MS).toISOString();

/**
 * What restoring a todo, mission or odyssey (`what`) must pass at `now`: it is deleted (`deletedAt`,
 * null while it is not) and not longer ago than the window; else a conflict that says which.
 */
export function requireRestorable(what: string, deletedAt: string | null, now: string): void {
  if (deletedAt === null) throw conflict(`This ${what} is not deleted: it was restored already.`);
  if (!withinRestoreWindow(deletedAt, now)) {
    throw conflict(`This ${what} was deleted more than ${RESTORE_WINDOW_DAYS} days ago and can no longer be restored.`);
  }
}

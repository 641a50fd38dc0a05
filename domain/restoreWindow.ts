/** How long a deleted todo, mission or odyssey stays in Recently deleted and can be restored. */
export const RESTORE_WINDOW_DAYS = 30;
const RESTORE_WINDOW_MS = RESTORE_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** Whether something deleted at `deletedAt` may still be restored at `now` (both ISO times). */
export const withinRestoreWindow = (deletedAt: string, now: string): boolean => Date.parse(now) - Date.parse(deletedAt) <= RESTORE_WINDOW_MS;

/** The earliest deletion time still restorable at `at` (ISO times): what was deleted before it is gone. */
export const restoreWindowStart = (at: string): string => new Date(Date.parse(at) - RESTORE_WINDOW_MS).toISOString();

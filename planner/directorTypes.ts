/** Earlier messages given with each reply: enough for context, bounded for cost. */
export const directorHistoryLimit = 20;

// What one Director reply is given is part of the Planner port (commands/ports/director.ts).
export type { DirectorInput, DirectorMessage } from '../commands/ports/director';

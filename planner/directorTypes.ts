// What one Director reply is given is part of the Planner port (commands/ports/director.ts).
export { directorHistoryLimit, type DirectorInput, type DirectorMessage } from '../commands/ports/director';

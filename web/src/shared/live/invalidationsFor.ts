import { queryKeys } from '../queries/queryKeys';
import type { LiveChange } from './liveChange';

type QueryKey = readonly unknown[];

/**
 * The query families a change can show up in (prefixes, so `['todos']` covers a todo's
 * detail, steps and progress). Generous on purpose: only the queries a screen shows are
 * refetched, and a missed family would leave a screen stale.
 */
export function invalidationsFor(change: LiveChange): QueryKey[] {
  switch (change.kind) {
    case 'todo':
      // A todo's steps, progress and evidence; its mission's and odyssey's progress; the dashboard.
      return [queryKeys.todos, ['steps'], queryKeys.missions, queryKeys.odysseys, queryKeys.dashboard, queryKeys.trash, ['history', 'todo', change.id]];
    case 'mission':
      return [queryKeys.missions, queryKeys.todos, queryKeys.odysseys, queryKeys.dashboard, queryKeys.trash, ['history', 'mission', change.id]];
    case 'odyssey':
      return [queryKeys.odysseys, queryKeys.missions, queryKeys.dashboard, queryKeys.trash, ['history', 'odyssey', change.id]];
    case 'step_chat':
      return [['steps', change.id]];
    case 'conversation':
      return [['director'], ['history', 'conversation', change.id]];
    case 'director_settings':
      return [['director']];
    case 'job':
      // Wizards follow their job through the live listeners (useJobPolling); what a job
      // creates arrives as its own todo, mission and odyssey changes.
      return [['jobs', change.id]];
    case 'user':
      return [queryKeys.admin];
  }
}

/** The families of several changes, each once. */
export function invalidationsForAll(changes: LiveChange[]): QueryKey[] {
  const unique = new Map<string, QueryKey>();
  for (const change of changes) for (const key of invalidationsFor(change)) unique.set(JSON.stringify(key), key);
  return [...unique.values()];
}

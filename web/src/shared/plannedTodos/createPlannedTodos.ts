import { apiFetch, errorDetail } from '../api/http';
import type { ApiRequestBody, ApiResponse } from '../api/types';
import type { GeneratedTodo } from '../jobs/job';

type TodoBody = ApiRequestBody<'/api/todos', 'post'>;
type CreatedTodo = ApiResponse<'/api/todos', 'post', 201>;

/** One wait that could not be set after the todos were created. */
export type FailedWait = { waiting: string; waitsFor: string; reason: string };

/** How far the creation of a plan's todos got. */
export type PlannedTodosCreation = { created: number; todosFailed: boolean; waitsFailed: FailedWait[] };

/**
 * Creates a plan's todos in the mission one by one, in order, then the waits between them
 * (`depends_on` holds places of earlier todos in `todos`), saying how far it is through
 * `onProgress` ("Creating todo 2 of 5...", "Setting the order: wait 1 of 3..."). A todo that fails
 * stops the rest of the todos; the waits between the todos that exist still go. A wait that fails
 * is named in the answer and the others still go. Failures are in the answer instead of thrown:
 * what was created stays. `replanRevision` (a re-plan's, from its undo token) marks the todos as
 * that re-plan's, so its undo takes back these and no todo the person made in the mission.
 */
export async function createPlannedTodos(missionId: string, todos: GeneratedTodo[], onProgress?: (text: string) => void, replanRevision?: number): Promise<PlannedTodosCreation> {
  const ids: string[] = [];
  let todosFailed = false;
  try {
    for (const [index, todo] of todos.entries()) {
      onProgress?.(`Creating todo ${index + 1} of ${todos.length}...`);
      const body: TodoBody = {
        title: todo.title,
        description: todo.description?.trim() ? todo.description : null,
        success_criteria: todo.success_criteria,
        // The planner spreads due days before the deadline the answers gave (none without one).
        due_date: todo.due_date ?? null,
        priority: todo.priority ?? 'medium',
        mission_id: missionId,
        ...(replanRevision === undefined ? {} : { replan_revision: replanRevision }),
      };
      ids.push((await apiFetch<CreatedTodo>('/todos/', { method: 'POST', body })).id);
    }
  } catch (error) {
    console.error('Creating the planned todos failed', error);
    todosFailed = true;
  }
  const waits = todos.flatMap((todo, index) => (todo.depends_on ?? []).map((earlier) => ({ index, earlier }))).filter(({ index, earlier }) => index < ids.length && earlier >= 0 && earlier < ids.length);
  const waitsFailed: FailedWait[] = [];
  for (const [n, { index, earlier }] of waits.entries()) {
    onProgress?.(`Setting the order: wait ${n + 1} of ${waits.length}...`);
    try {
      await apiFetch(`/todos/${encodeURIComponent(ids[index])}/dependencies`, { method: 'POST', body: { depends_on: ids[earlier] } });
    } catch (error) {
      waitsFailed.push({ waiting: todos[index].title, waitsFor: todos[earlier].title, reason: errorDetail(error, 'the server did not take it') });
    }
  }
  return { created: ids.length, todosFailed, waitsFailed };
}

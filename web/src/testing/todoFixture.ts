import type { Todo } from '../shared/models/todo';

/** A todo as GET /api/todos lists it: a fresh, standalone, pending one that waits for nothing unless `fields` say otherwise. */
export function aTodo(fields: Partial<Todo> = {}): Todo {
  return {
    id: 't1',
    title: 'Run a 10k',
    description: null,
    success_criteria: 'Finish a 10k race',
    status: 'pending',
    priority: 'medium',
    due_date: null,
    created_at: '2025-01-01T00:00:00Z',
    mission_id: null,
    mission_title: null,
    updated_at: '2025-01-01T00:00:00Z',
    completed_at: null,
    completion_evaluation: null,
    total_steps: 0,
    completed_steps: 0,
    progress_percentage: 0,
    is_overdue: false,
    copied_from_todo_id: null,
    depends_on: [],
    needed_by: [],
    blocked: false,
    steps_planner: null,
    evaluation_pending: false,
    ...fields,
  };
}

/** The todo the todo page's suites open: 'Write the launch post', in progress, high priority. */
export const launchPostTodo = (fields: Partial<Todo> = {}): Todo =>
  aTodo({ title: 'Write the launch post', description: 'Announce the product', success_criteria: 'Post published', status: 'in_progress', priority: 'high', created_at: '1999-12-01T00:00:00Z', ...fields });

import type { ApiResponse } from '../api/types';

/** Todo-side shapes as the API answers them, read from the generated contract (`npm run api:types`). */
export type Todo = ApiResponse<'/api/todos', 'get'>[number];
export type TodoDetail = ApiResponse<'/api/todos/{id}', 'get'>;
export type TodoStatus = Todo['status'];
export type Priority = Todo['priority'];
export type CompletionEvaluation = NonNullable<Todo['completion_evaluation']>;

export type Step = TodoDetail['steps'][number];
export type Evidence = Step['evidence'][number];
export type Finding = Step['findings'][number];
export type FindingType = Finding['finding_type'];

export type ChatMessage = ApiResponse<'/api/step-assistant/messages/{stepId}', 'get'>[number];
export type StepChatReply = ApiResponse<'/api/step-assistant/chat', 'post'>;

export type TodoProgress = ApiResponse<'/api/todos/{id}/progress', 'get'>;
export type ProgressStep = TodoProgress['steps'][number];
export type TodoResourceSummary = ApiResponse<'/api/todos/{id}/resource-summary', 'get'>;

/**
 * The titles of the todos an open, blocked todo still waits for; null when it is not blocked.
 * A completed todo that reads blocked was finished out of order: nothing holds it back any more.
 */
export function openWaits(todo: Pick<Todo, 'status' | 'blocked' | 'depends_on'>): string[] | null {
  if (todo.status === 'completed' || !todo.blocked) return null;
  return (todo.depends_on ?? []).filter((other) => other.status !== 'completed').map((other) => other.title);
}

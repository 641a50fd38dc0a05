import { apiFetch } from '../../shared/api/http';
import type {
  ChatMessage,
  CompletionEvaluation,
  Evidence,
  Finding,
  Step,
  StepChatReply,
  Todo,
  TodoProgress,
  TodoResourceSummary,
} from '../../shared/models/todo';
import type { TodoPayload } from '../todos/todoForm';

/** The calls of the todo detail screen (spec 000 section 7: Todos, Steps, Step assistant). */
export const todoDetailApi = {
  todo: (id: string, signal?: AbortSignal) => apiFetch<Todo>(`/todos/${id}`, { signal }),
  steps: (todoId: string, signal?: AbortSignal) => apiFetch<Step[]>(`/steps/todo/${todoId}`, { signal }),
  progress: (todoId: string, signal?: AbortSignal) => apiFetch<TodoProgress>(`/todos/${todoId}/progress`, { signal }),
  resourceSummary: (todoId: string, signal?: AbortSignal) => apiFetch<TodoResourceSummary>(`/todos/${todoId}/resource-summary`, { signal }),
  updateTodo: (todoId: string, body: TodoPayload & { status?: string }) => apiFetch<Todo>(`/todos/${todoId}`, { method: 'PUT', body }),
  copyTodo: (todoId: string) => apiFetch<Todo>(`/todos/${todoId}/copy`, { method: 'POST' }),
  regenerateSteps: (todoId: string, body: { title: string; description: string | null; success_criteria: string }) =>
    apiFetch<Step[] | unknown>(`/steps/regenerate/${todoId}`, { method: 'POST', body }),
  /** Asks for the plan now (the server keeps an existing plan rather than adding a second). */
  generateSteps: (todoId: string) => apiFetch<Step[] | unknown>(`/steps/generate/${todoId}`, { method: 'POST', body: {} }),
  forceComplete: (todoId: string) => apiFetch<Todo>(`/todos/${todoId}/force-complete`, { method: 'POST' }),
  addStep: (body: { todo_id: string; title: string; description: string | null; order_index: null }) =>
    apiFetch<Step>('/steps/', { method: 'POST', body }),
  updateStep: (stepId: string, body: { title?: string; description?: string | null }) => apiFetch<Step>(`/steps/${stepId}`, { method: 'PUT', body }),
  completeStep: (stepId: string) =>
    apiFetch<{ completion_evaluation?: CompletionEvaluation | null } & Partial<Step>>(`/steps/${stepId}/complete`, { method: 'PUT' }),
  addEvidence: (stepId: string, text: string) =>
    apiFetch<Evidence>(`/steps/${stepId}/evidence`, { method: 'POST', body: { content_type: 'text', content_text: text } }),
  evidence: (stepId: string, signal?: AbortSignal) => apiFetch<Evidence[]>(`/steps/${stepId}/evidence`, { signal }),
  addNote: (stepId: string, content: string) => apiFetch<Step>(`/steps/${stepId}/notes`, { method: 'POST', body: { content } }),
  chat: (stepId: string, message: string) => apiFetch<StepChatReply>('/step-assistant/chat', { method: 'POST', body: { step_id: stepId, message } }),
  messages: (stepId: string, signal?: AbortSignal) => apiFetch<ChatMessage[]>(`/step-assistant/messages/${stepId}`, { signal }),
  findings: (stepId: string, signal?: AbortSignal) => apiFetch<Finding[]>(`/step-assistant/findings/${stepId}`, { signal }),
  deleteFinding: (findingId: string) => apiFetch<void>(`/step-assistant/findings/${findingId}`, { method: 'DELETE' }),
  nextAction: (stepId: string, signal?: AbortSignal) => apiFetch<unknown>(`/step-assistant/next-action/${stepId}`, { signal }),
};

/** The next-action call's answer, whatever key the server uses for the sentence. */
export function nextActionText(answer: unknown): string | null {
  if (typeof answer === 'string') return answer || null;
  if (answer && typeof answer === 'object') {
    for (const key of ['next_action', 'suggestion', 'action', 'message']) {
      const value = (answer as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return null;
}

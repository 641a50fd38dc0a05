import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiFetch, apiFetchUndoable } from '../../shared/api/http';
import type { ApiResponse } from '../../shared/api/types';
import type { ChatMessage, Evidence, Finding, Step, StepChatReply, TodoDetail, TodoProgress, TodoResourceSummary } from '../../shared/models/todo';
import { queryKeys } from '../../shared/queries/queryKeys';
import type { TodoPayload } from '../../shared/todoForm/todoForm';

export type StepCompletion = ApiResponse<'/api/steps/{id}/complete', 'put'>;
export type NextAction = ApiResponse<'/api/step-assistant/next-action/{stepId}', 'get'>;

/** The calls of the todo detail screen (Todos, Steps, Step assistant). */
export const todoDetailApi = {
  todo: (id: string, signal?: AbortSignal) => apiFetch<TodoDetail>(`/todos/${id}`, { signal }),
  steps: (todoId: string, signal?: AbortSignal) => apiFetch<Step[]>(`/steps/todo/${todoId}`, { signal }),
  progress: (todoId: string, signal?: AbortSignal) => apiFetch<TodoProgress>(`/todos/${todoId}/progress`, { signal }),
  resourceSummary: (todoId: string, signal?: AbortSignal) => apiFetch<TodoResourceSummary>(`/todos/${todoId}/resource-summary`, { signal }),
  updateTodo: (todoId: string, body: TodoPayload & { status?: string }) => apiFetch<ApiResponse<'/api/todos/{id}', 'put'>>(`/todos/${todoId}`, { method: 'PUT', body }),
  copyTodo: (todoId: string) => apiFetch<ApiResponse<'/api/todos/{id}/copy', 'post', 201>>(`/todos/${todoId}/copy`, { method: 'POST' }),
  regenerateSteps: (todoId: string, body: { title: string; description: string | null; success_criteria: string }) =>
    apiFetch<ApiResponse<'/api/steps/regenerate/{todoId}', 'post'>>(`/steps/regenerate/${todoId}`, { method: 'POST', body }),
  /** Asks for the plan now (the server keeps an existing plan rather than adding a second). */
  generateSteps: (todoId: string) => apiFetch<ApiResponse<'/api/steps/generate/{todoId}', 'post'>>(`/steps/generate/${todoId}`, { method: 'POST', body: {} }),
  forceComplete: (todoId: string) => apiFetch<ApiResponse<'/api/todos/{id}/force-complete', 'post'>>(`/todos/${todoId}/force-complete`, { method: 'POST' }),
  reopenTodo: (todoId: string) => apiFetch<ApiResponse<'/api/todos/{id}/reopen', 'put'>>(`/todos/${todoId}/reopen`, { method: 'PUT' }),
  reopenStep: (stepId: string) => apiFetch<ApiResponse<'/api/steps/{id}/reopen', 'put'>>(`/steps/${stepId}/reopen`, { method: 'PUT' }),
  addStep: (body: { todo_id: string; title: string; description: string | null; order_index: null }) =>
    apiFetch<Step>('/steps/', { method: 'POST', body }),
  updateStep: (stepId: string, body: { title?: string; description?: string | null }) => apiFetch<Step>(`/steps/${stepId}`, { method: 'PUT', body }),
  completeStep: (stepId: string) =>
    apiFetch<StepCompletion>(`/steps/${stepId}/complete`, { method: 'PUT' }),
  addEvidence: (stepId: string, text: string) =>
    apiFetch<Evidence>(`/steps/${stepId}/evidence`, { method: 'POST', body: { content_type: 'text', content_text: text } }),
  evidence: (stepId: string, signal?: AbortSignal) => apiFetch<Evidence[]>(`/steps/${stepId}/evidence`, { signal }),
  addNote: (stepId: string, content: string) => apiFetch<ApiResponse<'/api/steps/{id}/notes', 'post'>>(`/steps/${stepId}/notes`, { method: 'POST', body: { content } }),
  chat: (stepId: string, message: string) => apiFetch<StepChatReply>('/step-assistant/chat', { method: 'POST', body: { step_id: stepId, message } }),
  messages: (stepId: string, signal?: AbortSignal) => apiFetch<ChatMessage[]>(`/step-assistant/messages/${stepId}`, { signal }),
  findings: (stepId: string, signal?: AbortSignal) => apiFetch<Finding[]>(`/step-assistant/findings/${stepId}`, { signal }),
  deleteFinding: (findingId: string) => apiFetch<void>(`/step-assistant/findings/${findingId}`, { method: 'DELETE' }),
  nextAction: (stepId: string, signal?: AbortSignal) => apiFetch<NextAction>(`/step-assistant/next-action/${stepId}`, { signal }),
};

/** Adds a step by hand; the server decides its place (order_index null). */
export function useAddStep(todoId: string) {
  return useMutation({
    mutationFn: (step: { title: string; description: string | null }) => todoDetailApi.addStep({ todo_id: todoId, ...step, order_index: null }),
  });
}

/** Renames a step or edits its description. */
export function useUpdateStep() {
  return useMutation({
    mutationFn: ({ stepId, ...body }: { stepId: string; title: string; description: string | null }) => todoDetailApi.updateStep(stepId, body),
  });
}

/** A note on a chosen step (appended to its description by the server). */
export function useAddNote() {
  return useMutation({ mutationFn: ({ stepId, content }: { stepId: string; content: string }) => todoDetailApi.addNote(stepId, content) });
}

type TodoUpdate = TodoPayload & { status?: string };

/** Saves the todo's fields; the answer's undo token takes the edit back. */
export function useUpdateTodo(todoId: string) {
  return useMutation({
    mutationFn: (body: TodoUpdate) => apiFetchUndoable<ApiResponse<'/api/todos/{id}', 'put'>>(`/todos/${todoId}`, { method: 'PUT', body }),
  });
}

/** Which half of "save and re-plan" failed: the save (nothing changed) or the new plan (the save stands). */
export class ReplanFailure extends Error {
  constructor(readonly stage: 'save' | 'plan') {
    super(stage === 'save' ? 'Saving the todo failed' : 'Re-planning the todo failed');
  }
}

/** Saves the fields, then re-plans (the current steps retire); the answer's undo token brings them back. */
export function useSaveAndReplan(todoId: string) {
  return useMutation({
    mutationFn: async (body: TodoUpdate & { title: string; description: string | null; success_criteria: string }) => {
      await apiFetch(`/todos/${todoId}`, { method: 'PUT', body }).catch(() => {
        throw new ReplanFailure('save');
      });
      const plan = { title: body.title, description: body.description, success_criteria: body.success_criteria };
      return apiFetchUndoable<ApiResponse<'/api/steps/regenerate/{todoId}', 'post'>>(`/steps/regenerate/${todoId}`, { method: 'POST', body: plan }).catch(() => {
        throw new ReplanFailure('plan');
      });
    },
  });
}

/** Copies the todo, then gives the copy the fields edited in the dialog (the original keeps its own). */
export function useCopyTodo(todoId: string) {
  return useMutation({
    mutationFn: async (edits: ((copy: { id: string; title: string }) => TodoUpdate) | null) => {
      const copy = await todoDetailApi.copyTodo(todoId);
      if (edits) await todoDetailApi.updateTodo(copy.id, edits(copy));
      return copy;
    },
  });
}

/** Completes a step; the answer may carry the todo's evaluation, and an undo token. */
export function useCompleteStep() {
  return useMutation({
    mutationFn: (stepId: string) => apiFetchUndoable<StepCompletion>(`/steps/${stepId}/complete`, { method: 'PUT' }),
  });
}

/** Deletes the todo (it waits in Recently deleted); the undo token restores it. */
export function useDeleteTodo() {
  return useMutation({
    mutationFn: (todoId: string) => apiFetchUndoable<void>(`/todos/${todoId}`, { method: 'DELETE' }),
  });
}

/**
 * Everything the screens show about one todo (its key family covers steps, progress and
 * resources) and the lists that count it.
 */
export function invalidateTodo(queryClient: QueryClient, todoId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.todo(todoId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.todos, exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.missions }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
  ]);
}

/** A change to the todo's state; once made, everything shown about the todo loads again. */
function useTodoChange<Variables, Answer>(todoId: string, mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateTodo(queryClient, todoId) });
}

/** Completes the todo despite the evaluation's gaps. */
export const useForceComplete = (todoId: string) => useTodoChange(todoId, () => todoDetailApi.forceComplete(todoId));

/** Takes back a todo's completion: it is open again (a completed mission it is in reopens too). */
export const useReopenTodo = (todoId: string) => useTodoChange(todoId, () => todoDetailApi.reopenTodo(todoId));

/** Takes back a step's completion: the step is pending again, a completed todo in progress again. */
export const useReopenStep = (todoId: string) => useTodoChange(todoId, (stepId: string) => todoDetailApi.reopenStep(stepId));

/** A call about one step after which, whatever its outcome, the lists it may have changed load again. */
function useStepCall<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>, reload: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => Promise.all(reload.map((queryKey) => queryClient.invalidateQueries({ queryKey }))) });
}

/** Asks for the plan again when the background planning did not deliver. */
export function useGenerateSteps(todoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => todoDetailApi.generateSteps(todoId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.todoSteps(todoId) }),
  });
}

export const useStepEvidence = (stepId: string) =>
  useQuery({ queryKey: queryKeys.stepEvidence(stepId), queryFn: ({ signal }) => todoDetailApi.evidence(stepId, signal) });

/** A text note of proof on a step; the evidence list reloads whatever the outcome. */
export const useAddEvidence = (stepId: string) => useStepCall((text: string) => todoDetailApi.addEvidence(stepId, text), [queryKeys.stepEvidence(stepId)]);

// Failures of the step assistant's reads are silent by the spec: the areas just stay empty.
export const useStepMessages = (stepId: string) =>
  useQuery({ queryKey: queryKeys.stepMessages(stepId), queryFn: ({ signal }) => todoDetailApi.messages(stepId, signal) });
export const useStepFindings = (stepId: string) =>
  useQuery({ queryKey: queryKeys.stepFindings(stepId), queryFn: ({ signal }) => todoDetailApi.findings(stepId, signal) });
export const useStepNextAction = (stepId: string) =>
  useQuery({ queryKey: queryKeys.stepNextAction(stepId), queryFn: ({ signal }) => todoDetailApi.nextAction(stepId, signal) });

/** A message to the step's assistant; its history, findings and next action reload whatever the outcome. */
export const useStepChat = (stepId: string) =>
  useStepCall((message: string) => todoDetailApi.chat(stepId, message), [queryKeys.stepMessages(stepId), queryKeys.stepFindings(stepId), queryKeys.stepNextAction(stepId)]);

/** Deletes one of the step's findings; the findings reload whatever the outcome. */
export const useDeleteFinding = (stepId: string) => useStepCall((findingId: string) => todoDetailApi.deleteFinding(findingId), [queryKeys.stepFindings(stepId)]);

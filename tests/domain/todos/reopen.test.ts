import type { TodoEvent } from '../../../domain/todos/events';
import { STEP_NOT_COMPLETED, TODO_NOT_COMPLETED, todoDecider } from '../../../domain/todos/todoDecider';
import { deciderSpec } from '../../support/deciderSpec';
import { created, evaluationRequested, judged, noGaps, otherUserId, planned, requestId, started, stepA, stepB, stepCompleted, t1, t2, todoId, userId } from './fixtures';

const spec = deciderSpec(todoDecider);
const fold = (events: TodoEvent[]) => events.reduce(todoDecider.evolve, todoDecider.initialState());

const evaluated: TodoEvent = { type: 'TodoEvaluated', data: { todoId, requestId, ...noGaps, evaluatedAt: t1 } };
const autoCompleted: TodoEvent = { type: 'TodoAutoCompleted', data: { todoId, requestId, completedAt: t1 } };
const forceCompleted: TodoEvent = { type: 'TodoForceCompleted', data: { todoId, completedAt: t1 } };
/** Both steps done, evaluated without gaps, completed by the system. */
const completedTodo = [created(), planned(stepA, stepB), stepCompleted(stepA), started(), stepCompleted(stepB), evaluationRequested(), evaluated, autoCompleted];
const reopenStep = (stepId: string, user = userId) => ({ type: 'ReopenStep' as const, todoId, userId: user, stepId, now: t2 });
const reopenTodo = (user = userId) => ({ type: 'ReopenTodo' as const, todoId, userId: user, now: t2 });

describe('reopening a step', () => {
  it('of a completed todo: the step is pending, the todo in progress, its evaluation no longer applies', () => {
    spec
      .given(completedTodo)
      .when(reopenStep(stepB))
      .then([{ type: 'StepReopened', data: { todoId, stepId: stepB, todoStatus: 'in_progress', clearsEvaluation: true, reopenedAt: t2 } }]);
    const after = fold([...completedTodo, ...todoDecider.decide(reopenStep(stepB), fold(completedTodo))]);
    expect(after.steps.map((s) => s.status)).toEqual(['completed', 'pending']);
    expect(after).toMatchObject({ status: 'in_progress', completedAt: null, evaluation: null, pendingEvaluationRequestId: null });
  });

  it('of an open todo keeps its status and anything owed for the plan (nothing was asked yet)', () => {
    spec
      .given([created(), planned(stepA, stepB), stepCompleted(stepA), started()])
      .when(reopenStep(stepA))
      .then([{ type: 'StepReopened', data: { todoId, stepId: stepA, todoStatus: 'in_progress', clearsEvaluation: false, reopenedAt: t2 } }]);
  });

  it('while the evaluation of the finished plan is pending: a late result no longer completes the todo', () => {
    const waiting = [created(), planned(stepA), stepCompleted(stepA), started(), evaluationRequested()];
    const reopened = todoDecider.decide(reopenStep(stepA), fold(waiting));
    expect(reopened).toEqual([{ type: 'StepReopened', data: { todoId, stepId: stepA, todoStatus: 'in_progress', clearsEvaluation: true, reopenedAt: t2 } }]);
    spec
      .given([...waiting, ...reopened])
      .when({ type: 'RecordEvaluation', todoId, userId, now: t2, requestId, judged, evaluation: noGaps })
      .then([]);
  });

  it('completing it again asks for a new evaluation', () => {
    const reopened = [...completedTodo, ...todoDecider.decide(reopenStep(stepB), fold(completedTodo))];
    spec
      .given(reopened)
      .when({ type: 'CompleteStep', todoId, userId, now: t2, stepId: stepB, evaluationRequestId: stepA })
      .thenEvents((events) => expect(events.map((e) => e.type)).toEqual(['StepCompleted', 'TodoEvaluationRequested']));
  });

  it('is refused for a step that is not completed, with a sentence', () => {
    spec.given([created(), planned(stepA, stepB)]).when(reopenStep(stepA)).thenThrows('conflict', STEP_NOT_COMPLETED);
  });

  it("answers not found for another user's todo or an unknown step", () => {
    spec.given(completedTodo).when(reopenStep(stepA, otherUserId)).thenThrows('not_found');
    spec.given(completedTodo).when(reopenStep(todoId)).thenThrows('not_found');
  });
});

describe('reopening a todo', () => {
  it('auto-completed: in progress again, its steps as they were, its evaluation gone', () => {
    spec.given(completedTodo).when(reopenTodo()).then([{ type: 'TodoReopened', data: { todoId, status: 'in_progress', reopenedAt: t2 } }]);
    const after = fold([...completedTodo, { type: 'TodoReopened', data: { todoId, status: 'in_progress', reopenedAt: t2 } }]);
    expect(after.steps.map((s) => s.status)).toEqual(['completed', 'completed']);
    expect(after).toMatchObject({ status: 'in_progress', completedAt: null, evaluation: null });
  });

  it('force-completed with no step done: pending again', () => {
    spec
      .given([created(), planned(stepA), forceCompleted])
      .when(reopenTodo())
      .then([{ type: 'TodoReopened', data: { todoId, status: 'pending', reopenedAt: t2 } }]);
  });

  it('can be completed again afterwards', () => {
    spec
      .given([created(), planned(stepA), forceCompleted, { type: 'TodoReopened', data: { todoId, status: 'pending', reopenedAt: t2 } }])
      .when({ type: 'ForceCompleteTodo', todoId, userId, now: t2 })
      .then([{ type: 'TodoForceCompleted', data: { todoId, completedAt: t2 } }]);
  });

  it('is refused for a todo that is not completed, with a sentence', () => {
    spec.given([created(), planned(stepA), stepCompleted(stepA), started()]).when(reopenTodo()).thenThrows('conflict', TODO_NOT_COMPLETED);
  });

  it("answers not found for another user's todo", () => {
    spec.given(completedTodo).when(reopenTodo(otherUserId)).thenThrows('not_found');
  });
});

import type { HandleResult } from '../handleCommand';
import type { TodoEvaluation } from '../../domain/planning';
import type { TodoEvent } from '../../domain/todos/events';
import type { EvaluationResult, JudgedTodo, TodoCommand } from '../../domain/todos/todoCommands';
import type { TodoState } from '../../domain/todos/todoState';
import type { PlannerNote } from '../../domain/planning';
import { callOnRecord, plannerNote, toPlannerCallData } from '../plannerCalls/recordingPlanner';
import { isPlannerError, type EvaluateTodoInput, type Planner } from '../ports/planner';
import type { EvaluationBudget } from './evaluationBudget';

/** What the planner needs to judge a todo against its success criteria. */
export function evaluationInput(state: TodoState): EvaluateTodoInput {
  const stepTitles = new Map(state.steps.map((s) => [s.stepId, s.title]));
  return {
    todo: { title: state.title, description: state.description, success_criteria: state.successCriteria },
    steps: state.steps.map((s) => ({ title: s.title, description: s.description, status: s.status })),
    evidence: state.evidence.map((e) => ({ content_text: e.contentText })),
    findings: state.findings.map((f) => ({ finding_type: f.findingType, title: f.title, content: f.content, step_title: stepTitles.get(f.stepId) ?? null })),
  };
}

export const toEvaluationResult = (e: TodoEvaluation): EvaluationResult => ({
  gapsFound: e.gaps_found,
  gaps: e.gaps,
  suggestions: e.suggestions,
  recommendation: e.recommendation,
  criteria: e.criteria,
});

export type EvaluationOutcome =
  /** No evaluation was asked for by these events. */
  | { kind: 'not_requested'; state: TodoState }
  /** Evaluated and recorded (or someone recorded it first): `state` holds the evaluation. */
  | { kind: 'evaluated'; state: TodoState; autoCompleted: boolean; planner: PlannerNote }
  /** The planner failed; the request stays open and is retried in the background. */
  | { kind: 'failed'; state: TodoState; error: Error }
  /** Each verdict came back after the todo's texts had changed again; the request stays open and is retried in the background. */
  | { kind: 'outdated'; state: TodoState }
  /** The user has had their evaluations for this minute (EvaluationBudget); the request stays open and the background makes it later. */
  | { kind: 'deferred'; state: TodoState };

type RunTodoCommand = (command: TodoCommand) => Promise<HandleResult<TodoState, TodoEvent>>;

/** Verdicts set aside because the todo was edited meanwhile, before the request leaves the evaluation to the background. */
const MAX_EVALUATIONS_PER_REQUEST = 3;

/** The todo's texts an evaluation of this state is made against. */
export const judgedOf = (state: TodoState): JudgedTodo => ({ title: state.title, description: state.description, successCriteria: state.successCriteria });

/**
 * Completing the last open step asks for an evaluation (TodoEvaluationRequested). This runs it:
 * the planner's evaluateTodo, then RecordEvaluation, which the todo accepts once per request.
 * A verdict on texts edited while it was made is set aside and the todo evaluated again.
 */
export async function runRequestedEvaluation(
  deps: {
    planner: Planner;
    now: () => Date;
    run: RunTodoCommand;
    signal?: AbortSignal;
    /** Whether a failed call goes on the todo's record (the background retries only log theirs, so an outage does not flood the history). */
    recordFailedCall?: boolean;
    /** Each model call takes one evaluation of the user's budget; none left, none is made. */
    budget: EvaluationBudget;
  },
  todo: { todoId: string; userId: string; requestId: string; state: TodoState },
): Promise<EvaluationOutcome> {
  let state = todo.state;
  for (let attempt = 1; ; attempt++) {
    if (!deps.budget.take(todo.userId)) return { kind: 'deferred', state };
    const asked = await callOnRecord(deps.planner, (planner) => planner.evaluateTodo(evaluationInput(state), deps.signal));
    const now = deps.now().toISOString();
    if (!asked.ok) {
      const { error, call } = asked;
      if (!isPlannerError(error)) throw error;
      // The failed call is on the todo's record too: the history says why no evaluation came.
      if (call && deps.recordFailedCall !== false) await deps.run({ type: 'RecordPlannerCall', todoId: todo.todoId, userId: todo.userId, plannerCall: toPlannerCallData(call, now, { userId: todo.userId }), now });
      return { kind: 'failed', state, error };
    }
    const evaluation: TodoEvaluation = asked.value;
    const recorded = await deps.run({
      type: 'RecordEvaluation',
      todoId: todo.todoId,
      userId: todo.userId,
      requestId: todo.requestId,
      judged: judgedOf(state),
      evaluation: toEvaluationResult(evaluation),
      now,
      plannerCall: toPlannerCallData(asked.call, now, { userId: todo.userId }),
    });
    if (!recorded.events.some((e) => e.type === 'TodoEvaluationDiscarded')) {
      return { kind: 'evaluated', state: recorded.state, autoCompleted: recorded.events.some((e) => e.type === 'TodoAutoCompleted'), planner: plannerNote(asked.call) };
    }
    if (attempt >= MAX_EVALUATIONS_PER_REQUEST || recorded.state.pendingEvaluationRequestId !== todo.requestId) return { kind: 'outdated', state: recorded.state };
    state = recorded.state;
  }
}

/** Runs the evaluation when the command that just ran asked for one. */
export async function evaluateIfRequested(
  deps: { planner: Planner; now: () => Date; run: RunTodoCommand; signal?: AbortSignal; budget: EvaluationBudget },
  userId: string,
  result: HandleResult<TodoState, TodoEvent>,
): Promise<EvaluationOutcome> {
  const requested = result.events.find((e): e is Extract<TodoEvent, { type: 'TodoEvaluationRequested' }> => e.type === 'TodoEvaluationRequested');
  if (!requested) return { kind: 'not_requested', state: result.state };
  return runRequestedEvaluation(deps, { todoId: requested.data.todoId, userId, requestId: requested.data.requestId, state: result.state });
}

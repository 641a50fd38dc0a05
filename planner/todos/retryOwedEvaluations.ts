import { handleCommand, loadState } from '../../commands/handleCommand';
import { todoDecider, todoStreamId } from '../../domain/todos/todoDecider';
import { todosAwaitingEvaluation } from '../../projections/todos/queries';
import type { Reactor } from '../reactorRuntime';
import { runRequestedEvaluation } from '../../commands/todos/evaluateTodoCompletion';

/** An evaluation still owed after this long was lost (the request died or the planner failed). */
export const OWED_EVALUATION_GRACE_MS = 2 * 60_000;
/** After a failed retry, leave the planner alone for this long. */
const BACKOFF_MS = 60_000;
/** Evaluations made per sweep (a sweep runs every few seconds while the log is quiet). */
const EVALUATIONS_PER_SWEEP = 5;
/** Users looked at per sweep: users whose budget is spent are passed over for the next ones. */
const USERS_PER_SWEEP = 50;
let pausedUntil = 0;

/**
 * Evaluations normally run inside the request that completed the last step. When that request
 * died, the planner was down, or the user's evaluation budget was spent, the todo keeps
 * waiting; this sweep evaluates it later. It is paced per user: one of a user's owed
 * evaluations per sweep, and only while the user's evaluation budget (the one their requests
 * draw on) has room, so owed evaluations cost no more than evaluations made in requests and one
 * user's backlog does not hold up another's.
 */
export const retryOwedEvaluations: Reactor = {
  name: 'retry-owed-todo-evaluations',
  handles: [],
  async react() {},
  async onIdle(ctx) {
    if (ctx.now().getTime() < pausedUntil) return;
    const before = new Date(ctx.now().getTime() - OWED_EVALUATION_GRACE_MS);
    let made = 0;
    for (const owed of await todosAwaitingEvaluation(ctx.db, before, USERS_PER_SWEEP)) {
      if (made >= EVALUATIONS_PER_SWEEP) return;
      if (!ctx.evaluationBudget.hasRoom(owed.user_id)) continue;
      const { state } = await loadState(ctx.store, todoStreamId(owed.id), todoDecider);
      if (state.pendingEvaluationRequestId !== owed.pending_evaluation_request_id) continue;
      const actor = { userId: owed.user_id, correlationId: `evaluation-retry:${owed.pending_evaluation_request_id}`, causationId: null };
      const outcome = await runRequestedEvaluation(
        {
          planner: ctx.planner,
          now: ctx.now,
          recordFailedCall: false,
          budget: ctx.evaluationBudget,
          run: (command) => handleCommand({ store: ctx.store, now: ctx.now }, { streamId: todoStreamId(owed.id), decider: todoDecider, command, actor }),
        },
        { todoId: owed.id, userId: owed.user_id, requestId: owed.pending_evaluation_request_id, state },
      );
      if (outcome.kind === 'deferred') continue;
      made++;
      if (outcome.kind === 'failed') {
        ctx.logger.warn({ todoId: owed.id, err: outcome.error }, 'owed todo evaluation failed again; will retry');
        pausedUntil = ctx.now().getTime() + BACKOFF_MS;
        return;
      }
    }
  },
};

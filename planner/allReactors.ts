import type { Reactor } from './reactorRuntime';
import { planStepsForNewTodo } from './todos/planStepsForNewTodo';
import { retryOwedEvaluations } from './todos/retryOwedEvaluations';
import { missionCompletionReactor } from './missions/missionCompletionReactor';
import { planningJobsReactor } from './jobs/planningJobsReactor';
import { applyStepChatOutcome } from './todos/applyStepChatOutcome';

/** Every process manager following the log: one line per reactor. */
export const allReactors: Reactor[] = [
  planStepsForNewTodo,
  retryOwedEvaluations,
  missionCompletionReactor,
  planningJobsReactor,
  applyStepChatOutcome,
];

import {
  GeneratedMissions,
  GeneratedTodos,
  QuestionsResult,
  StepChatResult,
  StepPlan,
  TodoEvaluation,
} from '../domain/planning';
import { OFFLINE_PLANNER_VERSION } from '../commands/plannerCalls/recordingPlanner';
import { offlineDirectorReply } from './director/offlineDirector';
import type { DirectorInput } from '../commands/ports/director';
import { missionCompletionSummary } from './offline/completionSummary';
import { evaluateTodo } from './offline/evaluation';
import { missionTodos } from './offline/missionTodos';
import { odysseyMissions } from './offline/odysseyMissions';
import { missionQuestions, odysseyQuestions } from './offline/questions';
import { sampleData } from './offline/sampleData';
import { stepChat } from './offline/stepChat';
import { todoSteps } from './offline/todoSteps';
import { PlannerError } from './plannerError';
import type { MissionCompletionInput, Planner, SampleData } from '../commands/ports/planner';

function notAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw new PlannerError('aborted', 'The planning request was cancelled.');
}

/**
 * An offline answer as the Planner port gives it: refused once the request is cancelled, and
 * checked against the schema a model's reply must meet.
 */
function checked<I, R extends unknown[], O>(schema: { parse(value: unknown): O }, answer: (input: I, ...rest: R) => unknown) {
  return async (input: I, signal?: AbortSignal, ...rest: R): Promise<O> => {
    notAborted(signal);
    return schema.parse(answer(input, ...rest));
  };
}

export type OfflineDirector = (input: DirectorInput, signal?: AbortSignal) => AsyncIterable<string>;

/**
 * The planner with no network: deterministic plans built from the goal's
 * words and the person's answers. Outputs are checked against the same
 * schemas the LangChain planner's replies must meet.
 */
export class OfflinePlanner implements Planner {
  readonly kind = 'offline' as const;
  readonly promptVersion = OFFLINE_PLANNER_VERSION;

  constructor(private readonly director: OfflineDirector = offlineDirectorReply) {}

  readonly missionQuestions = checked(QuestionsResult, missionQuestions);
  readonly odysseyQuestions = checked(QuestionsResult, odysseyQuestions);
  readonly missionTodos = checked(GeneratedTodos, missionTodos);
  readonly odysseyMissions = checked(GeneratedMissions, odysseyMissions);
  readonly todoSteps = checked(StepPlan, todoSteps);
  readonly stepChat = checked(StepChatResult, stepChat);
  readonly evaluateTodo = checked(TodoEvaluation, evaluateTodo);

  async missionCompletionSummary(input: MissionCompletionInput, signal?: AbortSignal) {
    notAborted(signal);
    return missionCompletionSummary(input);
  }

  directorReply(input: DirectorInput, signal?: AbortSignal): AsyncIterable<string> {
    return this.director(input, signal);
  }

  sampleData(): SampleData {
    return sampleData();
  }
}

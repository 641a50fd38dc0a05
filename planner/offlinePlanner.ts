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
import type {
  EvaluateTodoInput,
  GoalInput,
  MissionCompletionInput,
  MissionTodosInput,
  OdysseyMissionsInput,
  Planner,
  PlanProgressListener,
  SampleData,
  StepChatInput,
  TodoInput,
} from '../commands/ports/planner';

function notAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw new PlannerError('aborted', 'The planning request was cancelled.');
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

  async missionQuestions(input: GoalInput, signal?: AbortSignal) {
    notAborted(signal);
    return QuestionsResult.parse(missionQuestions(input));
  }

  async odysseyQuestions(input: GoalInput, signal?: AbortSignal) {
    notAborted(signal);
    return QuestionsResult.parse(odysseyQuestions(input));
  }

  async missionTodos(input: MissionTodosInput, signal?: AbortSignal, onProgress?: PlanProgressListener) {
    notAborted(signal);
    return GeneratedTodos.parse(missionTodos(input, onProgress));
  }

  async odysseyMissions(input: OdysseyMissionsInput, signal?: AbortSignal, onProgress?: PlanProgressListener) {
    notAborted(signal);
    return GeneratedMissions.parse(odysseyMissions(input, onProgress));
  }

  async todoSteps(input: TodoInput, signal?: AbortSignal) {
    notAborted(signal);
    return StepPlan.parse(todoSteps(input));
  }

  async stepChat(input: StepChatInput, signal?: AbortSignal) {
    notAborted(signal);
    return StepChatResult.parse(stepChat(input));
  }

  async evaluateTodo(input: EvaluateTodoInput, signal?: AbortSignal) {
    notAborted(signal);
    return TodoEvaluation.parse(evaluateTodo(input));
  }

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

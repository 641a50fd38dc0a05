import type { QuestionsResult } from '../../domain/planning';
import type { GoalInput, Planner } from '../ports/planner';
import type { PlannerNote } from '../plannerCalls/recordingPlanner';
import type { EventStore } from '../eventStore';
import type { UserActor } from '../useCase';
import { answerOnRecord } from '../plannerCalls/recordPlannerCall';

export type AskQuestionsDeps = { planner: Planner; store: EventStore; now: () => Date };

export type AskQuestions = { actor: UserActor; kind: 'mission' | 'odyssey'; goal: GoalInput };

/**
 * The wizard's clarifying questions for a goal. The call goes on the user's planner-call
 * record (planner-calls-{userId}), and the answer says who wrote the questions: the model, or
 * the offline planner standing in, and why.
 */
export async function askQuestions(deps: AskQuestionsDeps, request: AskQuestions): Promise<QuestionsResult & { planner: PlannerNote }> {
  const { value, planner } = await answerOnRecord(deps, request.actor, (p) => (request.kind === 'mission' ? p.missionQuestions(request.goal) : p.odysseyQuestions(request.goal)));
  return { ...value, planner };
}

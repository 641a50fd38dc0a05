import type { QuestionsResult } from '../../domain/planning';
import type { GoalInput, MissionQuestionsInput, Planner } from '../ports/planner';
import type { PlannerNote } from '../plannerCalls/recordingPlanner';
import type { EventStore } from '../eventStore';
import type { UserActor } from '../useCase';
import { answerOnRecord } from '../plannerCalls/recordPlannerCall';

export type AskQuestionsDeps = { planner: Planner; store: EventStore; now: () => Date };

/** A mission's questions may name the mission they re-plan: the call then goes in its history. */
export type AskQuestions = { actor: UserActor } & ({ kind: 'mission'; goal: MissionQuestionsInput; missionId?: string | null } | { kind: 'odyssey'; goal: GoalInput });

/**
 * The wizard's clarifying questions for a goal. The call goes on the user's planner-call
 * record (planner-calls-{userId}), and the answer says who wrote the questions: the model, or
 * the offline planner standing in, and why.
 */
export async function askQuestions(deps: AskQuestionsDeps, request: AskQuestions): Promise<QuestionsResult & { planner: PlannerNote }> {
  const { value, planner } =
    request.kind === 'mission'
      ? await answerOnRecord(deps, request.actor, (p) => p.missionQuestions(request.goal), { missionId: request.missionId })
      : await answerOnRecord(deps, request.actor, (p) => p.odysseyQuestions(request.goal));
  return { ...value, planner };
}

import { randomUUID } from 'node:crypto';
import type { Actor } from '../handleCommand';
import type { UserActor } from '../useCase';
import type { EventStore } from '../eventStore';
import { plannerCallsStreamId, type PlannerCallData } from '../../domain/plannerCalls/events';
import type { Planner } from '../ports/planner';
import { callOnRecord, plannerNote, toPlannerCallData, type PlannerNote } from './recordingPlanner';

/** The existing mission or odyssey a synchronous call plans (shown in its history). */
export type PlannedEntity = { missionId?: string | null; odysseyId?: string | null };

/**
 * Puts a planner call that produced no event of its own (questions, a synchronous plan) on the
 * user's `planner-calls-{userId}` stream. The stream is an append-only record with no rule to
 * decide on, so it is appended without reading it back (any revision).
 */
export async function recordPlannerCall(deps: { store: EventStore; now: () => Date }, userId: string, call: PlannerCallData, actor: Actor): Promise<void> {
  await deps.store.appendToStream(
    plannerCallsStreamId(userId),
    [
      {
        id: randomUUID(),
        type: 'PlannerCallRecorded',
        data: { ...call, userId },
        metadata: { userId: actor.userId, occurredAt: deps.now().toISOString(), correlationId: actor.correlationId, causationId: actor.causationId ?? null },
      },
    ],
    { expectedRevision: 'any' },
  );
}

/**
 * Asks the planner for an answer that produces no event (questions, a synchronous plan): the
 * call goes on the user's record, failed or not, naming the existing mission or odyssey it
 * plans, and the answer says who wrote it. A planner failure is thrown as the planner's error.
 */
export async function answerOnRecord<T>(
  deps: { planner: Planner; store: EventStore; now: () => Date },
  actor: UserActor,
  ask: (planner: Planner) => Promise<T>,
  planned: PlannedEntity = {},
): Promise<{ value: T; planner: PlannerNote }> {
  const { userId } = actor;
  const asked = await callOnRecord(deps.planner, ask);
  if (asked.call) await recordPlannerCall(deps, userId, toPlannerCallData(asked.call, deps.now().toISOString(), { userId, ...planned }), actor);
  if (!asked.ok) throw asked.error;
  return { value: asked.value, planner: plannerNote(asked.call) };
}

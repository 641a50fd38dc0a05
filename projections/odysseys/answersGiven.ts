import type { Knex } from 'knex';
import { z } from 'zod';
import { byLogPosition, type EventStore, type RecordedEvent } from '../../commands/eventStore';
import { QaPair } from '../../domain/planning';
import { synchronousPlannerCalls } from '../history/synchronousPlannerCalls';

/** A synchronous mission generation on the planner-call record, and a planning job's request for missions: the answers each was given. */
const CallAnswers = z.object({ capability: z.literal('odysseyMissions'), inputs: z.object({ qa_pairs: z.array(QaPair) }) });
const JobAnswers = z.object({ type: z.literal('odyssey_missions'), input: z.object({ qa_pairs: z.array(QaPair) }) });

/** The answers one event of an odyssey's record holds (empty: none). */
function answersOf(e: RecordedEvent): QaPair[] {
  if (e.type === 'PlannerCallRecorded') return CallAnswers.safeParse(e.data).data?.inputs.qa_pairs ?? [];
  if (e.type === 'JobRequested') return JobAnswers.safeParse(e.data).data?.input.qa_pairs ?? [];
  return [];
}

/**
 * What the person answered when the odyssey's missions were last generated, as its record holds
 * it: a synchronous call naming the odyssey or made by its wizard before it existed, or a planning
 * job linked to it (by id, or its wizard's, matched by title). Empty when none was answered.
 */
export async function odysseyAnswers(deps: { store: EventStore; db: Knex }, userId: string, odysseyId: string): Promise<QaPair[]> {
  const [creation] = await deps.store.readStream(`odyssey-${odysseyId}`);
  if (creation?.type !== 'OdysseyCreated' || z.object({ userId: z.string() }).safeParse(creation.data).data?.userId !== userId) return [];
  const jobStreams = (): Promise<string[]> =>
    deps.db('history_links').where({ entity_kind: 'odyssey', entity_id: odysseyId, user_id: userId }).whereIn('reason', ['job_for_entity', 'wizard_plan']).pluck('stream_id');
  const [calls, streams] = await Promise.all([synchronousPlannerCalls(deps.store, 'odyssey', odysseyId, userId, creation), jobStreams()]);
  const jobs = await Promise.all(streams.map(async (stream) => (await deps.store.readStream(stream)).filter((e) => e.type === 'JobRequested')));
  const answered = [...calls, ...jobs.flat()].sort(byLogPosition).map(answersOf);
  return answered.filter((answers) => answers.length > 0).at(-1) ?? [];
}

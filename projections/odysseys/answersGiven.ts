import type { Knex } from 'knex';
import { z } from 'zod';
import { byLogPosition, type EventStore, type RecordedEvent } from '../../commands/eventStore';
import { QaPair } from '../../domain/planning';
import type { PlannerCallData } from '../../domain/plannerCalls/events';
import { synchronousPlannerCalls } from '../history/synchronousPlannerCalls';

const Answers = z.array(QaPair);

/** The answers one event of an odyssey's record holds: a synchronous mission generation's inputs, or a planning job's request. */
function answersOf(e: RecordedEvent): QaPair[] {
  const d = e.data as { capability?: unknown; inputs?: { qa_pairs?: unknown }; type?: unknown; input?: { qa_pairs?: unknown } };
  const given = e.type === 'PlannerCallRecorded' && d.capability === 'odysseyMissions' ? d.inputs?.qa_pairs : e.type === 'JobRequested' && d.type === 'odyssey_missions' ? d.input?.qa_pairs : undefined;
  const parsed = Answers.safeParse(given ?? []);
  return parsed.success ? parsed.data : [];
}

/**
 * What the person answered when the odyssey's missions were last generated, as its record holds
 * it: a synchronous call naming the odyssey or made by its wizard before it existed, or a planning
 * job linked to it (by id, or its wizard's, matched by title). Empty when none was answered.
 */
export async function odysseyAnswers(deps: { store: EventStore; db: Knex }, userId: string, odysseyId: string): Promise<QaPair[]> {
  const [creation] = await deps.store.readStream(`odyssey-${odysseyId}`);
  if (creation?.type !== 'OdysseyCreated' || (creation.data as { userId?: string }).userId !== userId) return [];
  const jobStreams = (): Promise<string[]> =>
    deps.db('history_links').where({ entity_kind: 'odyssey', entity_id: odysseyId, user_id: userId }).whereIn('reason', ['job_for_entity', 'wizard_plan']).pluck('stream_id');
  const [calls, streams] = await Promise.all([synchronousPlannerCalls(deps.store, 'odyssey', odysseyId, userId, creation), jobStreams()]);
  const jobs = await Promise.all(streams.map(async (stream) => (await deps.store.readStream(stream)).filter((e) => e.type === 'JobRequested')));
  const answered = [...calls.filter((e) => (e.data as PlannerCallData).capability === 'odysseyMissions'), ...jobs.flat()].sort(byLogPosition).map(answersOf);
  return answered.filter((answers) => answers.length > 0).at(-1) ?? [];
}

import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
import { applyInRuns, insertFirstOfEachId } from '../batchRuns';
import type { MissionEvent } from '../../domain/missions/events';

type Of<T extends MissionEvent['type']> = Extract<MissionEvent, { type: T }>;
type MissionCreation = RecordedEvent & Of<'MissionCreated'>;

/** The row a MissionCreated writes (the one-by-one path inserts the same object). */
export const missionRow = (d: Of<'MissionCreated'>['data']) => ({
  id: d.missionId,
  user_id: d.userId,
  title: d.title,
  description: d.description,
  status: 'active',
  odyssey_id: d.odysseyId,
  copied_from_mission_id: d.copiedFromMissionId,
  created_at: d.createdAt,
  updated_at: d.createdAt,
});

// Events reaching a projector are decoded against their schema first (projections/applyBatch.ts).
const isMissionCreation = (e: RecordedEvent): e is MissionCreation => e.type === 'MissionCreated';

/**
 * Applies a batch in log order. Creations are nearly all a replay writes to missions: a run of
 * them goes in with one statement; any other event ends the run and is applied on its own (it
 * may read or change a mission the run created).
 */
export function applyMissionsBatch(trx: Knex.Transaction, events: RecordedEvent[], applyOne: (trx: Knex.Transaction, e: RecordedEvent) => Promise<void>) {
  return applyInRuns(trx, events, isMissionCreation, (t, run) => insertFirstOfEachId(t, 'missions', run.map((e) => missionRow(e.data))), applyOne);
}

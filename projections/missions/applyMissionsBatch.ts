import type { Knex } from 'knex';
import type { RecordedEvent } from '../../commands/eventStore';
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

// 9 columns a row: far below PostgreSQL's 65,535 bind parameters a statement.
const ROWS_PER_INSERT = 2000;

/**
 * Inserts a run of creations with one statement per 2,000. The first creation of an id wins,
 * as with one insert each (`ON CONFLICT DO NOTHING` skips the later ones); the row trigger
 * fills `view_json` for every row of a multi-row insert alike.
 */
async function insertMissions(trx: Knex.Transaction, run: MissionCreation[]) {
  const firstById = new Map<string, ReturnType<typeof missionRow>>();
  for (const e of run) if (!firstById.has(e.data.missionId)) firstById.set(e.data.missionId, missionRow(e.data));
  const rows = [...firstById.values()];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await trx('missions').insert(rows.slice(i, i + ROWS_PER_INSERT)).onConflict('id').ignore();
  }
}

/**
 * Applies a batch in log order. Creations are nearly all a replay writes to missions: a run of
 * them goes in together; any other event ends the run and is applied on its own (it may read
 * or change a mission the run created).
 */
export async function applyMissionsBatch(trx: Knex.Transaction, events: RecordedEvent[], applyOne: (trx: Knex.Transaction, e: RecordedEvent) => Promise<void>) {
  let run: MissionCreation[] = [];
  for (const e of events) {
    if (isMissionCreation(e)) {
      run.push(e);
      continue;
    }
    if (run.length > 0) await insertMissions(trx, run);
    run = [];
    await applyOne(trx, e);
  }
  if (run.length > 0) await insertMissions(trx, run);
}

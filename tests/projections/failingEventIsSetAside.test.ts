import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '../../commands/eventStore';
import { applyBatchToProjectors } from '../../projections/applyBatch';
import { CHECKPOINT_MOVED, ensureProjectionTables } from '../../projections/projectionTables';
import { defineProjector } from '../../projections/projector';
import { databaseForSuite, pipelinedPool } from '../support/databaseForSuite';

const silent = { info() {}, warn() {}, error() {} };

/**
 * A read model that writes a whole batch with one statement, as the replay-heavy ones do: a
 * batch holding an event it refuses (key "refused", barred by a check) fails as a whole.
 */
const tallies = defineProjector({
  name: 'tallies',
  lifecycle: 'async',
  version: 1,
  tables: ['tallies'],
  handles: ['Tallied'],
  async setup(db) {
    await db.raw(`CREATE TABLE tallies (position bigint PRIMARY KEY, key text NOT NULL CHECK (key <> 'refused'))`);
  },
  async apply(trx, events) {
    await trx('tallies').insert(events.map((e) => ({ position: e.position.toString(), key: (e.data as { key: string }).key })));
  },
});

const tallied = (position: number, key: string): RecordedEvent => ({
  id: randomUUID(),
  streamId: `tally-${key}`,
  revision: 0n,
  position: BigInt(position),
  type: 'Tallied',
  data: { key },
  metadata: { userId: null, occurredAt: '2025-01-01T00:00:00.000Z', correlationId: 'test', causationId: null },
  recordedAt: '2025-01-01T00:00:00.000Z',
});

// The app's pool: the first attempt is a pipelined transaction, as in production.
const database = databaseForSuite({ pool: pipelinedPool(2) });

beforeEach(async () => {
  await database.db.raw('DROP TABLE IF EXISTS tallies, projection_checkpoints, projection_dead_letters');
  await ensureProjectionTables(database.db);
  await tallies.setup(database.db);
  await database.db('projection_checkpoints').insert({ name: tallies.name, version: tallies.version, position: null });
});

const apply = (events: RecordedEvent[]) => applyBatchToProjectors(database.db, [tallies], new Map([[tallies.name, null]]), events, silent);
const keys = async () => (await database.db('tallies').orderBy('position').select('key')).map((r) => r.key);
const deadLetters = () => database.db('projection_dead_letters').orderBy('position').select('projector', 'position', 'event_type', 'error');
const checkpoint = async () => (await database.db('projection_checkpoints').where({ name: tallies.name }).first('position')).position;

it('a batch with one event that fails is applied except that event, which is a dead letter with its error', async () => {
  const events = ['a', 'b', 'c', 'd', 'e', 'refused', 'f', 'g', 'h'].map((key, i) => tallied(i + 1, key));

  await apply(events);

  expect(await keys()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  const dead = await deadLetters();
  expect(dead).toEqual([{ projector: 'tallies', position: '6', event_type: 'Tallied', error: expect.stringContaining('violates check constraint') }]);
  expect(await checkpoint()).toBe('9');
});

it('every failing event of a batch is set aside, wherever it falls, and only those', async () => {
  const events = ['refused', 'a', 'b', 'refused', 'c', 'd', 'e', 'refused'].map((key, i) => tallied(i + 1, key));

  await apply(events);

  expect(await keys()).toEqual(['a', 'b', 'c', 'd', 'e']);
  expect((await deadLetters()).map((d) => d.position)).toEqual(['1', '4', '8']);
  expect(await checkpoint()).toBe('8');
});

describe('a page another instance applied first', () => {
  /** A read model with no key to refuse a repeat: an event applied twice is two rows. */
  const visits = defineProjector({
    name: 'visits',
    lifecycle: 'async',
    version: 1,
    tables: ['visits'],
    handles: ['Tallied'],
    async setup(db) {
      await db.raw('CREATE TABLE visits (position bigint NOT NULL)');
    },
    async apply(trx, events) {
      await trx('visits').insert(events.map((e) => ({ position: e.position.toString() })));
    },
  });
  const applyFrom = (checkpoint: bigint | null, events: RecordedEvent[]) => applyBatchToProjectors(database.db, [visits], new Map([[visits.name, checkpoint]]), events, silent);
  const rows = async () => (await database.db('visits').orderBy('position').select('position')).map((r) => Number(r.position));

  beforeEach(async () => {
    await database.db.raw('DROP TABLE IF EXISTS visits');
    await visits.setup(database.db);
    await database.db('projection_checkpoints').insert({ name: visits.name, version: visits.version, position: null });
  });

  it('is not applied again from the checkpoint this instance read: it fails, and the next page goes on from the stored one', async () => {
    const first = [1, 2, 3].map((p) => tallied(p, `k${p}`));
    await applyFrom(null, first);

    // A standby elected while the first instance's page was in flight read the checkpoint before it moved.
    await expect(applyFrom(null, first)).rejects.toMatchObject({ code: CHECKPOINT_MOVED });
    expect(await rows()).toEqual([1, 2, 3]);

    await applyFrom(3n, [4, 5].map((p) => tallied(p, `k${p}`)));
    expect(await rows()).toEqual([1, 2, 3, 4, 5]);
    expect((await database.db('projection_checkpoints').where({ name: visits.name }).first('position')).position).toBe('5');
  });
});

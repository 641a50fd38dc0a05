import knexFactory, { type Knex } from 'knex';
import { NOTIFICATIONS_APPLICATION_NAME, PgNotifications } from '../../commands/postgres/pgNotifications';
import { ReadModelProgress, READ_MODELS_CHANNEL } from '../../projections/readModelProgress';
import { ReadModels } from '../../projections/readModels';
import type { Projector } from '../../projections/projector';
import { ensureProjectionTables } from '../../projections/projectionTables';
import { closeAll } from '../support/bounded';
import { createTestDatabase } from '../support/db';
import { eventually } from '../support/eventually';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

type Apart = { database: Awaited<ReturnType<typeof createTestDatabase>>; db: Knex; notifications: PgNotifications };

/** A process where another one projects: a database whose read models `names` stand at 10, and this process's notification connection. */
async function apartFromTheProjector(names: string[]): Promise<Apart> {
  const database = await createTestDatabase();
  const db = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } });
  await ensureProjectionTables(db);
  await db('projection_checkpoints').insert(names.map((name) => ({ name, position: '10', version: '1' })));
  return { database, db, notifications: new PgNotifications({ connectionString: database.url, logger: silent }) };
}

/** Closes what follows the read models first, then the process and its database. */
const closeApart = (apart: Apart | undefined, follower: [string, () => Promise<unknown> | undefined]) =>
  closeAll([
    follower,
    ['notifications.close()', () => apart?.notifications.close()],
    ['db.destroy()', () => apart?.db.destroy()],
    ['database.drop()', () => apart?.database.drop()],
  ]);

describe('ReadModelProgress in a process where another one projects', () => {
  let apart: Apart;
  let progress: ReadModelProgress;
  const announced: { position: bigint; changed: string[] | null }[] = [];

  const announce = (payload: string) => apart.db.raw('SELECT pg_notify(?, ?)', [READ_MODELS_CHANNEL, payload]);
  const commit = (position: number, handled?: string[]) =>
    announce(JSON.stringify({ position: String(position), projectors: ['a', 'b'], ...(handled ? { handled } : {}) }));
  const setCheckpoints = (position: number) => apart.db('projection_checkpoints').whereIn('name', ['a', 'b']).update({ position: String(position) });
  const lastAnnounced = () => announced[announced.length - 1];

  beforeAll(async () => {
    apart = await apartFromTheProjector(['a', 'b']);
    progress = new ReadModelProgress({ db: apart.db, notifications: apart.notifications, names: ['a', 'b'], logger: silent });
    progress.onCommitted((position, changed) => announced.push({ position, changed: changed && [...changed].sort() }));
  });
  afterAll(() => closeApart(apart, ['progress.close()', () => progress?.close()]));

  it('follows once listening and loaded; what the checkpoint query jumped over is unknown', async () => {
    expect(await eventually(() => progress.following(), Boolean)).toBe(true);
    expect(announced).toEqual([{ position: 10n, changed: null }]);
  });

  it("passes on the read models a commit's notification names as changed", async () => {
    await commit(11, ['a']);
    expect(await eventually(lastAnnounced, (a) => a.position === 11n)).toEqual({ position: 11n, changed: ['a'] });
    await commit(12, []);
    expect(await eventually(lastAnnounced, (a) => a.position === 12n)).toEqual({ position: 12n, changed: [] });
    // Without `handled`, or unreadable: unknown (the latter read from the checkpoints).
    await commit(13);
    expect(await eventually(lastAnnounced, (a) => a.position === 13n)).toEqual({ position: 13n, changed: null });
    await setCheckpoints(14);
    await announce('not json');
    expect(await eventually(lastAnnounced, (a) => a.position === 14n)).toEqual({ position: 14n, changed: null });
  });

  it('ignores commits of other read models', async () => {
    await announce(JSON.stringify({ position: '15', projectors: ['x'], handled: ['x'] }));
    await commit(16, ['b']);
    expect(await eventually(lastAnnounced, (a) => a.position === 16n)).toEqual({ position: 16n, changed: ['b'] });
    expect(announced.map((a) => a.position)).not.toContain(15n);
  });

  it('calls commit listeners before the waiters of the same position go on', async () => {
    const order: string[] = [];
    const stop = progress.onCommitted((position) => position === 17n && order.push('listener'));
    const waited = progress.waitFor(17n, 10_000).then((reached) => order.push(`waiter ${reached}`));
    await commit(17, ['a']);
    await waited;
    stop();
    expect(order).toEqual(['listener', 'waiter true']);
  });

  it('stops following when its connection is lost, and follows again by itself, reading what it missed', async () => {
    const [{ killed }] = (
      await apart.db.raw(
        `SELECT count(pg_terminate_backend(pid))::int AS killed FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = ?`,
        [NOTIFICATIONS_APPLICATION_NAME],
      )
    ).rows as { killed: number }[];
    expect(killed).toBe(1);
    expect(await eventually(() => progress.following(), (f) => !f)).toBe(false);
    // Committed while nobody listened: learned from the checkpoints once it listens again.
    await setCheckpoints(18);
    expect(await eventually(() => progress.following(), Boolean)).toBe(true);
    expect(await eventually(lastAnnounced, (a) => a.position === 18n)).toEqual({ position: 18n, changed: null });
  });
});

describe('ReadModels.onAllCommitted in a process where another one projects', () => {
  let apart: Apart;
  let readModels: ReadModels;
  const everywhere: bigint[] = [];
  const projector = (name: string): Projector => ({ name, lifecycle: 'async', version: 1, tables: [], handles: [], setup: async () => undefined, apply: async () => undefined });
  const commit = (position: number, projectors: string[]) =>
    apart.db.raw('SELECT pg_notify(?, ?)', [READ_MODELS_CHANNEL, JSON.stringify({ position: String(position), projectors, handled: [] })]);

  beforeAll(async () => {
    apart = await apartFromTheProjector(['answers', 'lagging']);
    readModels = new ReadModels({
      db: apart.db,
      notifications: apart.notifications,
      logger: silent,
      groups: [
        { name: 'answers', projectors: [projector('answers')] },
        { name: 'lagging', projectors: [projector('lagging')] },
      ],
      // Nothing here is inline: no build ever reads the log.
      readLog: async () => [],
    });
    readModels.onAllCommitted((position) => everywhere.push(position));
  });
  afterAll(() => closeApart(apart, ['readModels.close()', () => readModels?.close()]));

  it('announces a position once every group has committed it, and each such position once', async () => {
    expect(await eventually(() => [...everywhere], (a) => a.length > 0)).toEqual([10n]);
    await commit(12, ['answers']);
    // The answers alone are not everywhere: nothing yet.
    await readModels.waitForAnswer(12n, 10_000);
    expect(everywhere).toEqual([10n]);
    await commit(11, ['lagging']);
    expect(await eventually(() => [...everywhere], (a) => a.length > 1)).toEqual([10n, 11n]);
    await commit(12, ['lagging']);
    expect(await eventually(() => [...everywhere], (a) => a.length > 2)).toEqual([10n, 11n, 12n]);
    await commit(13, ['answers', 'lagging']);
    expect(await eventually(() => [...everywhere], (a) => a.length > 3)).toEqual([10n, 11n, 12n, 13n]);
  });
});

describe('ReadModels in a process whose projector group another instance takes over', () => {
  let apart: Apart;
  let readModels: ReadModels;
  const projector: Projector = { name: 'answers', lifecycle: 'async', version: 1, tables: [], handles: [], setup: async () => undefined, apply: async () => undefined };
  const commitElsewhere = (position: number) =>
    apart.db.raw('SELECT pg_notify(?, ?)', [READ_MODELS_CHANNEL, JSON.stringify({ position: String(position), projectors: ['answers'], handled: [] })]);

  beforeAll(async () => {
    apart = await apartFromTheProjector(['answers']);
    readModels = new ReadModels({
      db: apart.db,
      notifications: apart.notifications,
      logger: silent,
      groups: [{ name: 'answers', projectors: [projector] }],
      readLog: async () => [],
    });
  });
  afterAll(() => closeApart(apart, ['readModels.close()', () => readModels?.close()]));

  it('answers its waiters from the other instance’s commits once its own group has stopped', async () => {
    const [group] = readModels.groups;
    expect(await group.start()).toBe(10n);
    expect(readModels.following()).toBe(true);
    const waited = readModels.waitForAnswer(12n, 10_000);
    // The runtime stops a group whose locks another instance took while the database was away.
    await group.stop?.();
    expect(await eventually(() => readModels.following(), Boolean)).toBe(true);
    await commitElsewhere(12);
    expect(await waited).toBe(true);
  });
});

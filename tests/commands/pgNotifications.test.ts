import { Client } from 'pg';
import { NOTIFICATIONS_APPLICATION_NAME, PgNotifications } from '../../commands/postgres/pgNotifications';
import { closeAll } from '../support/bounded';
import { createTestDatabase } from '../support/db';
import { eventually } from '../support/eventually';

describe('PgNotifications: one LISTEN connection for every channel of a process', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let admin: Client;
  let notifications: PgNotifications;
  const warnings: string[] = [];
  const heard: string[] = [];
  const events: string[] = [];
  const subscriber = (name: string) => ({
    message: (payload: string) => heard.push(`${name}:${payload}`),
    listening: () => events.push(`${name} listening`),
    lost: () => events.push(`${name} lost`),
  });
  const notify = (channel: string, payload: string) => admin.query('SELECT pg_notify($1, $2)', [channel, payload]);
  const connections = async () =>
    (await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1', [NOTIFICATIONS_APPLICATION_NAME])).rows[0].n;

  beforeAll(async () => {
    database = await createTestDatabase();
    admin = new Client({ connectionString: database.url });
    await admin.connect();
    notifications = new PgNotifications({ connectionString: database.url, logger: { warn: (_: object, msg?: string) => warnings.push(msg ?? '') }, retryMs: 200 });
  });
  afterAll(() =>
    closeAll([
      ['notifications.close()', () => notifications?.close()],
      ['admin.end()', () => admin?.end()],
      ['database.drop()', () => database.drop()],
    ]),
  );

  it('delivers each channel to its own subscribers over one connection, and tells each when it listens', async () => {
    await Promise.all([notifications.subscribe('odyssey_a', subscriber('a1')), notifications.subscribe('odyssey_a', subscriber('a2')), notifications.subscribe('odyssey_b', subscriber('b'))]);
    expect(events.sort()).toEqual(['a1 listening', 'a2 listening', 'b listening']);
    // One subscribed later, on a channel of its own, once the connection is up.
    await notifications.subscribe('odyssey_c', subscriber('c'));
    expect(events).toContain('c listening');
    expect(await connections()).toBe(1);

    await notify('odyssey_a', 'one');
    await notify('odyssey_b', 'two');
    await notify('odyssey_c', 'three');
    await notify('odyssey_other', 'nobody');
    expect(await eventually(() => [...heard].sort(), (h) => h.length >= 4)).toEqual(['a1:one', 'a2:one', 'b:two', 'c:three']);
  });

  it('tells every subscriber of a lost connection, listens again by itself and says so', async () => {
    events.length = 0;
    heard.length = 0;
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1', [NOTIFICATIONS_APPLICATION_NAME]);
    expect(await eventually(() => [...events].sort(), (e) => e.length >= 4)).toEqual(['a1 lost', 'a2 lost', 'b lost', 'c lost']);
    expect(warnings).toContain('database notification connection lost; listening again');
    expect(await eventually(() => events.filter((e) => e.endsWith('listening')).sort(), (e) => e.length >= 4)).toEqual(['a1 listening', 'a2 listening', 'b listening', 'c listening']);
    expect(notifications.isListening()).toBe(true);
    expect(await connections()).toBe(1);
    await notify('odyssey_c', 'again');
    expect(await eventually(() => [...heard], (h) => h.length >= 1)).toEqual(['c:again']);
  });

  it('stops delivering to a subscriber that unsubscribed', async () => {
    heard.length = 0;
    const unsubscribe = await notifications.subscribe('odyssey_d', subscriber('d'));
    unsubscribe();
    await notify('odyssey_d', 'gone');
    await notify('odyssey_a', 'still');
    await eventually(() => [...heard], (h) => h.length >= 2);
    expect(heard.sort()).toEqual(['a1:still', 'a2:still']);
  });

  it('refuses a channel name it would have to quote', async () => {
    await expect(notifications.subscribe('odyssey; DROP TABLE x', subscriber('x'))).rejects.toThrow('Invalid channel name');
  });

  it('closes its connection and does not come back', async () => {
    await notifications.close();
    expect(notifications.isListening()).toBe(false);
    expect(await eventually(connections, (n) => n === 0)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await connections()).toBe(0);
  });
});

import { randomBytes, randomUUID } from 'node:crypto';
import { SchemaCheckedEventStore } from '../../../commands/eventCodec';
import type { NewEvent } from '../../../commands/eventStore';
import { PersonalDataKeys } from '../../../commands/personalData/dataKeys';
import { PersonalDataEventStore } from '../../../commands/personalData/personalDataEventStore';
import { PgNotifications } from '../../../commands/postgres/pgNotifications';
import { allEventSchemas } from '../../../domain/allEventSchemas';
import { databaseForSuite, plainPool } from '../../support/databaseForSuite';
import { eventually } from '../../support/eventually';

const database = databaseForSuite({ pool: plainPool(2), store: { connections: 2 } });
const masterKey = randomBytes(32);

async function sealedStore(key = masterKey) {
  const personal = new PersonalDataEventStore(database.store, await PersonalDataKeys.open(database.db, key));
  return { personal, checked: new SchemaCheckedEventStore(personal, allEventSchemas) };
}

const todoCreated = (userId: string, title: string): NewEvent => ({
  id: randomUUID(),
  type: 'TodoCreated',
  data: {
    todoId: randomUUID(),
    userId,
    title,
    description: null,
    successCriteria: `${title} is done`,
    priority: 'medium',
    dueDate: null,
    missionId: null,
    copiedFromTodoId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  metadata: { userId, occurredAt: '2026-01-01T00:00:00.000Z', correlationId: randomUUID(), causationId: null },
});

const storedText = async (streamId: string) =>
  (await database.db.raw('SELECT string_agg(data::text, \'\n\') AS t FROM events WHERE stream_id = ?', [streamId])).rows[0].t as string;

it('round trip: a payload reads back as written, and the stored row holds no plaintext', async () => {
  const { checked } = await sealedStore();
  const userId = randomUUID();
  const title = `secret-${randomUUID()}`;
  const event = todoCreated(userId, title);
  await checked.appendToStream(`todo-${userId}`, [event], { expectedRevision: 'no_stream' });

  const [read] = await checked.readStream(`todo-${userId}`);
  expect(read.data).toEqual(event.data);
  const stored = await storedText(`todo-${userId}`);
  expect(stored).not.toContain(title);
  expect(stored).toContain(userId); // ids stay readable
  expect(stored).toContain('$personal');
  // Another process with the same master key opens it too.
  const other = await sealedStore();
  expect((await other.checked.readStream(`todo-${userId}`))[0].data).toEqual(event.data);
});

it('texts in any script read back unchanged (multi-byte characters, long texts)', async () => {
  const { checked } = await sealedStore();
  const userId = randomUUID();
  // Characters of 2, 3 and 4 bytes in UTF-8, long enough to cross any internal chunk.
  const title = `Ünïcödé 目標 🚀🧭 ${'é漢🙂'.repeat(3000)}`;
  const event = todoCreated(userId, title);
  await checked.appendToStream(`todo-${userId}`, [event], { expectedRevision: 'no_stream' });
  const [read] = await checked.readStream(`todo-${userId}`);
  expect(read.data).toEqual(event.data);
  expect(await storedText(`todo-${userId}`)).not.toContain('目標');
});

it('a destroyed key makes every personal text read as "[erased]", still valid for the schemas', async () => {
  const { checked, personal } = await sealedStore();
  const userId = randomUUID();
  const stream = `todo-${userId}`;
  await checked.appendToStream(stream, [todoCreated(userId, 'Private title')], { expectedRevision: 'no_stream' });
  await personal.keys.destroy(userId);

  const [read] = await checked.readStream(stream);
  expect(read.data).toMatchObject({ userId, title: '[erased]', successCriteria: '[erased]', description: null, priority: 'medium' });
  // A process that never saw the key reads it erased too.
  const fresh = await sealedStore();
  expect((await fresh.checked.readStream(stream))[0].data).toMatchObject({ title: '[erased]' });
  // A late event of the erased user stores the marker, never the text, and no key is made again.
  await checked.appendToStream(stream, [{ ...todoCreated(userId, 'Written after erasure'), type: 'TodoCreated' }], { expectedRevision: 0n });
  expect(await storedText(stream)).not.toContain('Written after erasure');
  expect((await database.db('user_data_keys').where({ user_id: userId }).first()).wrapped_key).toBeNull();
});

it('another process that holds the key in its cache forgets it as soon as the key is destroyed', async () => {
  const writer = await sealedStore();
  const other = await sealedStore();
  const notifications = new PgNotifications({ connectionString: database.url, logger: { warn() {} } });
  await other.personal.keys.listen(notifications);
  try {
    const userId = randomUUID();
    const stream = `todo-${userId}`;
    await writer.checked.appendToStream(stream, [todoCreated(userId, 'Cached elsewhere')], { expectedRevision: 'no_stream' });
    // The other process opens the event: the key is now in its cache (trusted for minutes).
    expect((await other.checked.readStream(stream))[0].data).toMatchObject({ title: 'Cached elsewhere' });

    await writer.personal.keys.destroy(userId);
    // The destruction is announced; the other process reads the text as erased without waiting
    // for its cache to expire.
    const deadline = Date.now() + 10_000;
    let title: unknown = 'Cached elsewhere';
    while (title !== '[erased]' && Date.now() < deadline) {
      title = ((await other.checked.readStream(stream))[0].data as { title: unknown }).title;
      if (title !== '[erased]') await new Promise((r) => setTimeout(r, 50));
    }
    expect(title).toBe('[erased]');
  } finally {
    await other.personal.keys.close();
    await notifications.close();
  }
});

it('a key cached while the notification connection was down is dropped once it listens again', async () => {
  const writer = await sealedStore();
  const other = await sealedStore();
  const notifications = new PgNotifications({ connectionString: database.url, logger: { warn() {} }, retryMs: 5000 });
  await other.personal.keys.listen(notifications);
  try {
    const userId = randomUUID();
    const stream = `todo-${userId}`;
    await writer.checked.appendToStream(stream, [todoCreated(userId, 'Cached while deaf')], { expectedRevision: 'no_stream' });
    await database.db.raw(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'odyssey_notifications'`);
    expect(await eventually(() => notifications.isListening(), (live) => !live)).toBe(false);
    // Cached during the outage, then destroyed elsewhere: the announcement is not heard.
    expect((await other.checked.readStream(stream))[0].data).toMatchObject({ title: 'Cached while deaf' });
    await writer.personal.keys.destroy(userId);
    expect(notifications.isListening()).toBe(false);
    expect(await eventually(() => notifications.isListening(), Boolean)).toBe(true);
    expect(((await other.checked.readStream(stream))[0].data as { title: unknown }).title).toBe('[erased]');
  } finally {
    await other.personal.keys.close();
    await notifications.close();
  }
});

it('payloads written before sealing are read as they are, and as erased once their user is', async () => {
  const { checked, personal } = await sealedStore();
  const userId = randomUUID();
  const stream = `todo-${userId}`;
  await database.store.appendToStream(stream, [todoCreated(userId, 'Old clear title')], { expectedRevision: 'no_stream' });
  expect((await checked.readStream(stream))[0].data).toMatchObject({ title: 'Old clear title' });
  await personal.keys.destroy(userId);
  expect((await checked.readStream(stream))[0].data).toMatchObject({ title: '[erased]' });
});

it('a wrong master key is an error, not silent erasure', async () => {
  const { checked } = await sealedStore();
  const userId = randomUUID();
  await checked.appendToStream(`todo-${userId}`, [todoCreated(userId, 'Title')], { expectedRevision: 'no_stream' });
  const wrong = await sealedStore(randomBytes(32));
  await expect(wrong.checked.readStream(`todo-${userId}`)).rejects.toThrow(/master key/i);
});

it('email stream ids are a keyed hash: stable, normalised, not the address', async () => {
  const keys = await PersonalDataKeys.open(database.db, masterKey);
  const digest = keys.emailDigest('Ann@Example.com ');
  expect(digest).toBe(keys.emailDigest('ann@example.com'));
  expect(digest).not.toContain('ann');
  expect((await PersonalDataKeys.open(database.db, randomBytes(32))).emailDigest('ann@example.com')).not.toBe(digest);
});

import { randomUUID } from 'node:crypto';
import { WrongExpectedRevisionError, type EventStore, type NewEvent, type RecordedEvent } from '../../commands/eventStore';

const meta = { userId: null, occurredAt: new Date(0).toISOString(), correlationId: 'c', causationId: null };
export const newEvent = (type: string, data: unknown = {}): NewEvent => ({ id: randomUUID(), type, data, metadata: meta });

/**
 * The contract every EventStore adapter passes. `fresh()` gives a store on an empty log
 * (or with unique stream names: the suite only counts events of its own streams).
 */
export function eventStoreContract(name: string, fresh: () => Promise<EventStore>) {
  describe(`${name} event store contract`, () => {
    let store: EventStore;
    beforeAll(async () => {
      store = await fresh();
    });
    afterAll(async () => {
      await store.close();
    });
    const stream = () => `test-${randomUUID()}`;

    it('appends to a new stream with no_stream and returns revision and position', async () => {
      const s = stream();
      const result = await store.appendToStream(s, [newEvent('A', { n: 1 }), newEvent('B', { n: 2 })], { expectedRevision: 'no_stream' });
      expect(result.nextRevision).toBe(1n);
      const read = await store.readStream(s);
      expect(read.map((e) => [e.type, e.data, e.revision])).toEqual([
        ['A', { n: 1 }, 0n],
        ['B', { n: 2 }, 1n],
      ]);
      expect(read[1].position).toBe(result.position);
      expect(read[0].position < read[1].position).toBe(true);
      expect(read[0].metadata).toMatchObject({ correlationId: 'c' });
    });

    it('records when an event was stored, as ISO 8601 UTC with milliseconds, the same from every read', async () => {
      const s = stream();
      const before = Date.now();
      const { position } = await store.appendToStream(s, [newEvent('A')], { expectedRevision: 'no_stream' });
      const after = Date.now();
      const [fromStream] = await store.readStream(s);
      const fromLog = (await store.readAll({ after: position - 1n, limit: 1 }))[0];
      expect(fromStream.recordedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(new Date(fromStream.recordedAt).toISOString()).toBe(fromStream.recordedAt);
      // The server's clock, which may sit a little apart from this process's.
      expect(Math.abs(Date.parse(fromStream.recordedAt) - (before + after) / 2)).toBeLessThan(60_000);
      expect(fromLog.id).toBe(fromStream.id);
      expect(fromLog.recordedAt).toBe(fromStream.recordedAt);
    });

    it('refuses no_stream on an existing stream and a stale exact revision', async () => {
      const s = stream();
      await store.appendToStream(s, [newEvent('A')], { expectedRevision: 'no_stream' });
      await expect(store.appendToStream(s, [newEvent('B')], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(store.appendToStream(s, [newEvent('B')], { expectedRevision: 5n })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      const ok = await store.appendToStream(s, [newEvent('B')], { expectedRevision: 0n });
      expect(ok.nextRevision).toBe(1n);
      await store.appendToStream(s, [newEvent('C')], { expectedRevision: 'any' });
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B', 'C']);
    });

    it('refuses stream_exists on a missing stream', async () => {
      await expect(store.appendToStream(stream(), [newEvent('A')], { expectedRevision: 'stream_exists' })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    });

    it('reads a missing stream as empty', async () => {
      expect(await store.readStream(stream())).toEqual([]);
    });

    it('stores an event appended twice with the same id once', async () => {
      const s = stream();
      const e = newEvent('A');
      const first = await store.appendToStream(s, [e], { expectedRevision: 'no_stream' });
      const again = await store.appendToStream(s, [e], { expectedRevision: 'no_stream' });
      expect(again.position).toBe(first.position);
      expect(await store.readStream(s)).toHaveLength(1);
    });

    it('reads the global log in order from a position, in pages', async () => {
      const s1 = stream();
      const s2 = stream();
      const start = await store.headPosition();
      await store.appendToStream(s1, [newEvent('A')], { expectedRevision: 'no_stream' });
      await store.appendToStream(s2, [newEvent('B')], { expectedRevision: 'no_stream' });
      await store.appendToStream(s1, [newEvent('C')], { expectedRevision: 0n });
      const all: RecordedEvent[] = [];
      let after = start;
      for (;;) {
        const page = await store.readAll({ after, limit: 2 });
        if (page.length === 0) break;
        all.push(...page);
        after = page[page.length - 1].position;
      }
      const mine = all.filter((e) => e.streamId === s1 || e.streamId === s2);
      expect(mine.map((e) => e.type)).toEqual(['A', 'B', 'C']);
      for (let i = 1; i < all.length; i++) expect(all[i].position > all[i - 1].position).toBe(true);
      expect(await store.headPosition()).toBe(all[all.length - 1].position);
    });

    it('delivers every event exactly once, in log order, to a live subscriber while several writers append', async () => {
      const writers = 6;
      const perWriter = 25;
      const start = await store.headPosition();
      const streams = Array.from({ length: writers }, () => stream());
      const controller = new AbortController();
      const seen: RecordedEvent[] = [];
      const expected = writers * perWriter;
      const subscriber = (async () => {
        for await (const e of store.subscribeToAll({ after: start, signal: controller.signal, batchSize: 7 })) {
          if (streams.includes(e.streamId)) seen.push(e);
          if (seen.length === expected) controller.abort();
        }
      })();
      await Promise.all(
        streams.map(async (s) => {
          for (let i = 0; i < perWriter; i++) {
            await store.appendToStream(s, [newEvent('W', { i })], { expectedRevision: i === 0 ? 'no_stream' : BigInt(i - 1) });
          }
        }),
      );
      const timeout = setTimeout(() => controller.abort(), 15_000);
      await subscriber;
      clearTimeout(timeout);
      expect(seen).toHaveLength(expected);
      expect(new Set(seen.map((e) => e.id)).size).toBe(expected);
      // Log order: strictly increasing positions, and the same order a reader of the log sees.
      for (let i = 1; i < seen.length; i++) expect(seen[i].position > seen[i - 1].position).toBe(true);
      const logged = (await store.readAll({ after: start, limit: 10_000 })).filter((e) => streams.includes(e.streamId));
      expect(seen.map((e) => e.id)).toEqual(logged.map((e) => e.id));
      // Per stream, revisions arrive in order.
      for (const s of streams) {
        const revs = seen.filter((e) => e.streamId === s).map((e) => Number(e.revision));
        expect(revs).toEqual(Array.from({ length: perWriter }, (_, i) => i));
      }
    });
  });
}

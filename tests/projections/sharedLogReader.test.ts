import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineEventSchemas } from '../../domain/eventSchemas';
import { SharedLogReader } from '../../projections/sharedLogReader';
import type { BatchItem } from '../../projections/applyBatch';
import { countReads, InMemoryEventStore } from '../support/inMemoryEventStore';

const schemas = defineEventSchemas({ Counted: { version: 1, schema: z.object({ n: z.number().int() }) } });
const meta = { userId: null, occurredAt: new Date().toISOString(), correlationId: 'test', causationId: null };
const positions = (items: BatchItem[]) => items.map((i) => ('undecodable' in i ? i.undecodable.position : i.position));

/** A store that counts its reads of the whole log. */
function countingStore() {
  const store = new InMemoryEventStore();
  const { reads } = countReads(store, 'readAll');
  const append = (count: number, data: (i: number) => unknown = (i) => ({ n: i })) =>
    Promise.all(Array.from({ length: count }, (_, i) => store.appendToStream(`s-${randomUUID()}`, [{ id: randomUUID(), type: 'Counted', data: data(i), metadata: meta }], { expectedRevision: 'no_stream' })));
  return { store, append, reads };
}

describe('the log read once for every processor of a process', () => {
  it('makes one read of the store for processors asking from the same position at once', async () => {
    const { store, append, reads } = countingStore();
    await append(5);
    const reader = new SharedLogReader(store, schemas, { pageSize: 100, remember: 1000 });
    const pages = await Promise.all([reader.read(null, 100), reader.read(null, 100), reader.read(null, 2)]);
    expect(reads()).toBe(1);
    expect(pages.map(positions)).toEqual([[1n, 2n, 3n, 4n, 5n], [1n, 2n, 3n, 4n, 5n], [1n, 2n]]);
  });

  it('answers a position inside what it read lately from memory, as the store would', async () => {
    const { store, append, reads } = countingStore();
    await append(6);
    const reader = new SharedLogReader(store, schemas, { pageSize: 100, remember: 1000 });
    await reader.read(null, 100);
    const fromMemory = await reader.read(2n, 3);
    expect(reads()).toBe(1);
    expect(positions(fromMemory)).toEqual(positions(await store.readAll({ after: 2n, limit: 3 })));
  });

  it('asks the store at the end of what it remembers, so new events are seen and an empty answer is the store’s', async () => {
    const { store, append, reads } = countingStore();
    await append(3);
    const reader = new SharedLogReader(store, schemas, { pageSize: 100, remember: 1000 });
    await reader.read(null, 100);
    expect(await reader.read(3n, 100)).toEqual([]);
    expect(reads()).toBe(2);
    await append(2);
    expect(positions(await reader.read(3n, 100))).toEqual([4n, 5n]);
    // The two reads joined into one run: a position in the first is answered through the second.
    expect(positions(await reader.read(1n, 100))).toEqual([2n, 3n, 4n, 5n]);
    expect(reads()).toBe(3);
  });

  it('tells a follower it reached the log’s end only at the end of a read that came back short of a page', async () => {
    const { store, append } = countingStore();
    await append(5);
    const reader = new SharedLogReader(store, schemas, { pageSize: 3, remember: 1000 });
    await reader.read(null, 3); // a full page: more may follow
    expect(reader.endsAtLogEnd(3n)).toBe(false);
    await reader.read(3n, 3); // two events: the end of the log as read
    expect(reader.endsAtLogEnd(5n)).toBe(true);
    expect(reader.endsAtLogEnd(4n)).toBe(false);
    await append(3);
    await reader.read(5n, 3); // full again
    expect(reader.endsAtLogEnd(8n)).toBe(false);
  });

  it('forgets the oldest events beyond what it may remember, and reads them from the store again', async () => {
    const { store, append, reads } = countingStore();
    await append(10);
    const reader = new SharedLogReader(store, schemas, { pageSize: 4, remember: 4 });
    let cursor: bigint | null = null;
    for (;;) {
      const page = await reader.read(cursor, 4);
      if (page.length === 0) break;
      cursor = positions(page).at(-1)!;
    }
    const before = reads();
    expect(positions(await reader.read(7n, 10))).toEqual([8n, 9n, 10n]);
    expect(reads()).toBe(before);
    expect(positions(await reader.read(2n, 3))).toEqual([3n, 4n, 5n]);
    expect(reads()).toBe(before + 1);
  });

  it('hands an undecodable event to every processor as undecodable, not as an error', async () => {
    const { store, append } = countingStore();
    await append(2, (i) => (i === 0 ? { n: 'not a number' } : { n: i }));
    const reader = new SharedLogReader(store, schemas, { pageSize: 100, remember: 1000 });
    const page = await reader.read(null, 100);
    expect(page.map((i) => 'undecodable' in i)).toEqual([true, false]);
  });
});

import type { Knex } from 'knex';
import { byLogPosition, type EventStore, type RecordedEvent } from '../../commands/eventStore';
import { progressPercentage } from '../../domain/missions/progress';
import type { StepStatus } from '../../domain/todos/status';
import { applyAll } from '../applyBatch';
import { missionsProjector } from '../missions/missionsProjector';
import type { MissionDetailView } from '../missions/missionAnswers';
import { getMissionDetail } from '../missions/queries';
import { odysseysProjector } from '../odysseys/odysseysProjector';
import { getOdyssey } from '../odysseys/queries';
import { todosProjector } from '../todos/todosProjector';
import { todoDependenciesProjector } from '../todos/todoDependencies';
import type { AsOfStep, MissionAsOfView, OdysseyAsOfView } from './asOfAnswers';
import { memberStreams } from './membershipsProjector';

/**
 * "As it was": the streams that ever belonged to a mission or odyssey (and those of the todos
 * theirs waited for), cut at `at`, applied by the live projectors into a scratch schema in a
 * transaction rolled back, and read there with the live queries (`now` = `at`). So the answer
 * equals what a replay of the log up to `at` holds for it, by construction.
 */

/** What one view may cost: streams read and events applied (beyond: AsOfTooLargeError). */
export const AS_OF_LIMITS = { streams: 500, events: 20_000 };

export class AsOfTooLargeError extends Error {}

type Deps = { db: Knex; store: EventStore };

/** `not_yet`: created after `at`; `gone`: deleted by `at`. */
export type AsOfAnswer<T> = { status: 'found'; at: string; events_applied: number; view: T } | { status: 'not_yet' | 'gone' };

/** The read models the view is read from, built by the same code a replay runs. */
const PROJECTORS = [missionsProjector, odysseysProjector, todosProjector, todoDependenciesProjector];
/** Streams read at once (each is one store query). */
const READ_CONCURRENCY = 8;

const occurredAt = (e: RecordedEvent) => Date.parse(e.metadata?.occurredAt ?? e.recordedAt);
const ownerOf = (stream: RecordedEvent[]) => (stream[0]?.data as { userId?: string } | undefined)?.userId;

/** Counts what a view reads, and stops it at the limits. */
class Budget {
  private streams = 0;
  private events = 0;
  constructor(private readonly what: string) {}
  take(streams: number, events: number) {
    this.streams += streams;
    this.events += events;
    if (this.streams > AS_OF_LIMITS.streams || this.events > AS_OF_LIMITS.events) {
      throw new AsOfTooLargeError(
        `This ${this.what}'s history is too large to show as it was (more than ${AS_OF_LIMITS.streams} streams or ${AS_OF_LIMITS.events.toLocaleString('en')} events). Open one of its missions or todos instead.`,
      );
    }
  }
}

/** Reads streams (a few at a time), keeping only those created by `userId`, each cut at `at`. */
async function readOwnStreams(store: EventStore, streamIds: string[], userId: string, at: Date, budget: Budget): Promise<RecordedEvent[][]> {
  budget.take(streamIds.length, 0);
  const out: RecordedEvent[][] = [];
  for (let i = 0; i < streamIds.length; i += READ_CONCURRENCY) {
    const streams = await Promise.all(streamIds.slice(i, i + READ_CONCURRENCY).map((id) => store.readStream(id)));
    for (const stream of streams) {
      // A link can never pull in another user's data.
      if (ownerOf(stream) !== userId) continue;
      const upTo = stream.filter((e) => occurredAt(e) <= at.getTime());
      budget.take(0, upTo.length);
      out.push(upTo);
    }
  }
  return out;
}

/**
 * The streams of the other todos these waited for by `at` (what those were then decides
 * whether a todo of the view was blocked). One step away only: their own waits do not matter.
 */
async function waitedForStreams(store: EventStore, todoStreams: RecordedEvent[][], userId: string, at: Date, budget: Budget): Promise<RecordedEvent[][]> {
  const read = new Set(todoStreams.map((s) => s[0]?.streamId));
  const waitedFor = new Set<string>();
  for (const e of todoStreams.flat()) {
    if (e.type !== 'TodoDependencyAdded') continue;
    const streamId = `todo-${(e.data as { dependsOn: string }).dependsOn}`;
    if (!read.has(streamId)) waitedFor.add(streamId);
  }
  return readOwnStreams(store, [...waitedFor], userId, at, budget);
}

/**
 * Its tables are made once (again when a projector's version changes) and never hold a
 * committed row: views never see each other's rows, and no request pays for DDL.
 */
const SCRATCH_SCHEMA = 'as_of_scratch';
const prepared = new WeakMap<Knex, Promise<void>>();

function prepareScratch(db: Knex): Promise<void> {
  let ready = prepared.get(db);
  if (!ready) {
    ready = db.transaction(async (trx) => {
      // One process at a time sets the schema up.
      await trx.raw("SELECT pg_advisory_xact_lock(hashtext('as-of-scratch'))");
      await trx.raw('CREATE SCHEMA IF NOT EXISTS ??', [SCRATCH_SCHEMA]);
      await trx.raw('SET LOCAL search_path TO ??', [SCRATCH_SCHEMA]);
      if (!(await trx.schema.hasTable('as_of_versions'))) {
        await trx.schema.createTable('as_of_versions', (t) => {
          t.text('name').primary();
          t.integer('version').notNullable();
        });
      }
      const versions = new Map((await trx('as_of_versions').select('name', 'version')).map((r: { name: string; version: number }) => [r.name, r.version]));
      for (const p of PROJECTORS) {
        if (versions.get(p.name) === p.version) continue;
        for (const table of p.tables) await trx.schema.dropTableIfExists(table);
        await p.setup(trx);
        await trx('as_of_versions').insert({ name: p.name, version: p.version }).onConflict('name').merge();
      }
    });
    // A failed set-up is tried again by the next view.
    ready.catch(() => prepared.delete(db));
    prepared.set(db, ready);
  }
  return ready;
}

/** Applies `events` (log order) to the scratch read models and reads them with `read`; nothing is kept. */
async function inScratchSchema<T>(db: Knex, events: RecordedEvent[], read: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  await prepareScratch(db);
  const trx = await db.transaction();
  try {
    await trx.raw('SET LOCAL search_path TO ??', [SCRATCH_SCHEMA]);
    for (const p of PROJECTORS) await applyAll(trx, p, events);
    return await read(trx);
  } finally {
    await trx.rollback();
  }
}

type StepRow = { id: string; todo_id: string; title: string; description: string | null; status: StepStatus; order_index: number; completed_at: Date | null };

/** The missions' todos with their steps and progress (one query for every step). */
async function withSteps(trx: Knex.Transaction, missions: MissionDetailView[]): Promise<MissionAsOfView[]> {
  const todoIds = missions.flatMap((m) => m.todos.map((t) => t.id));
  const rows: StepRow[] = todoIds.length
    ? await trx('steps').whereIn('todo_id', todoIds).orderBy([{ column: 'order_index' }, { column: 'created_at' }, { column: 'id' }]).select('id', 'todo_id', 'title', 'description', 'status', 'order_index', 'completed_at')
    : [];
  const stepsOf = new Map<string, AsOfStep[]>();
  for (const r of rows) {
    const list = stepsOf.get(r.todo_id) ?? [];
    list.push({ id: r.id, title: r.title, description: r.description, status: r.status, completed: r.status === 'completed', order_index: r.order_index, completed_at: r.completed_at ? new Date(r.completed_at).toISOString() : null });
    stepsOf.set(r.todo_id, list);
  }
  return missions.map((m) => ({
    ...m,
    todos: m.todos.map((t) => ({ ...t, progress_percentage: progressPercentage(t.completed_steps, t.total_steps), steps: stepsOf.get(t.id) ?? [] })),
  }));
}

const CREATION = { mission: 'MissionCreated', odyssey: 'OdysseyCreated' } as const;

/** The mission's or odyssey's own stream if the user created it (it may be deleted since), else null: what may be asked about. */
export async function ownStream(store: EventStore, kind: 'mission' | 'odyssey', id: string, userId: string): Promise<RecordedEvent[] | null> {
  const stream = await store.readStream(`${kind}-${id}`);
  return stream[0]?.type === CREATION[kind] && ownerOf(stream) === userId ? stream : null;
}

/** The own stream cut at `at`, with what the view may still read; null when the entity was created after `at`. */
function cutAt(kind: 'mission' | 'odyssey', own: RecordedEvent[], at: Date): { own: RecordedEvent[]; budget: Budget } | null {
  if (occurredAt(own[0]) > at.getTime()) return null;
  const cut = own.filter((e) => occurredAt(e) <= at.getTime());
  const budget = new Budget(kind);
  budget.take(1, cut.length);
  return { own: cut, budget };
}

/** The entity's own stream, those read for it and those their todos waited for, applied and answered by `read` (null: gone). */
async function answerAsOf<T>(deps: Deps, own: RecordedEvent[], streams: RecordedEvent[][], userId: string, at: Date, budget: Budget, read: (trx: Knex.Transaction) => Promise<T | null>): Promise<AsOfAnswer<T>> {
  const waitedFor = await waitedForStreams(deps.store, streams, userId, at, budget);
  const events = [...own, ...streams.flat(), ...waitedFor.flat()].sort(byLogPosition);
  const view = await inScratchSchema(deps.db, events, read);
  return view ? { status: 'found', at: at.toISOString(), events_applied: events.length, view } : { status: 'gone' };
}

/** The odysseys a mission's events name (its odyssey's title and deletion shape the view). */
function odysseysNamed(events: RecordedEvent[]): string[] {
  const ids = events.map((e) => (e.type === 'MissionCreated' || e.type === 'MissionOdysseyChanged' ? (e.data as { odysseyId: string | null }).odysseyId : null));
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

/** One of the user's missions as it stood at `at` (read in `timeZone`), with its todos and their steps; `stream` is its own (see `ownStream`). */
export async function missionAsOf(deps: Deps, userId: string, missionId: string, stream: RecordedEvent[], at: Date, timeZone: string): Promise<AsOfAnswer<MissionAsOfView>> {
  const cut = cutAt('mission', stream, at);
  if (!cut) return { status: 'not_yet' };
  const { own, budget } = cut;
  const todoStreams = await memberStreams(deps.db, 'mission', [missionId]);
  const related = await readOwnStreams(deps.store, [...todoStreams, ...odysseysNamed(own).map((id) => `odyssey-${id}`)], userId, at, budget);
  return answerAsOf(deps, own, related, userId, at, budget, async (trx) => {
    const detail = await getMissionDetail(trx, userId, missionId, at, timeZone);
    return detail ? (await withSteps(trx, [detail]))[0] : null;
  });
}

/** One of the user's odysseys as it stood at `at` (read in `timeZone`), with its missions, their todos and steps; `stream` is its own (see `ownStream`). */
export async function odysseyAsOf(deps: Deps, userId: string, odysseyId: string, stream: RecordedEvent[], at: Date, timeZone: string): Promise<AsOfAnswer<OdysseyAsOfView>> {
  const cut = cutAt('odyssey', stream, at);
  if (!cut) return { status: 'not_yet' };
  const { own, budget } = cut;
  const missionStreams = await readOwnStreams(deps.store, await memberStreams(deps.db, 'odyssey', [odysseyId]), userId, at, budget);
  const missionIds = missionStreams.flatMap((s) => (s[0]?.type === 'MissionCreated' ? [(s[0].data as { missionId: string }).missionId] : []));
  const todoStreams = await readOwnStreams(deps.store, await memberStreams(deps.db, 'mission', missionIds), userId, at, budget);
  return answerAsOf(deps, own, [...missionStreams, ...todoStreams], userId, at, budget, async (trx) => {
    const odyssey = await getOdyssey(trx, userId, odysseyId, at, timeZone);
    if (!odyssey) return null;
    // One after the other: a transaction is one connection, which runs one query at a time
    // (pg deprecates queuing them; pg 9 refuses it).
    const details: (MissionDetailView | null)[] = [];
    for (const m of odyssey.missions) details.push(await getMissionDetail(trx, userId, m.id, at, timeZone));
    const missions = await withSteps(trx, details.filter((d): d is MissionDetailView => d !== null));
    return { ...odyssey, missions };
  });
}

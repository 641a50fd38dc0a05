import { randomUUID } from 'node:crypto';
import type { Decider, DomainEvent } from '../domain/decider';
import { deterministicId } from './deterministicId';
import { WrongExpectedRevisionError, type AppendPrecondition, type EventMetadata, type EventStore, type NewEvent, type RecordedEvent } from './eventStore';
import type { StreamStateCache } from './streamStateCache';

/** Who asked, and why: flows into every event's metadata. */
export type Actor = {
  userId: string | null;
  /** The request id (or the correlation of the event being reacted to). */
  correlationId: string;
  /** The id of the event (or request) that caused this command. */
  causationId?: string | null;
};

/**
 * Read your own writes: waits (bounded) until the read models an answer reads hold `position`;
 * `types`, the event types appended, lets it skip read models written in the append (inline).
 */
export type ReadModelsWait = (position: bigint, types?: readonly string[]) => Promise<void>;

export type CommandDeps = {
  store: EventStore;
  now: () => Date;
  /** Given by the API: the handler returns once the answers' read models include the decision. */
  readModelsReach?: ReadModelsWait;
  /** States left by this process's last commands, tried before reading the stream. */
  states?: StreamStateCache;
};

export type HandleOptions<S, C, E extends DomainEvent> = {
  streamId: string;
  decider: Decider<S, C, E>;
  /**
   * The command, or a function that builds it from the current state (re-run on retry); it may
   * look things up first, so the stream is read once for both.
   */
  command: C | ((state: S) => C | Promise<C>);
  actor: Actor;
  /** Makes the appended event ids deterministic (idempotent reactions and retries). */
  idempotencyKey?: string;
  maxAttempts?: number;
  /** What the read models must still hold when the events land (see AppendPrecondition). */
  precondition?: AppendPrecondition;
};

export type HandleResult<S, E> = {
  events: E[];
  /** State after the new events. */
  state: S;
  /** Global position of the last appended event; null when nothing was appended. */
  position: bigint | null;
  /** Global position of the stream's last event the decision saw (null for a new stream). */
  decidedAt?: bigint | null;
  /** Stream revision after the append (null for a stream that still does not exist). */
  revision: bigint | null;
  /** The ids the new events were appended with, in order (none when nothing was appended). */
  eventIds?: string[];
};

/**
 * Load the stream, fold `evolve`, `decide`, append with the expected revision, then (when the
 * deps say how) wait for the read models to include it.
 * A concurrent append makes the whole decision run again on the new state (bounded).
 */
export async function handleCommand<S, C, E extends DomainEvent>(deps: CommandDeps, options: HandleOptions<S, C, E>): Promise<HandleResult<S, E>> {
  const result = await decideAndAppend(deps, options);
  await readModelsHold(deps, result);
  return result;
}

/**
 * Read your writes: waits (when the deps say how) until the answers' read models hold what the
 * command decided on. A command that changed nothing still answers from read models as new as
 * what it decided on (another process may just have written that state, e.g. a reactor's plan).
 */
export async function readModelsHold(
  deps: CommandDeps,
  result: Pick<HandleResult<unknown, unknown>, 'position' | 'decidedAt'> & { events?: readonly { type: string }[] },
): Promise<void> {
  const seen = result.position ?? result.decidedAt;
  // Appended: the types it appended decide; nothing appended: what it decided on is unknown.
  const types = result.position !== null && result.events ? result.events.map((e) => e.type) : undefined;
  if (deps.readModelsReach && seen !== null && seen !== undefined) await deps.readModelsReach(seen, types);
}

async function decideAndAppend<S, C, E extends DomainEvent>(deps: CommandDeps, options: HandleOptions<S, C, E>): Promise<HandleResult<S, E>> {
  const { streamId, decider, maxAttempts = 5 } = options;
  const fast = await decideOnRememberedState(deps, options);
  if (fast) return fast;
  for (let attempt = 1; ; attempt++) {
    const recorded = await deps.store.readStream(streamId);
    let state = decider.initialState();
    for (const e of recorded) state = decider.evolve(state, { type: e.type, data: e.data } as E);
    const revision = recorded.length === 0 ? null : recorded[recorded.length - 1].revision;
    const last = recorded.at(-1);
    if (last) deps.states?.set(streamId, decider, state, last.revision, last.position);

    const events = decider.decide(await commandOn(options, state), state);
    if (events.length === 0) return { events, state, position: null, revision, decidedAt: last?.position ?? null };
    try {
      return await append(deps, options, state, revision, events);
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError && attempt < maxAttempts) continue;
      throw error;
    }
  }
}

/**
 * The command decided on the state this process's last command on the stream left, if it
 * has one. Only an append that the store accepts at that state's revision counts; anything
 * else (no events, a refusal, a stream that moved on) answers undefined and the command is
 * decided on the stream as read.
 */
async function decideOnRememberedState<S, C, E extends DomainEvent>(deps: CommandDeps, options: HandleOptions<S, C, E>): Promise<HandleResult<S, E> | undefined> {
  const remembered = deps.states?.get<S>(options.streamId, options.decider);
  if (!remembered) return undefined;
  let events: E[];
  try {
    events = options.decider.decide(await commandOn(options, remembered.state), remembered.state);
  } catch {
    deps.states?.forget(options.streamId);
    return undefined;
  }
  if (events.length === 0) return undefined;
  try {
    return await append(deps, options, remembered.state, remembered.revision, events);
  } catch (error) {
    deps.states?.forget(options.streamId);
    if (error instanceof WrongExpectedRevisionError) return undefined;
    throw error;
  }
}

/** The command, built from the state when it is given as a function. */
async function commandOn<S, C, E extends DomainEvent>(options: HandleOptions<S, C, E>, state: S): Promise<C> {
  return typeof options.command === 'function' ? (options.command as (s: S) => C | Promise<C>)(state) : options.command;
}

async function append<S, C, E extends DomainEvent>(deps: CommandDeps, options: HandleOptions<S, C, E>, state: S, revision: bigint | null, events: E[]): Promise<HandleResult<S, E>> {
  const { streamId, decider, actor, idempotencyKey, precondition } = options;
  const metadata: EventMetadata = {
    userId: actor.userId,
    occurredAt: deps.now().toISOString(),
    correlationId: actor.correlationId,
    causationId: actor.causationId ?? null,
  };
  const newEvents: NewEvent[] = events.map((e, i) => ({
    id: idempotencyKey ? deterministicId(`${idempotencyKey}:${i}`) : randomUUID(),
    type: e.type,
    data: e.data,
    metadata,
  }));
  const result = await deps.store.appendToStream(streamId, newEvents, { expectedRevision: revision === null ? 'no_stream' : revision, precondition });
  const newState = events.reduce(decider.evolve, state);
  // An append answered as a repeat of earlier events may have landed on another state.
  if (result.nextRevision === (revision ?? -1n) + BigInt(events.length)) deps.states?.set(streamId, decider, newState, result.nextRevision, result.position);
  else deps.states?.forget(streamId);
  return { events, state: newState, position: result.position, revision: result.nextRevision, eventIds: newEvents.map((e) => e.id) };
}

/**
 * The state a stream's recorded events make up to, not including, revision `before` (all of
 * them without it): the state a change found, for an undo or a reaction to that change.
 */
export function stateBefore<S, E extends DomainEvent>(recorded: readonly RecordedEvent[], decider: Pick<Decider<S, any, E>, 'initialState' | 'evolve'>, before?: bigint): S {
  let state = decider.initialState();
  for (const e of recorded) {
    if (before !== undefined && e.revision >= before) break;
    state = decider.evolve(state, { type: e.type, data: e.data } as E);
  }
  return state;
}

/** Folds a stream into state without deciding anything (for queries on the write side). */
export async function loadState<S, E extends DomainEvent>(store: EventStore, streamId: string, decider: Pick<Decider<S, any, E>, 'initialState' | 'evolve'>) {
  const recorded = await store.readStream(streamId);
  const state = stateBefore(recorded, decider);
  return { state, revision: recorded.length === 0 ? null : recorded[recorded.length - 1].revision, exists: recorded.length > 0 };
}

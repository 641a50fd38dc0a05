import { randomUUID } from 'node:crypto';
import type { Decider, DomainEvent } from '../domain/decider';
import { deterministicId } from './deterministicId';
import { WrongExpectedRevisionError, type EventMetadata, type EventStore } from './eventStore';

/** Who asked, and why: flows into every event's metadata. */
export type Actor = {
  userId: string | null;
  /** The request id (or the correlation of the event being reacted to). */
  correlationId: string;
  /** The id of the event (or request) that caused this command. */
  causationId?: string | null;
};

/** Read your own writes: waits (bounded) until the read models an answer reads hold `position`. */
export type ReadModelsWait = (position: bigint) => Promise<void>;

export type CommandDeps = {
  store: EventStore;
  now: () => Date;
  /** Given by the API: the handler returns once the answers' read models include the decision. */
  readModelsReach?: ReadModelsWait;
};

export type HandleOptions<S, C, E extends DomainEvent> = {
  streamId: string;
  decider: Decider<S, C, E>;
  /** The command, or a function that builds it from the current state (re-run on retry). */
  command: C | ((state: S) => C);
  actor: Actor;
  /** Makes the appended event ids deterministic (idempotent reactions and retries). */
  idempotencyKey?: string;
  maxAttempts?: number;
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
};

/**
 * Load the stream, fold `evolve`, `decide`, append with the expected revision, then (when the
 * deps say how) wait for the read models to include it.
 * A concurrent append makes the whole decision run again on the new state (bounded).
 */
export async function handleCommand<S, C, E extends DomainEvent>(deps: CommandDeps, options: HandleOptions<S, C, E>): Promise<HandleResult<S, E>> {
  const result = await decideAndAppend(deps, options);
  // A command that changed nothing still answers from read models as new as what it decided on
  // (another process may just have written that state, e.g. a reactor's plan).
  const seen = result.position ?? result.decidedAt;
  if (deps.readModelsReach && seen !== null && seen !== undefined) await deps.readModelsReach(seen);
  return result;
}

async function decideAndAppend<S, C, E extends DomainEvent>(deps: CommandDeps, options: HandleOptions<S, C, E>): Promise<HandleResult<S, E>> {
  const { streamId, decider, actor, idempotencyKey, maxAttempts = 5 } = options;
  for (let attempt = 1; ; attempt++) {
    const recorded = await deps.store.readStream(streamId);
    let state = decider.initialState();
    for (const e of recorded) state = decider.evolve(state, { type: e.type, data: e.data } as E);
    const revision = recorded.length === 0 ? null : recorded[recorded.length - 1].revision;

    const command = typeof options.command === 'function' ? (options.command as (s: S) => C)(state) : options.command;
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, position: null, revision, decidedAt: recorded.at(-1)?.position ?? null };

    const metadata: EventMetadata = {
      userId: actor.userId,
      occurredAt: deps.now().toISOString(),
      correlationId: actor.correlationId,
      causationId: actor.causationId ?? null,
    };
    try {
      const result = await deps.store.appendToStream(
        streamId,
        events.map((e, i) => ({
          id: idempotencyKey ? deterministicId(`${idempotencyKey}:${i}`) : randomUUID(),
          type: e.type,
          data: e.data,
          metadata,
        })),
        { expectedRevision: revision === null ? 'no_stream' : revision },
      );
      const newState = events.reduce(decider.evolve, state);
      return { events, state: newState, position: result.position, revision: result.nextRevision };
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError && attempt < maxAttempts) continue;
      throw error;
    }
  }
}

/** Folds a stream into state without deciding anything (for queries on the write side). */
export async function loadState<S, E extends DomainEvent>(store: EventStore, streamId: string, decider: Pick<Decider<S, any, E>, 'initialState' | 'evolve'>) {
  const recorded = await store.readStream(streamId);
  let state = decider.initialState();
  for (const e of recorded) state = decider.evolve(state, { type: e.type, data: e.data } as E);
  return { state, revision: recorded.length === 0 ? null : recorded[recorded.length - 1].revision, exists: recorded.length > 0 };
}

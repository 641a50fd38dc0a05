import { randomUUID } from 'node:crypto';
import { conflict, type Decider } from '../../domain/decider';
import { handleCommand, type CommandDeps } from '../../commands/handleCommand';
import { StreamStateCache } from '../../commands/streamStateCache';
import { countReads, InMemoryEventStore } from '../support/inMemoryEventStore';

type Counted = { type: 'Counted'; data: { by: number } };
type State = { count: number };
type Command = { type: 'Count' } | { type: 'CountUpTo'; limit: number };

/** A counter that refuses to pass a limit: a stale count would decide wrongly. */
const counter: Decider<State, Command, Counted> = {
  initialState: () => ({ count: 0 }),
  evolve: (state, event) => ({ count: state.count + event.data.by }),
  decide: (command, state) => {
    if (command.type === 'CountUpTo' && state.count >= command.limit) throw conflict('The limit is reached');
    return [{ type: 'Counted', data: { by: 1 } }];
  },
};

const actor = { userId: null, correlationId: 'test' };

function setup(options: { ttlMs?: number; now?: () => number } = {}) {
  const store = new InMemoryEventStore();
  const { reads, uncounted: readStream } = countReads(store, 'readStream');
  const deps: CommandDeps = { store, now: () => new Date('2026-01-01T00:00:00Z'), states: new StreamStateCache(options) };
  const streamId = `counter-${randomUUID()}`;
  const run = (command: Command) => handleCommand(deps, { streamId, decider: counter, command, actor });
  /** Another process's append, which this process's states know nothing of. */
  const elsewhere = async () => {
    const revision = BigInt((await readStream(streamId)).length - 1);
    await store.appendToStream(streamId, [{ id: randomUUID(), type: 'Counted', data: { by: 1 }, metadata: { ...actor, occurredAt: '', causationId: null } }], { expectedRevision: revision });
  };
  return { store, run, elsewhere, reads, streamId };
}

describe('commands decided on the state the last command left', () => {
  it('reads a stream once for a run of commands on it', async () => {
    const { run, reads } = setup();
    for (let i = 0; i < 5; i++) await run({ type: 'Count' });
    expect(reads()).toBe(1);
    expect((await run({ type: 'Count' })).state).toEqual({ count: 6 });
  });

  it('decides again on the stream as read when another process appended meanwhile', async () => {
    const { run, elsewhere, store, streamId } = setup();
    await run({ type: 'Count' });
    await elsewhere();
    const result = await run({ type: 'Count' });
    expect(result.state).toEqual({ count: 3 });
    expect(result.revision).toBe(2n);
    expect((await store.readStream(streamId)).length).toBe(3);
  });

  it('does not accept a command that only an out-of-date state allows', async () => {
    const { run, elsewhere } = setup();
    await run({ type: 'Count' });
    await elsewhere(); // count 2 in the log, 1 remembered
    await expect(run({ type: 'CountUpTo', limit: 2 })).rejects.toThrow('The limit is reached');
  });

  it('reads the stream again once a remembered state is older than its time to live', async () => {
    let clock = 0;
    const { run, reads } = setup({ ttlMs: 1000, now: () => clock });
    await run({ type: 'Count' });
    clock = 999;
    await run({ type: 'Count' });
    expect(reads()).toBe(1);
    clock = 2500;
    await run({ type: 'Count' });
    expect(reads()).toBe(2);
  });
});

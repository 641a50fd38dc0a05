import { oneProcess } from './oneProcess';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { SchemaCheckedEventStore } from '../../commands/eventCodec';
import type { RecordedEvent } from '../../commands/eventStore';
import { allEventSchemas } from '../../domain/allEventSchemas';
import type { Planner } from '../../commands/ports/planner';
import { EvaluationBudget } from '../../commands/todos/evaluationBudget';
import { reactionContext, type Reactor } from '../../planner/reactorRuntime';
import { InMemoryEventStore } from './inMemoryEventStore';

type GivenEvent = { streamId: string; type: string; data: unknown; userId?: string | null };
type Appended = { streamId: string; type: string; data: unknown };

/**
 * given(events).when(event).then(appended) for a reactor, without a database (in the manner of
 * Emmett's WorkflowSpecification): the events are stored in memory, the reactor handles the
 * `when` event (by default the first given event of a type it handles) through the same context the runtime builds,
 * and the events it appended are compared.
 */
export function reactorSpec(reactor: Reactor, deps: { planner: Planner; now?: () => Date; db?: Knex }) {
  return {
    given(events: GivenEvent[]) {
      const store = new InMemoryEventStore();
      const checked = new SchemaCheckedEventStore(store, allEventSchemas);
      const now = deps.now ?? (() => new Date('2026-01-10T10:00:00.000Z'));
      const append = async (e: GivenEvent) => {
        await checked.appendToStream(e.streamId, [{ id: randomUUID(), type: e.type, data: e.data, metadata: { userId: e.userId ?? null, occurredAt: now().toISOString(), correlationId: 'spec', causationId: null } }], { expectedRevision: 'any' });
        return (await store.readStream(e.streamId)).at(-1)!;
      };
      const run = async (when?: GivenEvent): Promise<{ appended: RecordedEvent[]; store: InMemoryEventStore }> => {
        let handledGiven: RecordedEvent | undefined;
        for (const e of events) {
          const recorded = await append(e);
          if (!handledGiven && reactor.handles.includes(e.type)) handledGiven = recorded;
        }
        const trigger = when ? await append(when) : handledGiven!;
        const before = store.events.length;
        const base = { store: checked, db: deps.db as Knex, planner: deps.planner, evaluationBudget: new EvaluationBudget(10_000, now), now, logger: { info() {}, warn() {}, error() {} }, waitForReadModels: async () => true, exclusive: oneProcess };
        const handled = (await checked.readStream(trigger.streamId)).find((e) => e.id === trigger.id)!;
        await reactor.react(handled, reactionContext(reactor.name, handled, base));
        await reactor.react(handled, reactionContext(reactor.name, handled, base)); // delivered twice: appends once
        return { appended: store.events.slice(before), store };
      };
      return {
        when(event?: GivenEvent) {
          return {
            async then(expected: Appended[]) {
              const { appended } = await run(event);
              expect(appended.map((e) => ({ streamId: e.streamId, type: e.type, data: e.data }))).toEqual(expected);
            },
            /** For appends with generated parts (ids): assert on the appended events. */
            async thenAppended(check: (appended: RecordedEvent[]) => void) {
              check((await run(event)).appended);
            },
          };
        },
      };
    },
  };
}

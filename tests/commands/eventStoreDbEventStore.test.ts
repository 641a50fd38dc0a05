import { EventStoreUnavailableError } from '../../commands/eventStore';
import { EventStoreDbEventStore } from '../../commands/eventstoredb/eventStoreDbEventStore';
import { eventStoreContract, newEvent } from './eventStoreContract';

const connectionString = process.env.EVENTSTORE_CONNECTION_STRING;

if (connectionString) {
  // The same contract as PostgreSQL, against a real EventStoreDB server.
  eventStoreContract('EventStoreDB', async () => EventStoreDbEventStore.connect(connectionString));
}

describe('EventStoreDB adapter without a server', () => {
  it('reports an unreachable server as EventStoreUnavailableError (the API answers 503)', async () => {
    const store = EventStoreDbEventStore.connect('esdb://127.0.0.1:1?tls=false&keepAliveInterval=-1');
    await expect(store.appendToStream('s-1', [newEvent('A')], { expectedRevision: 'any' })).rejects.toBeInstanceOf(EventStoreUnavailableError);
    await expect(store.readStream('s-1')).rejects.toBeInstanceOf(EventStoreUnavailableError);
    await store.close();
  }, 30_000);
});

import { Client } from 'pg';

/**
 * Fails a test file whose code sent a query to a pg connection that was still running another
 * (Promise.all inside one transaction, or on one client): pg queues such a query with a
 * deprecation warning, and pg 9 refuses it. Loaded for every server suite (jest.config.js).
 */
const queued: string[] = [];
const send = Client.prototype.query;
Client.prototype.query = function (this: Client & { _queryQueue: unknown[]; _activeQuery: unknown; pipeline?: boolean }, ...args: unknown[]) {
  // A connection in pipeline mode sends queries back to back on purpose.
  if (!this.pipeline && (this._queryQueue.length > 0 || this._activeQuery)) queued.push(new Error('query sent to a busy connection').stack ?? '');
  return (send as (...a: unknown[]) => unknown).apply(this, args);
} as typeof Client.prototype.query;

afterAll(() => {
  expect(queued).toEqual([]);
});

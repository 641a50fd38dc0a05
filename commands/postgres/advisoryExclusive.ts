import type { Knex } from 'knex';
import type { ExclusiveByKey } from '../ports/exclusiveByKey';

/**
 * A transaction-scoped advisory lock on the key's hash held for the length of `work`: it ends
 * with the transaction, and with the session if the process or the connection dies, so a crash
 * never leaves it taken. The transaction writes nothing (no transaction id), so readers of the
 * event log, which wait only for writing transactions, never wait for it. A hash collision
 * between two keys only makes them take turns.
 */
export const advisoryExclusive =
  (db: Knex): ExclusiveByKey =>
  (key, work) =>
    db.transaction(async (trx) => {
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [key]);
      return work();
    });

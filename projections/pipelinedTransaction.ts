import type { Knex } from 'knex';
import { preparedExecute, type NamedStatement, type PgConnection } from './preparedQuery';

type Stream = { cork?(): void; uncork?(): void };
type Pipeline = {
  connection: PgConnection & { pipeline?: boolean; connection?: { stream?: Stream } };
  sent: Promise<unknown>[];
  firstError: { error: unknown } | null;
  /** Whether the connection's socket holds writes until this turn of the event loop ends. */
  held: boolean;
};

/** The read-model transactions whose connection is in pg's pipeline mode, with what they sent. */
const pipelines = new WeakMap<Knex.Transaction, Pipeline>();

/**
 * A read-model transaction whose statements may go out without waiting for each other's
 * answers (`sendInTransaction`). On a connection in pg's pipeline mode (api/services.ts) a
 * page's writes and its COMMIT then leave back to back: one round trip where each statement
 * took one, and under load each round trip waits its turn for both processes. PostgreSQL runs
 * them in the order sent; a statement that fails aborts the transaction, so the COMMIT behind
 * it rolls back and this throws that statement's error. On other connections every statement
 * is awaited in turn.
 *
 * What it buys (with the inline read models, `npm run bench -- completion` and "round trips",
 * 20 connections, 5,000 completions, two runs each side by side): without pipeline mode server
 * CPU 1.12-1.28 ms instead of 0.98-1.12 ms per completion and 337-672/s instead of 415-762/s
 * (an inline append then waits for BEGIN, the append and each read model's write in turn).
 */
export async function pipelinedTransaction<T>(
  db: Knex,
  work: (trx: Knex.Transaction) => Promise<T>,
  config?: Knex.TransactionConfig,
  options: { begun?: boolean } = {},
): Promise<T> {
  let pipeline: Pipeline | undefined;
  let result: T;
  const connection = config?.connection as Pipeline['connection'] | undefined;
  const restore = options.begun && connection ? answerNextBegin(connection) : () => undefined;
  try {
    result = await db.transaction(async (trx) => {
      // Inside a transaction this is the transaction's own connection.
      const connection = (await trx.client.acquireConnection()) as Pipeline['connection'];
      if (connection.pipeline === true) pipelines.set(trx, (pipeline = { connection, sent: [], firstError: null, held: false }));
      return work(trx);
    }, config);
  } catch (error) {
    // A later statement fails only because an earlier one aborted the transaction: tell that one.
    throw pipeline?.firstError ? pipeline.firstError.error : error;
  } finally {
    restore();
  }
  if (pipeline) {
    await Promise.allSettled(pipeline.sent);
    if (pipeline.firstError) throw pipeline.firstError.error;
  }
  return result;
}

/**
 * Sends a statement whose answer nothing reads: within a pipelined transaction at once, its
 * outcome settled with the transaction; otherwise awaited here. Statements sent this way and
 * those awaited run in the order they were called.
 */
export async function sendInTransaction(trx: Knex | Knex.Transaction, statement: Knex.Raw | Knex.QueryBuilder | NamedStatement): Promise<void> {
  const pipeline = trx.isTransaction ? pipelines.get(trx as Knex.Transaction) : undefined;
  if (!pipeline) {
    if ('text' in statement) await preparedExecute(trx, statement);
    else await statement;
    return;
  }
  const config = 'text' in statement ? statement : nativeQuery(statement);
  holdWritesForThisTurn(pipeline);
  // Submitted now, in call order: pg writes it behind whatever this connection sent before.
  const sent = pipeline.connection.query(config);
  sent.catch((error: unknown) => {
    pipeline.firstError ??= { error };
  });
  pipeline.sent.push(sent);
}

function nativeQuery(query: Knex.Raw | Knex.QueryBuilder) {
  const { sql, bindings } = query.toSQL().toNative();
  return { text: sql, values: bindings };
}

/**
 * The statements a transaction sends in one turn of the event loop, and its COMMIT when that
 * follows in the same turn, leave in one write instead of one each (pg writes every query on
 * its own): on loopback a write cost ~80 µs of this process's CPU, most of it the kernel
 * delivering it, and each woke PostgreSQL again. A statement awaited meanwhile goes out at the
 * turn's end, as the turn ends before its answer can arrive.
 */
function holdWritesForThisTurn(pipeline: Pipeline) {
  const stream = pipeline.connection.connection?.stream;
  if (pipeline.held || !stream?.cork || !stream.uncork) return;
  stream.cork();
  pipeline.held = true;
  setImmediate(() => {
    pipeline.held = false;
    stream.uncork?.();
  });
}

type BeginCallback = (error: Error | null, result: { command: string; rowCount: null; rows: never[]; fields: never[] }) => void;

/**
 * Answers the BEGIN knex sends to start its transaction on `connection` without sending it:
 * the caller sent BEGIN itself, ahead of the first statements, and a second one would make
 * PostgreSQL warn "there is already a transaction in progress" in its log, once per append.
 * Answers the function that puts the connection's own `query` back (also when knex never began).
 */
function answerNextBegin(connection: Pipeline['connection']): () => void {
  const target = connection as unknown as { query: (config: unknown, callback?: unknown) => unknown };
  const hadOwn = Object.prototype.hasOwnProperty.call(target, 'query');
  const original = target.query;
  const restore = () => {
    if (hadOwn) target.query = original;
    else delete (target as { query?: unknown }).query;
  };
  target.query = function (config: unknown, callback?: unknown) {
    if ((config as { text?: unknown } | null)?.text === 'BEGIN;' && typeof callback === 'function') {
      restore();
      (callback as BeginCallback)(null, { command: 'BEGIN', rowCount: null, rows: [], fields: [] });
      return undefined;
    }
    return original.call(this, config, callback);
  };
  return restore;
}

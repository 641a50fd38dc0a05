import type { Knex } from 'knex';
import { jsonParameter } from '../jsonParameter';
import { uuidKey } from '../uuidKey';

/**
 * Timestamps are ISO strings read back as JSON, PostgreSQL's exact value: writing a row back
 * never moves a time it did not change (a JS date would cut it to milliseconds).
 */

/** What a batch reads before its events are applied: uuids as `uuidKey` gives them, call ids as they are. */
export const nothingToLoad = () => ({
  /** Facts by todo id. */
  facts: new Set<string>(),
  /** Evaluations by request id. */
  evaluations: new Set<string>(),
  /** Every evaluation of these todos. */
  evaluationsOfTodos: new Set<string>(),
  /** Calls by call id. */
  calls: new Set<string>(),
  /** Every pending Director reply of these conversations. */
  pendingRepliesOfConversations: new Set<string>(),
});
export type AnalyticsRowsToLoad = ReturnType<typeof nothingToLoad>;

/**
 * A table as its rows are created, loaded and written back: each column with the SQL that
 * creates it, in table order (its first word is the PostgreSQL type its values are sent as).
 */
type TableSpec = { table: string; key: string; index: readonly string[]; columns: Record<string, string> };

/** A column's value as its SQL declares it: booleans, integers, else text (uuids and times too); null unless `not null`. */
type ValueOf<Sql extends string> =
  | (Sql extends `boolean${string}` ? boolean : Sql extends `integer${string}` ? number : string)
  | (Sql extends `${string}not null${string}` ? never : null);
/** A row of the table, as its columns declare it. */
type RowOf<Spec extends TableSpec> = { -readonly [Column in keyof Spec['columns']]: ValueOf<Spec['columns'][Column]> };
/** A row as written: the `not null` columns without a default given, the others null or their default unless given. */
type NewRow<Spec extends TableSpec> = Partial<RowOf<Spec>> &
  Pick<RowOf<Spec>, { [C in keyof Spec['columns']]: Given<Spec['columns'][C], C> }[keyof Spec['columns']]>;
type Given<Sql, Column> = Sql extends `${string}not null${string}` ? (Sql extends `${string}default${string}` ? never : Column) : never;

const FACTS = {
  table: 'analytics_todo_facts',
  key: 'todo_id',
  index: ['user_id'],
  columns: {
    todo_id: 'uuid not null',
    user_id: 'uuid not null',
    mission_id: 'uuid',
    priority: 'text not null',
    is_copy: 'boolean not null',
    created_at: 'timestamptz not null',
    /** Events appended together with the creation (a copy's or a sample's plan) share it. */
    created_causation: 'text',
    started_at: 'timestamptz',
    completed_at: 'timestamptz',
    /** auto (evaluation found no gaps) | forced (the user completed it) */
    completion_kind: 'text',
    deleted_at: 'timestamptz',
    /** Plans of steps the planner made for it (the first one, then each re-plan). */
    ai_plans: 'integer not null default 0',
  },
} as const;
type Fact = RowOf<typeof FACTS>;
const EVALUATIONS = {
  table: 'analytics_evaluations',
  key: 'request_id',
  index: ['todo_id'],
  columns: {
    request_id: 'uuid not null',
    todo_id: 'uuid not null',
    user_id: 'uuid not null',
    requested_at: 'timestamptz not null',
    evaluated_at: 'timestamptz',
    gaps_found: 'boolean',
    gap_count: 'integer',
    suggestion_count: 'integer',
    criteria_count: 'integer',
    criteria_met: 'integer',
    recommendation: 'text',
    /** What followed: auto (completed by the system) | forced (completed by the user despite gaps) */
    completion: 'text',
  },
} as const;
type Evaluation = RowOf<typeof EVALUATIONS>;
const CALLS = {
  table: 'analytics_planner_calls',
  key: 'call_id',
  index: ['subject_id', 'capability'],
  columns: {
    call_id: 'text not null',
    user_id: 'uuid',
    /** todo_steps | step_chat | todo_evaluation | director_reply | mission_todos | mission_replan | odyssey_missions */
    capability: 'text not null',
    /** The todo, step, conversation or job the call was about. */
    subject_id: 'uuid not null',
    /** pending | running | completed | failed */
    status: 'text not null',
    requested_at: 'timestamptz',
    finished_at: 'timestamptz',
    attempts: 'integer not null default 0',
    error_message: 'text',
  },
} as const;
type Call = RowOf<typeof CALLS>;

/** One planner call on the record (a PlannerCallRecorded event), with no text of it: who stood in for the model, and why in a word. */
const CALL_RECORDS = {
  table: 'analytics_planner_call_records',
  key: 'record_id',
  index: ['recorded_at', 'capability'],
  columns: {
    /** The PlannerCallRecorded event's id. */
    record_id: 'uuid not null',
    user_id: 'uuid',
    /** As in analytics_planner_calls where both have it (todo_steps, todo_evaluation, ...), else the planner's name in snake case. */
    capability: 'text not null',
    /** The model, `offline` (no model configured), or `offline (fallback from <model>)`. */
    model: 'text not null',
    /** The offline planner (or a plain text) stood in for the model. */
    fallback: 'boolean not null',
    /** timeout | unavailable | malformed | rule_violation | aborted | other | unknown (domain/plannerCalls/fallbackReasons.ts); null without a fallback */
    fallback_reason: 'text',
    /** The call produced nothing (its error is on the record). */
    failed: 'boolean not null',
    recorded_at: 'timestamptz not null',
  },
} as const;

type CallRecord = RowOf<typeof CALL_RECORDS>;

export const ANALYTICS_TABLES = [FACTS.table, EVALUATIONS.table, CALLS.table, CALL_RECORDS.table];

/** Creates the tables (on an empty schema). */
export async function createAnalyticsTables(db: Knex): Promise<void> {
  for (const spec of [FACTS, EVALUATIONS, CALLS, CALL_RECORDS]) {
    await db.schema.createTable(spec.table, (t) => {
      for (const [name, sql] of Object.entries(spec.columns)) t.specificType(name, sql);
      t.primary([spec.key]);
      t.index(spec.index);
    });
  }
}

/** The newest by `at` (an ISO time, compared to the millisecond), ties to the greatest `id`. */
function newest<T>(items: Iterable<T>, at: (item: T) => string | null, id: (item: T) => string): T | undefined {
  let best: T | undefined;
  let bestAt = -Infinity;
  for (const item of items) {
    const time = at(item);
    const ms = time === null ? -Infinity : Date.parse(time);
    if (!best || ms > bestAt || (ms === bestAt && id(item) > id(best))) {
      best = item;
      bestAt = ms;
    }
  }
  return best;
}

/**
 * One table's rows as the batch's events leave them: those loaded, those written since, and which
 * changed. Reading a row (or a group) neither loaded nor written earlier in the batch is a bug in
 * the load plan and throws (it may exist in the table).
 */
class TableRows<Row extends object, New extends Partial<Row>> {
  private readonly rows = new Map<string, Row>();
  /** Row keys by group (see `grouping`). */
  private readonly groups = new Map<string, Set<string>>();
  private readonly changed = new Set<string>();
  /** A new row's columns before it is given its values: null, or the column's default. */
  private readonly blank: Row;

  constructor(
    readonly spec: TableSpec,
    /** A row's key from its id: a uuid as `uuidKey` gives it, a text as it is. */
    private readonly keyOf: (id: string) => string,
    /** The keys the plan loaded. */
    private readonly loaded: Set<string>,
    /** The group (a uuid key) a row is also read by, if any, and the groups the plan loaded whole. */
    private readonly grouping?: { groupOf: (row: Row) => string | null; loaded: Set<string> },
  ) {
    // A default is a JSON literal (a number, a boolean); any other (an expression) throws here, not as a NaN written later.
    const initial = (sql: string): unknown => {
      const literal = / default (\S+)/.exec(sql)?.[1];
      return literal === undefined ? null : JSON.parse(literal);
    };
    this.blank = Object.fromEntries(Object.entries(spec.columns).map(([name, sql]) => [name, initial(sql)])) as Row;
  }

  get(id: string): Row | undefined {
    const row = this.rows.get(this.keyOf(id));
    if (!row && !this.loaded.has(this.keyOf(id))) throw new Error(`analytics batch: ${this.spec.table} row ${id} read but not loaded`);
    return row;
  }
  group(id: string): Row[] {
    if (!this.grouping?.loaded.has(uuidKey(id))) throw new Error(`analytics batch: ${this.spec.table} rows of ${id} read but not loaded`);
    return [...(this.groups.get(uuidKey(id)) ?? [])].flatMap((key) => this.rows.get(key) ?? []);
  }
  /** Replaces the row with the same key, whatever was there. */
  put(given: New) {
    const row: Row = { ...this.blank, ...given };
    this.set(row);
    this.changed.add(this.keyOf(this.idOf(row)));
  }
  /** A creation: a row already there is kept. */
  addIfAbsent(row: New) {
    if (!this.get(this.idOf(row))) this.put(row);
  }
  /** Changes the row if it exists. */
  update(id: string, change: Partial<Row>) {
    const row = this.get(id);
    if (!row) return;
    Object.assign(row, change);
    this.changed.add(this.keyOf(id));
  }
  /** Holds a row loaded or written (not marked changed); a row's group never changes (an evaluation's todo, a reply's conversation). */
  set(row: Row) {
    const key = this.keyOf(this.idOf(row));
    this.rows.set(key, row);
    const group = this.grouping?.groupOf(row);
    if (group) this.groups.set(group, (this.groups.get(group) ?? new Set<string>()).add(key));
  }
  /** The upsert of the changed rows, if any: one per table, the rows sent as one JSON parameter whatever their number. */
  upserts(): { sql: string; bindings: string[] }[] {
    if (this.changed.size === 0) return [];
    const { table, key, columns } = this.spec;
    const names = Object.keys(columns);
    const types = Object.entries(columns).map(([name, sql]) => `${name} ${sql.split(' ')[0]}`);
    const sql =
      `INSERT INTO ${table} (${names.join(', ')}) ` +
      `SELECT ${names.join(', ')} FROM json_to_recordset(?::json) AS r(${types.join(', ')}) ` +
      `ON CONFLICT (${key}) DO UPDATE SET ${names.filter((n) => n !== key).map((n) => `${n} = excluded.${n}`).join(', ')}`;
    return [{ sql, bindings: [jsonParameter([...this.changed].flatMap((k) => this.rows.get(k) ?? []))] }];
  }
  private idOf(row: Partial<Row>): string {
    return String(row[this.spec.key as keyof Row]);
  }
}

/** The rows a batch touches, as its events leave them. */
export class AnalyticsRows {
  readonly facts: TableRows<Fact, NewRow<typeof FACTS>>;
  /** Also read by todo: its latest evaluation. */
  readonly evaluations: TableRows<Evaluation, NewRow<typeof EVALUATIONS>>;
  /** Director reply calls are also read by conversation: its newest pending one. */
  readonly calls: TableRows<Call, NewRow<typeof CALLS>>;
  /** Written once per record, never read back. */
  readonly callRecords: TableRows<CallRecord, CallRecord>;

  private constructor(plan: AnalyticsRowsToLoad) {
    this.callRecords = new TableRows(CALL_RECORDS, uuidKey, new Set());
    this.facts = new TableRows(FACTS, uuidKey, plan.facts);
    this.evaluations = new TableRows(EVALUATIONS, uuidKey, plan.evaluations, { groupOf: (e) => uuidKey(e.todo_id), loaded: plan.evaluationsOfTodos });
    this.calls = new TableRows(CALLS, (id) => id, plan.calls, {
      groupOf: (c) => (c.capability === 'director_reply' ? uuidKey(c.subject_id) : null),
      loaded: plan.pendingRepliesOfConversations,
    });
  }

  /** Reads what the plan names in one round trip: each table's rows as one JSON array. */
  static async load(trx: Knex.Transaction, plan: AnalyticsRowsToLoad): Promise<AnalyticsRows> {
    const rows = new AnalyticsRows(plan);
    const reads: Array<{ into: { spec: TableSpec; set(row: object): void }; where: string; values: Set<string>[] }> = [
      { into: rows.facts, where: 'todo_id = ANY (?::uuid[])', values: [plan.facts] },
      { into: rows.evaluations, where: 'request_id = ANY (?::uuid[]) OR todo_id = ANY (?::uuid[])', values: [plan.evaluations, plan.evaluationsOfTodos] },
      {
        into: rows.calls,
        where: "call_id = ANY (?::text[]) OR (capability = 'director_reply' AND status = 'pending' AND subject_id = ANY (?::uuid[]))",
        values: [plan.calls, plan.pendingRepliesOfConversations],
      },
    ].filter((read) => read.values.some((v) => v.size > 0));
    if (reads.length === 0) return rows;
    const parts = reads.map(
      ({ into: { spec }, where }) => `(SELECT coalesce(json_agg(t), '[]') FROM (SELECT ${Object.keys(spec.columns).join(', ')} FROM ${spec.table} WHERE ${where}) t) AS ${spec.table}`,
    );
    const bindings = reads.flatMap((r) => r.values.map((v) => [...v]));
    const { rows: [loaded] }: { rows: [Record<string, object[]>] } = await trx.raw(`SELECT ${parts.join(', ')}`, bindings);
    for (const { into } of reads) for (const row of loaded[into.spec.table]) into.set(row);
    return rows;
  }

  /** Notes what followed the todo's latest evaluation: the one with the latest evaluated_at (ties: the greatest request id). */
  markLatestEvaluation(todoId: string, completion: 'forced' | null) {
    const evaluated = this.evaluations.group(todoId).filter((e) => e.evaluated_at !== null);
    const latest = newest(evaluated, (e) => e.evaluated_at, (e) => uuidKey(e.request_id));
    if (latest) this.evaluations.update(latest.request_id, { completion });
  }
  /** The conversation's newest Director reply still pending (ties: the greatest call id). */
  newestPendingReplyOf(conversationId: string): Call | undefined {
    const pending = this.calls.group(conversationId).filter((c) => c.status === 'pending');
    return newest(pending, (c) => c.requested_at, (c) => c.call_id);
  }

  /** Writes every changed row back in one statement. */
  async save(trx: Knex.Transaction) {
    const statements = [...this.facts.upserts(), ...this.evaluations.upserts(), ...this.calls.upserts(), ...this.callRecords.upserts()];
    if (statements.length === 0) return;
    // All but the last as data-modifying CTEs: one round trip for every table.
    const last = statements[statements.length - 1];
    const ctes = statements.slice(0, -1).map((s, i) => `w${i} AS (${s.sql})`);
    await trx.raw(ctes.length > 0 ? `WITH ${ctes.join(', ')} ${last.sql}` : last.sql, statements.flatMap((s) => s.bindings));
  }
}

import { overdueSql, percentSql, UTC_SQL } from '../todos/views';

/**
 * The analysts' stable interface (docs/analytics.md): columns only ever grow; a change that
 * would break a query is a new view. Views over read models read them through a SECURITY
 * DEFINER function: a plain view would block the drop of its tables on a rebuild, and the
 * definer's rights let the read-only role read it without any right on the tables.
 */
type AnalyticsView = {
  name: string;
  description: string;
  /** Column list of the view (name and type), in order. */
  columns: Array<[string, string]>;
  /** The SELECT, over unqualified live tables (run with search_path public). */
  select: string;
  /** Over the event log, a table never dropped: a plain view, only created when the events table exists (with the PostgreSQL store). */
  overEventLog?: boolean;
};

export const analyticsViews: AnalyticsView[] = [
  {
    name: 'todos',
    description: 'Every live todo with its mission and odyssey titles, step counts and whether it is overdue now.',
    columns: [
      ['todo_id', 'uuid'],
      ['user_id', 'uuid'],
      ['title', 'text'],
      ['status', 'text'],
      ['priority', 'text'],
      ['due_date', 'timestamptz'],
      ['is_overdue', 'boolean'],
      ['created_at', 'timestamptz'],
      ['completed_at', 'timestamptz'],
      ['total_steps', 'integer'],
      ['completed_steps', 'integer'],
      ['mission_id', 'uuid'],
      ['mission_title', 'text'],
      ['mission_status', 'text'],
      ['odyssey_id', 'uuid'],
      ['odyssey_title', 'text'],
      ['evaluated', 'boolean'],
      ['gaps_found', 'boolean'],
    ],
    select: `
      SELECT t.id, t.user_id, t.title, t.status, t.priority, t.due_date,
             ${overdueSql('t', 'now()', UTC_SQL)},
             t.created_at, t.completed_at, t.total_steps, t.completed_steps,
             t.mission_id, m.title, m.status, m.odyssey_id, o.title,
             t.completion_evaluation IS NOT NULL, (t.completion_evaluation ->> 'gaps_found')::boolean
      FROM todos t
      LEFT JOIN missions m ON m.id = t.mission_id
      LEFT JOIN odysseys o ON o.id = m.odyssey_id`,
  },
  {
    name: 'missions',
    description: 'Every live mission with its odyssey title, todo counts and progress (completed todos / todos, rounded).',
    columns: [
      ['mission_id', 'uuid'],
      ['user_id', 'uuid'],
      ['title', 'text'],
      ['status', 'text'],
      ['odyssey_id', 'uuid'],
      ['odyssey_title', 'text'],
      ['created_at', 'timestamptz'],
      ['completed_at', 'timestamptz'],
      ['total_todos', 'integer'],
      ['completed_todos', 'integer'],
      ['overdue_todos', 'integer'],
      ['progress_percentage', 'integer'],
    ],
    select: `
      SELECT m.id, m.user_id, m.title, m.status, m.odyssey_id, o.title, m.created_at, m.completed_at,
             count(t.id)::integer,
             count(t.id) FILTER (WHERE t.status = 'completed')::integer,
             count(t.id) FILTER (WHERE ${overdueSql('t', 'now()', UTC_SQL)})::integer,
             ${percentSql(`count(t.id) FILTER (WHERE t.status = 'completed')`, 'count(t.id)')}
      FROM missions m
      LEFT JOIN odysseys o ON o.id = m.odyssey_id
      LEFT JOIN todos t ON t.mission_id = m.id
      GROUP BY m.id, o.title`,
  },
  {
    name: 'todo_dependencies',
    description: 'Every wait between two live todos: the todo, the todo it waits for, both missions and statuses, and whether it still holds the todo up.',
    columns: [
      ['todo_id', 'uuid'],
      ['depends_on_todo_id', 'uuid'],
      ['user_id', 'uuid'],
      ['added_at', 'timestamptz'],
      ['todo_title', 'text'],
      ['todo_status', 'text'],
      ['todo_mission_id', 'uuid'],
      ['depends_on_title', 'text'],
      ['depends_on_status', 'text'],
      ['depends_on_mission_id', 'uuid'],
      ['same_mission', 'boolean'],
      ['blocking', 'boolean'],
    ],
    select: `
      SELECT d.todo_id, d.depends_on, d.user_id, d.added_at,
             t.title, t.status, t.mission_id,
             w.title, w.status, w.mission_id,
             t.mission_id IS NOT DISTINCT FROM w.mission_id,
             w.status <> 'completed'
      FROM todo_dependencies d
      JOIN todos t ON t.id = d.todo_id
      JOIN todos w ON w.id = d.depends_on`,
  },
  {
    name: 'todo_completion_times',
    description: 'Every completed todo (deleted ones too): how long from creation (and from the start of work) to completion, and how it was completed.',
    columns: [
      ['todo_id', 'uuid'],
      ['user_id', 'uuid'],
      ['mission_id', 'uuid'],
      ['priority', 'text'],
      ['created_at', 'timestamptz'],
      ['started_at', 'timestamptz'],
      ['completed_at', 'timestamptz'],
      ['completion_kind', 'text'],
      ['hours_to_complete', 'numeric'],
      ['hours_from_start', 'numeric'],
      ['deleted', 'boolean'],
    ],
    select: `
      SELECT f.todo_id, f.user_id, f.mission_id, f.priority, f.created_at, f.started_at, f.completed_at, f.completion_kind,
             round((extract(epoch FROM f.completed_at - f.created_at) / 3600)::numeric, 2),
             round((extract(epoch FROM f.completed_at - f.started_at) / 3600)::numeric, 2),
             -- Gone from the app: deleted, set aside by its mission's re-plan, or its owner erased.
             f.deleted_at IS NOT NULL OR NOT EXISTS (SELECT 1 FROM todos t WHERE t.id = f.todo_id)
      FROM analytics_todo_facts f
      WHERE f.completed_at IS NOT NULL`,
  },
  {
    name: 'evaluation_outcomes',
    description: 'Every AI evaluation of a todo against its success criteria: gaps, criteria met, and what followed (auto-completed, force-completed, or still open).',
    columns: [
      ['request_id', 'uuid'],
      ['todo_id', 'uuid'],
      ['user_id', 'uuid'],
      ['requested_at', 'timestamptz'],
      ['evaluated_at', 'timestamptz'],
      ['seconds_to_evaluate', 'numeric'],
      ['gaps_found', 'boolean'],
      ['gap_count', 'integer'],
      ['suggestion_count', 'integer'],
      ['criteria_count', 'integer'],
      ['criteria_met', 'integer'],
      ['recommendation', 'text'],
      ['outcome', 'text'],
    ],
    select: `
      SELECT e.request_id, e.todo_id, e.user_id, e.requested_at, e.evaluated_at,
             round(extract(epoch FROM e.evaluated_at - e.requested_at)::numeric, 3),
             e.gaps_found, e.gap_count, e.suggestion_count, e.criteria_count, e.criteria_met, e.recommendation,
             CASE WHEN e.evaluated_at IS NULL THEN 'awaiting_evaluation'
                  WHEN e.completion = 'auto' THEN 'auto_completed'
                  WHEN e.completion = 'forced' THEN 'force_completed'
                  WHEN e.gaps_found THEN 'gaps_open'
                  ELSE 'no_gaps' END
      FROM analytics_evaluations e`,
  },
  {
    name: 'planner_calls',
    description: 'Every AI call: step plans, step chat replies, evaluations, Director replies and planning jobs, with status and duration.',
    columns: [
      ['call_id', 'text'],
      ['user_id', 'uuid'],
      ['capability', 'text'],
      ['subject_id', 'uuid'],
      ['status', 'text'],
      ['requested_at', 'timestamptz'],
      ['finished_at', 'timestamptz'],
      ['duration_ms', 'numeric'],
      ['attempts', 'integer'],
      ['error_message', 'text'],
    ],
    select: `
      SELECT c.call_id, c.user_id, c.capability, c.subject_id, c.status, c.requested_at, c.finished_at,
             round((extract(epoch FROM c.finished_at - c.requested_at) * 1000)::numeric, 1),
             c.attempts, c.error_message
      FROM analytics_planner_calls c`,
  },
  {
    name: 'planner_usage',
    description: 'AI calls by capability and status: how many, for how many users, and how long they took (average, median, 95th percentile, longest).',
    columns: [
      ['capability', 'text'],
      ['status', 'text'],
      ['calls', 'bigint'],
      ['users', 'bigint'],
      ['avg_ms', 'numeric'],
      ['p50_ms', 'numeric'],
      ['p95_ms', 'numeric'],
      ['max_ms', 'numeric'],
      ['first_at', 'timestamptz'],
      ['last_at', 'timestamptz'],
    ],
    select: `
      WITH d AS (
        SELECT capability, status, user_id, requested_at, finished_at,
               extract(epoch FROM finished_at - requested_at) * 1000 AS ms
        FROM analytics_planner_calls
      )
      SELECT capability, status, count(*), count(DISTINCT user_id),
             round(avg(ms)::numeric, 1),
             round((percentile_cont(0.5) WITHIN GROUP (ORDER BY ms))::numeric, 1),
             round((percentile_cont(0.95) WITHIN GROUP (ORDER BY ms))::numeric, 1),
             round(max(ms)::numeric, 1),
             min(coalesce(requested_at, finished_at)), max(coalesce(finished_at, requested_at))
      FROM d
      GROUP BY capability, status`,
  },
  {
    name: 'planner_fallbacks',
    description: 'How often the offline planner stood in for the model, per day (UTC), capability and reason, with the calls that went to the model that day.',
    columns: [
      ['day', 'date'],
      ['capability', 'text'],
      ['reason', 'text'],
      ['fallbacks', 'bigint'],
      ['users', 'bigint'],
      ['model_calls', 'bigint'],
      ['share_of_model_calls', 'numeric'],
    ],
    select: `
      WITH r AS (
        SELECT (recorded_at AT TIME ZONE 'UTC')::date AS day, capability, user_id, fallback, fallback_reason, model
        FROM analytics_planner_call_records
      ),
      asked AS (
        SELECT day, capability, count(*) AS model_calls FROM r WHERE fallback OR model <> 'offline' GROUP BY day, capability
      )
      SELECT r.day, r.capability, r.fallback_reason, count(*), count(DISTINCT r.user_id), a.model_calls,
             round(count(*)::numeric / a.model_calls, 3)
      FROM r JOIN asked a ON a.day = r.day AND a.capability = r.capability
      WHERE r.fallback
      GROUP BY r.day, r.capability, r.fallback_reason, a.model_calls`,
  },
  {
    name: 'events_per_day',
    description: 'The event log by day (UTC) and event type: how many events, in how many streams, by how many actors.',
    columns: [
      ['day', 'date'],
      ['event_type', 'text'],
      ['events', 'bigint'],
      ['streams', 'bigint'],
      ['actors', 'bigint'],
    ],
    overEventLog: true,
    select: `
      SELECT (recorded_at AT TIME ZONE 'UTC')::date, type, count(*), count(DISTINCT stream_id), count(DISTINCT metadata ->> 'userId')
      FROM public.events
      GROUP BY 1, 2`,
  },
];

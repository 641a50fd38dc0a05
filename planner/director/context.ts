import type { ContextSettings } from '../../domain/director/settings';
import { seedOf, type DueDateOutlook, type TimelineItem } from '../../domain/forecast/completionForecast';
import { longestOpenChains } from '../../domain/forecast/criticalPath';
import { healthCounts, type HealthStatus } from '../../domain/missions/health';
import { odysseyRiskHealth, planOutlookSummary, riskVerdict, type AttentionReason, type RiskVerdict } from '../../domain/missions/riskVerdict';
import type { MissionStatus } from '../../domain/missions/missionStatus';
import { completionOf } from '../../domain/missions/progress';
import { DEFAULT_TIME_ZONE, dueEndMs, isOverdue } from '../../domain/todos/overdue';
import type { Priority } from '../../domain/todos/priority';
import type { TodoStatus } from '../../domain/todos/status';

import type { DirectorDataSnapshot, SnapshotMission, SnapshotStep, SnapshotTodo } from '../../commands/ports/director';
import { cachedPlanOutlook } from '../../projections/forecast/outlookCache';
import { localClock, type LocalClock } from '../../domain/localClock';

export type { DirectorDataSnapshot, SnapshotMission, SnapshotOdyssey, SnapshotStep, SnapshotTodo } from '../../commands/ports/director';

export const emptySnapshot = (): DirectorDataSnapshot => ({ odysseys: [], missions: [], todos: [], steps: [], waits: [] });

/** What the Director knows after the user's context toggles, with clock-dependent values at `now`. */
export type ContextOdyssey = {
  id: string;
  title: string;
  description: string | null;
  status: string;
  health: HealthStatus | null;
  /** The forecast of all its missions' todos against their latest open due date. */
  outlook: DueDateOutlook;
  totalMissions: number;
  completedMissions: number;
  progress: number;
  /** Todos of all its missions. */
  totalTodos: number;
};
export type ContextMission = {
  id: string;
  title: string;
  description: string | null;
  status: MissionStatus;
  /** When it was created (ISO), when known: an odyssey's missions are created in the plan's order. */
  createdAt?: string | null;
  /** Both null when odysseys are hidden or the mission stands alone. */
  odysseyId: string | null;
  odysseyTitle: string | null;
  /** The risk verdict (domain/missions/riskVerdict.ts), as the badge, the dashboard and the forecast show it. */
  health: HealthStatus;
  outlook: DueDateOutlook;
  /** The forecast's median finish (YYYY-MM-DD) when the outlook is at risk or will miss. */
  forecastDate: string | null;
  latestDueDate: string | null;
  /** Why it needs attention (active missions), null when it does not. */
  attention: AttentionReason | null;
  totalTodos: number;
  completedTodos: number;
  overdueTodos: number;
  progress: number;
};
export type ContextTodo = {
  id: string;
  title: string;
  description: string | null;
  status: TodoStatus;
  priority: Priority;
  dueDate: string | null;
  overdue: boolean;
  /**
   * Calendar days from the due day to the reader's today (1: due yesterday; 0 when not overdue,
   * or due at a time earlier today).
   */
  daysOverdue: number;
  /** Due within the next 48 hours and not overdue. */
  dueSoon: boolean;
  /** Null when missions are hidden or the todo stands alone. */
  missionTitle: string | null;
  missionId: string | null;
  totalSteps: number;
  completedSteps: number;
  /** The first open step's title; null when steps are hidden or none is open. */
  nextStep: string | null;
  /** The titles of the open todos it waits for: it cannot start before they are done. */
  waitingFor: string[];
  /** When it was completed (ISO); null while open or when not known. */
  completedAt: string | null;
};
/** A step that does the work its todo's title names ("Do the long run of 18 km"), shown when todos are hidden. */
export const HIDDEN_TODO_WORK = 'the work its todo names';
/** Whether a step's title or description holds its todo's title: with todos hidden, it would reveal the todo. */
const namesItsTodo = (stepText: string, todoTitle: string | undefined) => todoTitle !== undefined && stepText.toLowerCase().includes(todoTitle.trim().toLowerCase());

export type ContextStep = {
  id: string;
  /** Null when todos are hidden (a step must not reveal its todo). */
  todoTitle: string | null;
  todoId: string;
  title: string;
  /** For the search of what the plan mentions only (the prompt leaves it out); null when it would name a hidden todo. */
  description: string | null;
  status: TodoStatus;
  /** 1, 2, 3… in the todo's step order, as the todo page numbers them (order_index starts at 0 and keeps gaps). */
  position: number;
};

export type DirectorContext = {
  now: string;
  /** The user's date and time at `now` in their time zone; null when it is not known. */
  local: LocalClock | null;
  included: ContextSettings;
  /** null: hidden by the user's settings (the model never sees that kind of data). */
  odysseys: ContextOdyssey[] | null;
  missions: ContextMission[] | null;
  todos: ContextTodo[] | null;
  steps: ContextStep[] | null;
};

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Calendar days between a due date's day (the date it is shown as) and `today` (YYYY-MM-DD in
 * the reader's zone): a todo due yesterday is 1 day overdue however few hours have passed since.
 */
function calendarDaysSince(dueDate: string, today: string): number {
  const dueDay = Date.parse(`${new Date(Date.parse(dueDate)).toISOString().slice(0, 10)}T00:00:00.000Z`);
  return Math.max(0, Math.round((Date.parse(`${today}T00:00:00.000Z`) - dueDay) / dayMs));
}
const dueSoonMs = 48 * 60 * 60 * 1000;

/** Sorted by title so the same data always reads the same way (deterministic prompts and answers). */
const byTitle = <T extends { title: string; id: string }>(a: T, b: T) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id);

/**
 * Turns the user's data into what The Director may know. A toggle that is off removes that
 * kind of data entirely (titles, descriptions, links to it), so it cannot reach a model.
 * Aggregates of a visible entity (a mission's todo counts and health) stay: they describe it.
 */
export function buildDirectorContext(snapshot: DirectorDataSnapshot, included: ContextSettings, now: string, timeZone?: string | null): DirectorContext {
  const nowMs = Date.parse(now);
  const local = localClock(now, timeZone);
  // Overdue and due soon are judged in the user's zone, as the screens judge them (UTC without one).
  const zone = local?.timeZone ?? DEFAULT_TIME_ZONE;
  const localToday = local?.date ?? new Date(nowMs).toISOString().slice(0, 10);
  const todosByMission = new Map<string, SnapshotTodo[]>();
  for (const todo of snapshot.todos) {
    if (todo.mission_id === null) continue;
    const list = todosByMission.get(todo.mission_id) ?? [];
    list.push(todo);
    todosByMission.set(todo.mission_id, list);
  }

  // The same verdict as the missions' answers: the same figures, the same forecast (same draws).
  const today = new Date(now);
  const openIds = new Set(snapshot.todos.filter((t) => t.status !== 'completed').map((t) => t.id));
  const chains = longestOpenChains(
    openIds,
    snapshot.waits.map((w) => ({ todoId: w.todo_id, dependsOn: w.depends_on })),
  );
  const timeline = (todos: readonly SnapshotTodo[]): TimelineItem[] =>
    todos.map((t) => {
      const open = t.status !== 'completed';
      return { completedAt: t.completed_at ?? null, dueDate: t.due_date, open, ...(open ? { chain: chains.get(t.id)?.length ?? 1 } : {}) };
    });
  // Each mission's verdict is asked for by its odyssey's health and by its own entry: computed where asked (the outlook is cached).
  const verdictOf = (mission: SnapshotMission): RiskVerdict => {
    const todos = todosByMission.get(mission.id) ?? [];
    const counts = healthCounts(
      todos.filter((t) => t.status !== 'completed').map((t) => ({ dueDate: t.due_date, completedSteps: t.completed_steps })),
      now,
      zone,
    );
    const outlook = mission.status === 'completed' ? null : planOutlookSummary(timeline(todos), (items) => cachedPlanOutlook(mission.id, items, today));
    return riskVerdict(mission.status, counts, outlook ?? { outlook: 'complete', forecastDate: null, latestDueDate: null });
  };
  const odysseyOutlook = (odysseyId: string): DueDateOutlook => {
    const todos = snapshot.missions.filter((m) => m.odyssey_id === odysseyId).flatMap((m) => todosByMission.get(m.id) ?? []);
    return planOutlookSummary(timeline(todos), (items) => cachedPlanOutlook(odysseyId, items, today)).outlook;
  };

  const odysseyTitle = new Map(snapshot.odysseys.map((o) => [o.id, o.title]));
  const missionTitle = new Map(snapshot.missions.map((m) => [m.id, m.title]));
  const todoTitle = new Map(snapshot.todos.map((t) => [t.id, t.title]));
  const waitingFor = new Map<string, string[]>();
  for (const w of snapshot.waits) {
    const title = openIds.has(w.depends_on) ? todoTitle.get(w.depends_on) : undefined;
    if (title !== undefined) waitingFor.set(w.todo_id, [...(waitingFor.get(w.todo_id) ?? []), title]);
  }

  const stepsByTodo = new Map<string, SnapshotStep[]>();
  // A stable sort: steps sharing an order_index keep the snapshot's order (the order they were added).
  for (const step of [...snapshot.steps].sort((a, b) => a.order_index - b.order_index)) {
    const list = stepsByTodo.get(step.todo_id) ?? [];
    list.push(step);
    stepsByTodo.set(step.todo_id, list);
  }

  const odysseys = included.include_odysseys
    ? snapshot.odysseys
        .map((o): ContextOdyssey => {
          const missions = snapshot.missions.filter((m) => m.odyssey_id === o.id);
          const done = completionOf(missions);
          const outlook = odysseyOutlook(o.id);
          return {
            id: o.id,
            title: o.title,
            description: o.description,
            status: o.status,
            health: odysseyRiskHealth(missions.map((m) => ({ status: m.status, health: verdictOf(m).health })), outlook),
            outlook,
            totalMissions: done.total,
            completedMissions: done.completed,
            progress: done.progress,
            totalTodos: missions.reduce((sum, m) => sum + (todosByMission.get(m.id)?.length ?? 0), 0),
          };
        })
        .sort(byTitle)
    : null;

  const missions = included.include_missions
    ? snapshot.missions
        .map((m): ContextMission => {
          const todos = todosByMission.get(m.id) ?? [];
          const done = completionOf(todos);
          const verdict = verdictOf(m);
          return {
            id: m.id,
            title: m.title,
            description: m.description,
            status: m.status,
            createdAt: m.created_at ?? null,
            odysseyId: included.include_odysseys ? m.odyssey_id : null,
            odysseyTitle: included.include_odysseys && m.odyssey_id ? odysseyTitle.get(m.odyssey_id) ?? null : null,
            health: verdict.health,
            outlook: verdict.outlook,
            forecastDate: verdict.forecastDate,
            latestDueDate: verdict.latestDueDate,
            attention: verdict.attention,
            totalTodos: done.total,
            completedTodos: done.completed,
            overdueTodos: todos.filter((t) => isOverdue({ dueDate: t.due_date, status: t.status }, now, zone)).length,
            progress: done.progress,
          };
        })
        .sort(byTitle)
    : null;

  const todos = included.include_todos
    ? snapshot.todos
        .map((t): ContextTodo => {
          const overdue = isOverdue({ dueDate: t.due_date, status: t.status }, now, zone);
          const dueMs = t.due_date === null ? null : dueEndMs(t.due_date, zone);
          const open = t.status !== 'completed';
          const nextStep = included.include_steps ? stepsByTodo.get(t.id)?.find((s) => s.status !== 'completed')?.title ?? null : null;
          return {
            id: t.id,
            title: t.title,
            description: t.description,
            status: t.status,
            priority: t.priority,
            dueDate: t.due_date,
            overdue,
            daysOverdue: overdue && t.due_date !== null ? calendarDaysSince(t.due_date, localToday) : 0,
            dueSoon: open && !overdue && dueMs !== null && dueMs - nowMs <= dueSoonMs,
            missionTitle: included.include_missions && t.mission_id ? missionTitle.get(t.mission_id) ?? null : null,
            missionId: included.include_missions ? t.mission_id : null,
            totalSteps: t.total_steps,
            completedSteps: t.completed_steps,
            nextStep,
            waitingFor: waitingFor.get(t.id) ?? [],
            completedAt: open ? null : t.completed_at ?? null,
          };
        })
        .sort(byTitle)
    : null;

  const steps = included.include_steps
    ? [...stepsByTodo.values()].flatMap((list) =>
        list.map((s, index): ContextStep => ({
          id: s.id,
          todoId: s.todo_id,
          todoTitle: included.include_todos ? todoTitle.get(s.todo_id) ?? null : null,
          title: included.include_todos || !namesItsTodo(s.title, todoTitle.get(s.todo_id)) ? s.title : HIDDEN_TODO_WORK,
          description: s.description && (included.include_todos || !namesItsTodo(s.description, todoTitle.get(s.todo_id))) ? s.description : null,
          status: s.status,
          position: index + 1,
        })),
      )
    : null;

  return { now, local, included, odysseys, missions, todos, steps };
}

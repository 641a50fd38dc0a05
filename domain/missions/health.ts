import type { MissionStatus } from './missionStatus';
import { DEFAULT_TIME_ZONE, dueEndMs } from '../todos/overdue';

export const HEALTH_STATUSES = ['healthy', 'at_risk', 'critical'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

/** How close to the end of its due day a todo with no completed step puts its mission at risk. */
export const AT_RISK_WINDOW_MS = 48 * 60 * 60 * 1000;
/** This many overdue open todos make a mission critical whatever its size. */
export const CRITICAL_OVERDUE_COUNT = 3;

/** An open (not completed) todo as health sees it. `dueDate` is an ISO timestamp or null. */
export type OpenTodo = { dueDate: string | null; completedSteps: number };

/** The figures health is decided from; a SQL query can compute the same ones at read time. */
export type HealthCounts = {
  openTodos: number;
  overdueTodos: number;
  /** Open todos due within the next 48 hours (not yet overdue) with no completed step. */
  dueSoonWithoutProgress: number;
};

export function healthFromCounts(counts: HealthCounts): HealthStatus {
  const { openTodos, overdueTodos, dueSoonWithoutProgress } = counts;
  if (overdueTodos >= CRITICAL_OVERDUE_COUNT) return 'critical';
  if (overdueTodos > 0 && overdueTodos * 2 >= openTodos) return 'critical';
  if (overdueTodos > 0 || dueSoonWithoutProgress > 0) return 'at_risk';
  return 'healthy';
}

/** The figures at `now` for a reader in `timeZone`: due days end in the reader's zone (domain/todos/overdue.ts). */
export function healthCounts(openTodos: readonly OpenTodo[], now: string, timeZone: string = DEFAULT_TIME_ZONE): HealthCounts {
  const nowMs = Date.parse(now);
  let overdueTodos = 0;
  let dueSoonWithoutProgress = 0;
  for (const todo of openTodos) {
    if (todo.dueDate === null) continue;
    const dueMs = dueEndMs(todo.dueDate, timeZone);
    if (dueMs < nowMs) overdueTodos += 1;
    else if (dueMs <= nowMs + AT_RISK_WINDOW_MS && todo.completedSteps === 0) dueSoonWithoutProgress += 1;
  }
  return { openTodos: openTodos.length, overdueTodos, dueSoonWithoutProgress };
}

/**
 * Critical when 3 or more open todos are overdue or at least half of them
 * are; at risk when any open todo is overdue or due within 48 hours with no completed step;
 * else healthy. A completed mission is healthy. Depends on the clock and the reader's zone: computed when read.
 */
export function missionHealth(mission: { status: MissionStatus; openTodos: readonly OpenTodo[] }, now: string, timeZone: string = DEFAULT_TIME_ZONE): HealthStatus {
  if (mission.status === 'completed') return 'healthy';
  return healthFromCounts(healthCounts(mission.openTodos, now, timeZone));
}

/**
 * How many missions have each health, as the Command Center's cards, the missions page's
 * counters and The Director count them: every mission counts (a paused one by its todos, a
 * completed one as healthy), so the three counts add up to the number of missions.
 */
export function missionsByHealth(missions: ReadonlyArray<{ health: HealthStatus }>): Record<HealthStatus, number> {
  const counts: Record<HealthStatus, number> = { healthy: 0, at_risk: 0, critical: 0 };
  for (const mission of missions) counts[mission.health] += 1;
  return counts;
}

const SEVERITY: Record<HealthStatus, number> = { healthy: 0, at_risk: 1, critical: 2 };

/** The worst of the given healths; null when there are none. */
export function worstHealth(healths: readonly HealthStatus[]): HealthStatus | null {
  let worst: HealthStatus | null = null;
  for (const health of healths) if (worst === null || SEVERITY[health] > SEVERITY[worst]) worst = health;
  return worst;
}

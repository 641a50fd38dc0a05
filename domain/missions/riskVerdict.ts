import { planOutlook, type DueDateOutlook, type Outlook, type TimelineItem } from '../forecast/completionForecast';
import { healthCounts, healthFromCounts, worstHealth, type HealthCounts, type HealthStatus, type OpenTodo } from './health';
import type { MissionStatus } from './missionStatus';

/**
 * One verdict per mission, read by every screen and answer that speaks of risk: the health
 * badge, the dashboard's "Needs attention", the mission and odyssey pages, the forecast and
 * The Director. Health is the rule on overdue and due-soon todos, raised to `at_risk` when the
 * forecast at the recent pace says the latest due date is in doubt (`at_risk`) or will be
 * missed (`will_miss`), so a "Healthy" badge never stands next to "Will miss the due dates".
 * `critical` keeps its meaning: many overdue todos. Depends on the clock: computed when read.
 */
export type RiskVerdict = {
  health: HealthStatus;
  outlook: DueDateOutlook;
  /** The forecast's median finish (YYYY-MM-DD) when the outlook is at risk or will miss, else null. */
  forecastDate: string | null;
  /** The latest due date of the open todos (YYYY-MM-DD), null without any. */
  latestDueDate: string | null;
  /** Why the mission needs attention (active missions only), null when it does not. */
  attention: AttentionReason | null;
};

/** Most severe first: many overdue todos, then a forecast past the due date, then any other risk. */
export const ATTENTION_REASONS = ['critical', 'will_miss', 'at_risk'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/** What the verdict needs of the forecast. */
export type OutlookSummary = { outlook: DueDateOutlook; forecastDate: string | null; latestDueDate: string | null };

export function outlookSummary(o: Outlook): OutlookSummary {
  const late = o.outlook === 'at_risk' || o.outlook === 'will_miss';
  return { outlook: o.outlook, forecastDate: late && o.forecast.status === 'forecast' ? o.forecast.p50Date : null, latestDueDate: o.latestDueDate };
}

/**
 * The outlook of a plan's todos, simulating only when it can matter: with nothing left, or no
 * open todo with a due date, the answer is known without a forecast (the same answer
 * `planOutlook` gives). `simulate` may be a cached `planOutlook`.
 */
export function planOutlookSummary(items: readonly TimelineItem[], simulate: (items: readonly TimelineItem[]) => Outlook): OutlookSummary {
  const remaining = items.length - items.filter((i) => i.completedAt !== null).length;
  if (remaining <= 0) return { outlook: 'complete', forecastDate: null, latestDueDate: null };
  if (!items.some((i) => i.open && i.dueDate !== null)) return { outlook: 'no_due_dates', forecastDate: null, latestDueDate: null };
  return outlookSummary(simulate(items));
}

const outlookHealth = (outlook: DueDateOutlook): HealthStatus => (outlook === 'at_risk' || outlook === 'will_miss' ? 'at_risk' : 'healthy');

/** The verdict from the health figures (open, overdue and due-soon todos) and the forecast's outlook. */
export function riskVerdict(status: MissionStatus, counts: HealthCounts, outlook: OutlookSummary): RiskVerdict {
  if (status === 'completed') return { health: 'healthy', outlook: 'complete', forecastDate: null, latestDueDate: null, attention: null };
  const rule = healthFromCounts(counts);
  const health = worstHealth([rule, outlookHealth(outlook.outlook)]) ?? 'healthy';
  const attention: AttentionReason | null =
    status !== 'active' ? null : rule === 'critical' ? 'critical' : outlook.outlook === 'will_miss' ? 'will_miss' : health === 'at_risk' ? 'at_risk' : null;
  return { health, ...outlook, attention };
}

/** A mission's todo as the verdict needs it, when the todos themselves are at hand. */
export type VerdictTodo = TimelineItem & Pick<OpenTodo, 'completedSteps'>;

/**
 * The verdict from the mission's todos at `now` for a reader in `timeZone`; `seed` (the mission
 * id's) makes the forecast's draws the ones GET /missions/{id}/forecast makes.
 */
export function missionRiskVerdict(status: MissionStatus, todos: readonly VerdictTodo[], now: Date, seed: number, timeZone?: string): RiskVerdict {
  const counts = healthCounts(
    todos.filter((t) => t.open).map((t) => ({ dueDate: t.dueDate, completedSteps: t.completedSteps })),
    now.toISOString(),
    timeZone,
  );
  return riskVerdict(status, counts, planOutlookSummary(todos, (items) => planOutlook(items, now, seed)));
}

const ATTENTION_RANK: Record<AttentionReason, number> = { critical: 0, will_miss: 1, at_risk: 2 };

/** Orders missions most at risk first: by attention reason, then more overdue todos, then title. */
export function compareRisk(
  a: { attention: AttentionReason | null; overdue: number; title: string },
  b: { attention: AttentionReason | null; overdue: number; title: string },
): number {
  const rank = (r: AttentionReason | null) => (r === null ? ATTENTION_REASONS.length : ATTENTION_RANK[r]);
  return rank(a.attention) - rank(b.attention) || b.overdue - a.overdue || a.title.localeCompare(b.title);
}

/**
 * An odyssey's health: the worst verdict of its active missions, raised to `at_risk` when the
 * odyssey's own forecast (all its missions' todos at their pooled pace) doubts its latest due
 * date; null when it has no active mission.
 */
export function odysseyRiskHealth(missions: ReadonlyArray<{ status: MissionStatus; health: HealthStatus }>, outlook: DueDateOutlook): HealthStatus | null {
  const active = missions.filter((m) => m.status === 'active').map((m) => m.health);
  if (active.length === 0) return null;
  return worstHealth([...active, outlookHealth(outlook)]);
}

/**
 * When will this be done at the user's recent pace? A Monte Carlo forecast over the daily
 * completions of the last weeks, as flow-metrics tools make them: each simulated day draws one
 * of the observed days at random, until the remaining items are done. Pure and deterministic:
 * the random draws come from a seeded generator, so the same history gives the same answer.
 */
export type ForecastInput = {
  /** When each finished item was completed (ISO). */
  completedAt: readonly string[];
  /** Items in scope now, finished or not. */
  scope: number;
  /**
   * The least work left however it is shared out: the longest chain of open items that must be
   * done one after another (some of them may lie outside the scope). Remaining is the larger.
   */
  longestChain?: number;
  today: Date;
  windowDays?: number;
  trials?: number;
  /** Same seed, same draws (e.g. derived from the mission id). */
  seed?: number;
};

export type Forecast =
  | { status: 'complete'; remaining: 0 }
  | { status: 'no_pace'; remaining: number }
  | { status: 'forecast'; remaining: number; p50Days: number; p85Days: number; p50Date: string; p85Date: string };

export type Pace = { windowDays: number; completedInWindow: number; perWeek: number; daily: number[] };

const DAY_MS = 24 * 60 * 60 * 1000;
/** A forecast beyond ten years says "not at this pace" as well as any number would. */
const HORIZON_DAYS = 3650;

export const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
const startOfUtcDay = (date: Date) => new Date(`${utcDay(date)}T00:00:00.000Z`);

/** Completions per day for the `windowDays` days ending today (oldest first). */
export function recentPace(completedAt: readonly string[], today: Date, windowDays = 28): Pace {
  const end = startOfUtcDay(today).getTime();
  const daily = new Array<number>(windowDays).fill(0);
  for (const at of completedAt) {
    const daysAgo = Math.floor((end - startOfUtcDay(new Date(at)).getTime()) / DAY_MS);
    if (daysAgo >= 0 && daysAgo < windowDays) daily[windowDays - 1 - daysAgo] += 1;
  }
  const completedInWindow = daily.reduce((a, b) => a + b, 0);
  return { windowDays, completedInWindow, perWeek: Math.round((completedInWindow / windowDays) * 7 * 10) / 10, daily };
}

/** mulberry32: small, fast, good enough to draw days. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable 32-bit seed from a text such as an id. */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

export function forecastCompletion({ completedAt, scope, longestChain = 0, today, windowDays = 28, trials = 2000, seed = 1 }: ForecastInput): Forecast {
  const remaining = Math.max(0, scope - completedAt.length, longestChain);
  if (remaining === 0) return { status: 'complete', remaining: 0 };
  const { daily, completedInWindow } = recentPace(completedAt, today, windowDays);
  if (completedInWindow === 0) return { status: 'no_pace', remaining };
  const random = seededRandom(seed);
  const days: number[] = [];
  for (let trial = 0; trial < trials; trial++) {
    let left = remaining;
    let day = 0;
    while (left > 0 && day < HORIZON_DAYS) {
      day += 1;
      left -= daily[Math.floor(random() * daily.length)];
    }
    days.push(day);
  }
  days.sort((a, b) => a - b);
  const p50Days = percentile(days, 0.5);
  const p85Days = percentile(days, 0.85);
  const base = startOfUtcDay(today);
  return { status: 'forecast', remaining, p50Days, p85Days, p50Date: utcDay(addDays(base, p50Days)), p85Date: utcDay(addDays(base, p85Days)) };
}

export const DUE_DATE_OUTLOOKS = ['complete', 'no_due_dates', 'no_pace', 'on_track', 'at_risk', 'will_miss'] as const;
export type DueDateOutlook = (typeof DUE_DATE_OUTLOOKS)[number];

/**
 * The forecast against the latest due date of the open items: `will_miss` when even the
 * median finish is later, `at_risk` when the pessimistic (85%) one is.
 */
export function dueDateOutlook(forecast: Forecast, latestDueDate: string | null): DueDateOutlook {
  if (forecast.status === 'complete') return 'complete';
  if (latestDueDate === null) return 'no_due_dates';
  if (forecast.status === 'no_pace') return 'no_pace';
  const due = latestDueDate.slice(0, 10);
  if (forecast.p50Date > due) return 'will_miss';
  if (forecast.p85Date > due) return 'at_risk';
  return 'on_track';
}

/**
 * One item of a plan as the outlook needs it. `chain`: for an open item, the open items on the
 * longest chain of waits ending at it, itself included (1, or absent, when it waits for none).
 */
export type TimelineItem = { completedAt: string | null; dueDate: string | null; open: boolean; chain?: number };

export type Outlook = { forecast: Forecast; latestDueDate: string | null; outlook: DueDateOutlook };

/**
 * The forecast of a plan's items and its outlook against the latest open due date: what the
 * forecast page shows and what "Needs attention" reads, so both always agree. One person works
 * through the open items at the recent pace, so the finish is the later of the open items done
 * at that pace and the longest chain of waits done at that pace: a chain longer than the plan's
 * own open items (it runs through other plans' todos) pushes the finish out; a shorter one
 * cannot bring it in. Without waits the forecast is the open items at the pace.
 */
export function planOutlook(items: readonly TimelineItem[], today: Date, seed: number, windowDays = 28): Outlook {
  const completedAt = items.flatMap((i) => (i.completedAt === null ? [] : [i.completedAt]));
  const longestChain = Math.max(0, ...items.map((i) => (i.open ? (i.chain ?? 1) : 0)));
  const forecast = forecastCompletion({ completedAt, scope: items.length, longestChain, today, windowDays, seed });
  const openDue = items.flatMap((i) => (i.open && i.dueDate !== null ? [i.dueDate.slice(0, 10)] : [])).sort();
  const latestDueDate = openDue.at(-1) ?? null;
  return { forecast, latestDueDate, outlook: dueDateOutlook(forecast, latestDueDate) };
}

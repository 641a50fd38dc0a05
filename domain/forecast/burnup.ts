/**
 * The burn-up series: how many todos were planned and done over time. A young plan is drawn
 * hour by hour, so its chart moves from the first completed step; after three days, day by day.
 * Pure: the clock comes in as `now`.
 */
export type BurnupItem = {
  createdAt: string;
  completedAt: string | null;
  /** The todo's current steps: how many, and when each completed one was done. */
  stepCount: number;
  stepsCompletedAt: readonly string[];
};

export type BurnupBucket = 'hour' | 'day';

/**
 * One bucket: `at` is its start (ISO); the counts are those at its end, or now for the current one.
 * `progress` counts done todos as 1 and each open todo as the share of its steps done.
 */
export type BurnupPoint = { at: string; scope: number; done: number; progress: number };

export type Burnup = { bucket: BurnupBucket; points: BurnupPoint[] };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Histories shorter than this are drawn by the hour. */
export const HOURLY_SPAN_MS = 3 * DAY_MS;
/** Long histories keep at most about this many points (the current bucket always last). */
const MAX_POINTS = 120;

const floorTo = (time: number, size: number) => Math.floor(time / size) * size;

/** Hourly while the series is younger than three days, daily after. */
export function burnupBucket(firstCreatedAt: number, now: Date): BurnupBucket {
  return now.getTime() - firstCreatedAt < HOURLY_SPAN_MS ? 'hour' : 'day';
}

/** Scope, done and progress as they stood at `end` (events at or after it are not counted yet). */
function countsBefore(items: readonly BurnupItem[], end: number): Omit<BurnupPoint, 'at'> {
  let scope = 0;
  let done = 0;
  let progress = 0;
  for (const item of items) {
    if (Date.parse(item.createdAt) >= end) continue;
    scope += 1;
    if (item.completedAt !== null && Date.parse(item.completedAt) < end) {
      done += 1;
      progress += 1;
    } else if (item.stepCount > 0) {
      const stepsDone = item.stepsCompletedAt.filter((at) => Date.parse(at) < end).length;
      progress += Math.min(stepsDone, item.stepCount) / item.stepCount;
    }
  }
  return { scope, done, progress: Math.round(progress * 100) / 100 };
}

/**
 * The series from the bucket of the first todo's creation to the current one. An hourly
 * series starts with the hour before (nothing planned yet), so even a plan made this hour
 * has two points to draw a line between.
 */
export function burnup(items: readonly BurnupItem[], now: Date): Burnup {
  if (items.length === 0) return { bucket: 'day', points: [] };
  const firstCreatedAt = Math.min(...items.map((i) => Date.parse(i.createdAt)));
  const bucket = burnupBucket(firstCreatedAt, now);
  const size = bucket === 'hour' ? HOUR_MS : DAY_MS;
  const current = floorTo(now.getTime(), size);
  const first = Math.min(current, floorTo(firstCreatedAt, size)) - (bucket === 'hour' ? size : 0);
  const buckets = Math.round((current - first) / size) + 1;
  const stride = Math.max(1, Math.ceil(buckets / MAX_POINTS));
  const points: BurnupPoint[] = [];
  for (let b = (buckets - 1) % stride; b < buckets; b += stride) {
    const start = first + b * size;
    const end = Math.min(start + size, now.getTime() + 1);
    points.push({ at: new Date(start).toISOString(), ...countsBefore(items, end) });
  }
  return { bucket, points };
}

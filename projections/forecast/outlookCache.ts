import { createHash } from 'node:crypto';
import { planOutlook, seedOf, utcDay, type Outlook, type TimelineItem } from '../../domain/forecast/completionForecast';

/**
 * Most answers read each open mission's outlook, a Monte Carlo simulation: outlooks are kept per
 * mission, UTC day and exact plan (all a forecast depends on).
 */
const MAX_ENTRIES = 10_000;
const cache = new Map<string, Outlook>();

export function cachedPlanOutlook(missionId: string, items: readonly TimelineItem[], today: Date): Outlook {
  const plan = items.map((i) => `${i.completedAt ?? ''}|${i.dueDate ?? ''}|${i.open ? 1 : 0}|${i.chain ?? 1}`).sort().join(';');
  const key = createHash('sha1').update(`${missionId}|${utcDay(today)}|${plan}`).digest('base64');
  const hit = cache.get(key);
  if (hit) return hit;
  const outlook = planOutlook(items, today, seedOf(missionId));
  if (cache.size >= MAX_ENTRIES) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(key, outlook);
  return outlook;
}

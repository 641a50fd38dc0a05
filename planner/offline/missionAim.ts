import { addDays, datesIn, formatDay } from './deadlineDate';
import { clip } from './text';

/** The sentence `withAimSentence` writes: the person's own items are read around it. */
export const AIM_SENTENCE = /\b(?:Start from [^.]+? and aim|Aim) to finish by [^.]+\.|\bStart from [^.]+\./i;

/**
 * A mission has no date of its own, so a planned mission's description ends with its due day
 * (" Aim to finish by 3 January 2027."), in words the person sees and the mission planner reads as
 * that mission's deadline; a mission after another starts the day after that one's due day
 * (" Start from 4 January 2027 and aim to finish by ..."), which the mission planner reads as the
 * first day its todos may be due. The due day is not said again when the description names it
 * ("reach the target on 19 April"); a mission without a due day gets nothing.
 */
export function withAimSentence<T extends { description: string; due_date?: string | null }>(mission: T, now: Date | undefined, previousDue: string | null = null): T {
  const due = mission.due_date;
  if (!due || !now) return mission;
  const start = previousDue && previousDue < due ? formatDay(addDays(previousDue, 1), now) : null;
  const named = datesIn(mission.description, now).some((d) => d.date === due);
  const sentence = named ? (start ? `Start from ${start}.` : '') : start ? `Start from ${start} and aim to finish by ${formatDay(due, now)}.` : `Aim to finish by ${formatDay(due, now)}.`;
  return sentence ? { ...mission, description: clip(`${mission.description} ${sentence}`, 4000) } : mission;
}

/** Each mission of a plan in order, with its aim and its start after the one before it. */
export function withAimSentences<T extends { description: string; due_date?: string | null }>(missions: T[], now: Date | undefined): T[] {
  return missions.map((m, i) => withAimSentence(m, now, missions[i - 1]?.due_date ?? null));
}

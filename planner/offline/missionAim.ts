import { datesIn, formatDay } from './deadlineDate';
import { clip } from './text';

/** The sentence `withAimSentence` writes: the person's own items are read around it. */
export const AIM_SENTENCE = /\bAim to finish by [^.]+\./i;

/**
 * A mission has no date of its own, so a planned mission's description ends with its due day
 * (" Aim to finish by 3 January 2027."), in words the person sees and the mission planner reads as
 * that mission's deadline. Nothing is added when the description names that day already ("reach
 * the target on 19 April") or the mission has no due day.
 */
export function withAimSentence<T extends { description: string; due_date?: string | null }>(mission: T, now: Date | undefined): T {
  const due = mission.due_date;
  if (!due || !now || datesIn(mission.description, now).some((d) => d.date === due)) return mission;
  return { ...mission, description: clip(`${mission.description} Aim to finish by ${formatDay(due, now)}.`, 4000) };
}

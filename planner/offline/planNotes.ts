import { describeConstraints, unlabelledDeadline, type PlanConstraints } from './constraints';
import { lowerFirst } from './text';

/** The constraints sentence `answersNote` writes ("Keep in mind: time available 4 hours a week; no oven."). */
export const CONSTRAINTS_NOTE = /\bKeep in mind: .+?\.(?=\s|$)/i;

/** A weekly time that counts what is done ("3 runs a week", "two evenings a week"), not how long. */
const COUNTED = /^\S+\s+(?:-\s*|to\s+)?(?:\S+\s+)?(?:days?|sessions?|times?|runs?|workouts?|classes|lessons?|evenings?|mornings?)\b/i;

/**
 * The weekly time as the note says it: a count of sessions is a rhythm ("sessions three times a
 * week", "3 runs a week"), an amount of time is time available ("time available 4 hours a week").
 */
function timeNote(timeBudget: string): string {
  if (!COUNTED.test(timeBudget)) return `time available ${timeBudget}`;
  return /^\S+\s+times?\b/i.test(timeBudget) ? `sessions ${timeBudget}` : timeBudget;
}

/** The constraints as the note lists them, the weekly time said as the person keeps it. */
function constraintsNote(c: PlanConstraints): string {
  const deadline = c.deadline ? `deadline ${unlabelledDeadline(c.deadline)}` : '';
  const rest = describeConstraints({ ...c, deadline: null, timeBudget: null });
  return [deadline, c.timeBudget ? timeNote(c.timeBudget) : '', rest].filter(Boolean).join('; ');
}

/**
 * The sentences added to a plan's first item so the person sees that their answers shaped the
 * plan: the constraints, then what the field knows to do about the limits they stated. Answers
 * are never pasted in: one the plan cannot act on stays on the call's record only. With
 * `dated`, every item carries its own day, so the deadline is left out.
 */
export function answersNote(c: PlanConstraints, options: { advice?: string[]; dated?: boolean } = {}): string {
  const constraints = constraintsNote(options.dated ? { ...c, deadline: null } : c);
  const parts: string[] = [];
  if (constraints) parts.push(`Keep in mind: ${constraints}.`);
  const advice = options.advice ?? [];
  if (advice.length > 0) parts.push(`${[advice[0], ...advice.slice(1).map(lowerFirst)].join('; ')}.`);
  return parts.join(' ');
}

import { describeConstraints, type PlanConstraints } from './constraints';
import { lowerFirst } from './text';

/** The constraints sentence `answersNote` writes ("Keep in mind: time available 4 hours a week; no oven."). */
export const CONSTRAINTS_NOTE = /\bKeep in mind: .+?\.(?=\s|$)/i;

/**
 * The sentences added to a plan's first item so the person sees that their answers shaped the
 * plan: the constraints, then what the field knows to do about the limits they stated. Answers
 * are never pasted in: one the plan cannot act on stays on the call's record only. With
 * `dated`, every item carries its own day, so the deadline is left out.
 */
export function answersNote(c: PlanConstraints, options: { advice?: string[]; dated?: boolean } = {}): string {
  const constraints = describeConstraints(options.dated ? { ...c, deadline: null } : c);
  const parts: string[] = [];
  if (constraints) parts.push(`Keep in mind: ${constraints}.`);
  const advice = options.advice ?? [];
  if (advice.length > 0) parts.push(`${[advice[0], ...advice.slice(1).map(lowerFirst)].join('; ')}.`);
  return parts.join(' ');
}

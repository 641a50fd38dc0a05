import { describeConstraints, type PlanConstraints } from './constraints';
import { clip } from './text';

/**
 * The sentence added to a plan's first item so the person sees that their
 * answers shaped the plan: the constraints, then the answers not already
 * reflected in them.
 */
export function answersNote(c: PlanConstraints): string {
  const constraints = describeConstraints(c);
  const parts: string[] = [];
  if (constraints) parts.push(`Keep in mind: ${constraints}.`);
  const others = c.answers
    .filter((a) => ![c.deadline, c.timeBudget, c.budget].some((v) => v && a.answer.toLowerCase().includes(v.toLowerCase())))
    .slice(0, 3)
    .map((a) => `"${clip(a.answer, 120)}"`);
  if (others.length > 0) parts.push(`From your answers: ${others.join('; ')}.`);
  return parts.join(' ');
}

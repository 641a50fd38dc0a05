import { describeConstraints, type PlanConstraints } from './constraints';
import { smallTalk } from './messageKind';
import { clip } from './text';

/** An answer that gives nothing to plan with: quoting it back would only repeat the question's gap. */
const SAYS_NOTHING =
  /^(?:i'?m\s+)?(?:not\s+sure|unsure|undecided|no\s+idea|(?:i\s+)?(?:don'?t|do\s+not)\s+know|dunno|idk|n\/?a|none|nothing|tbd|skip|pass|maybe|(?:i\s+)?(?:haven'?t|have\s+not)\s+decided|nothing\s+(?:decided|booked|done|planned|sorted|chosen|in\s+place)(?:\s+so\s+far)?)(?:\s+yet)?[\s.!?-]*$|^[\s.?!-]*$/i;
const saysSomething = (answer: string) => !SAYS_NOTHING.test(answer.trim()) && smallTalk(answer) === null;

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
    .filter((a) => saysSomething(a.answer))
    .filter((a) => ![c.deadline, c.timeBudget, c.budget, c.perPeriod, ...c.costLimits.map((l) => l.written)].some((v) => v && a.answer.toLowerCase().includes(v.toLowerCase())))
    .slice(0, 3)
    .map((a) => `"${clip(a.answer, 120)}"`);
  if (others.length > 0) parts.push(`From your answers: ${others.join('; ')}.`);
  return parts.join(' ');
}

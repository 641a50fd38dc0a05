import { CRITICAL_OVERDUE_COUNT } from '../../domain/missions/health';
import type { ResponseStyle } from '../../domain/director/settings';
import type { DirectorContext } from './context';
import { dueAnswer, type DuePeriod } from './offlinePlanQuestions';

/** "What happens if I miss a week?", "What if I skip a few days?", "If I can't train this month?": time lost ahead. */
export const missedTimeQuestion =
  /\b(?:what\s+(?:happens|if)|what\s+do\s+i\s+do|if)\b[^?.!]*\b(?:miss|skip|lose|can'?t\s+(?:train|work|do\s+anything)|(?:am|i'm)\s+(?:away|ill|sick))\w*\b[^?.!]*\b(days?|weeks?|weekends?|months?|sessions?)\b/i;

/** The span of the time lost, as the due question reads it, and how the heading names it. */
function lostSpan(unit: string, message: string): [DuePeriod, string] {
  if (/^month/i.test(unit)) return ['next 30 days', 'a month'];
  if (/\bnext\s+week\b/i.test(message)) return ['next week', 'next week'];
  if (/^days?$/i.test(unit)) return ['today', 'a day'];
  return ['this week', 'a week'];
}

/**
 * What missing time would do to the plan as it stands: the open todos due in that span, which
 * would fall behind, the rule by which that turns a mission's health, and what keeps the plan
 * true (dates moved, not work doubled up). Offline it weighs nothing else.
 */
export function missedTimeAnswer(ctx: DirectorContext, style: ResponseStyle, message: string): string {
  const [period, words] = lostSpan(missedTimeQuestion.exec(message)?.[1] ?? 'week', message);
  return [
    // The due answer's own list of that span, under this question's heading.
    dueAnswer(ctx, style, period, `### If you miss ${words}`),
    `A todo still open after its due day is overdue: its mission is at risk, and critical with ${CRITICAL_OVERDUE_COUNT} or more overdue todos, or half of its open ones.`,
    "Pick up where you left off rather than doubling up afterwards, and move the due dates that no longer hold (each todo's Edit / Re-plan / Copy button), so health and forecast stay true.",
  ].join('\n\n');
}

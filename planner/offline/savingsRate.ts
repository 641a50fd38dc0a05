import { extractConstraints } from './constraints';
import { monthlyAmountIn, numberOf, readFigure, type FigurePart, type FigureRead } from './standingParts';
import { toListener } from './text';

/** A goal's own words as the plan holds them, with where they stand ("the odyssey", "the mission"). */
export type GoalWords = { where: string; title: string; description: string };

type Figure = { amount: number; written: string; where: string };

/** The figures a saving goal states: what to reach, by when, what is saved, what goes in now, what comes in, what is owed. */
export type SavingsFigures = {
  target: Figure | null;
  deadline: { date: string; written: string; where: string } | null;
  saved: Figure | null;
  savesNow: Figure | null;
  income: Figure | null;
  debt: Figure | null;
};

/** The first figure of a part the goals state (each goal's title, then its description), with the goal it stands in. */
function firstIn(goals: readonly GoalWords[], part: FigurePart): { read: FigureRead; goal: GoalWords } | null {
  for (const goal of goals) {
    for (const text of [goal.title, goal.description]) {
      const read = readFigure(part, text);
      if (read) return { read, goal };
    }
  }
  return null;
}

/** Where a figure stands: "the odyssey's title", "the mission's description". */
const inWords = (where: string, part: 'title' | 'description') => `${where}'s ${part}`;

/** The target and deadline a goal states (its title first), read as its plan reads them. */
function targetAndDeadline(goals: readonly GoalWords[], today: Date): Pick<SavingsFigures, 'target' | 'deadline'> {
  let target: Figure | null = null;
  let deadline: SavingsFigures['deadline'] = null;
  for (const goal of goals) {
    const c = extractConstraints(goal.description, [], { title: goal.title, now: today });
    if (!target && c.target) target = { amount: numberOf(c.target), written: c.target, where: inWords(goal.where, goal.title.includes(c.target) ? 'title' : 'description') };
    if (!deadline && c.deadline && c.deadlineDate) deadline = { date: c.deadlineDate, written: c.deadline, where: inWords(goal.where, goal.title.includes(c.deadline) ? 'title' : 'description') };
  }
  return { target, deadline };
}

/** Every figure the goals state for a saving; each null that they do not state. */
export function savingsFigures(goals: readonly GoalWords[], today: Date): SavingsFigures {
  const figure = (part: FigurePart): Figure | null => {
    const found = firstIn(goals, part);
    if (!found) return null;
    const { read, goal } = found;
    return { amount: read.amount, written: read.written, where: inWords(goal.where, goal.title.includes(read.figure) && !goal.description.includes(read.whole) ? 'title' : 'description') };
  };
  const income = figure('income');
  return {
    ...targetAndDeadline(goals, today),
    saved: figure('savings'),
    savesNow: figure('saves now'),
    income: income && { ...income, amount: income.amount * monthsIn(income.written) },
    debt: figure('debts'),
  };
}

/** How many of a month an amount's period is: a year's pay is a twelfth a month, a week's 52 twelfths. */
const monthsIn = (written: string) => (/\b(?:year|yearly)\b/i.test(written) ? 1 / 12 : /\b(?:week|weekly)\b/i.test(written) ? 52 / 12 : 1);

/** Monthly payments from today until the deadline's month, that month included: 28 November 2026 to 31 December 2027 is 13. */
export function monthsUntil(today: Date, deadline: string): number {
  const [y, m, d] = deadline.split('-').map(Number);
  const months = (y - today.getUTCFullYear()) * 12 + (m - 1 - today.getUTCMonth()) + (d >= today.getUTCDate() ? 0 : -1);
  return Math.max(1, months);
}

/** An amount in the target's own unit: "8,800 euros", "$8,800". */
function moneyLike(target: Figure | null): (n: number) => string {
  const written = target?.written ?? '';
  const prefix = /^[$€£]/.exec(written)?.[0] ?? '';
  const suffix = /\s?(?:euros?|eur|dollars|usd|pounds|gbp|chf)$/i.exec(written)?.[0] ?? '';
  return (n) => `${prefix}${Math.round(n).toLocaleString('en-GB')}${suffix}`;
}

const plainNumber = (n: number) => Math.round(n).toLocaleString('en-GB');
/** "December 2027" of "by December 2027": the deadline without the word before it. */
const deadlineDay = (written: string) => written.replace(/^(?:by|before|until|till|no later than|in|on)\s+/i, '');

/** A saving goal, whatever its words: to save, put aside or build a fund or a deposit. */
const SAVING_GOAL = /\b(?:sav(?:e|ing|ings)|put\s+(?:aside|away)|set\s+aside|deposit|emergency\s+fund|nest\s+egg|rainy[\s-]day)\b/i;
/** Whether the goals a step or a plan serves are about saving an amount. */
export const isSavingGoal = (goals: readonly GoalWords[]) => goals.some((g) => SAVING_GOAL.test(g.title));

/** "How much should I save each month?", "How much do I need to put aside a month?", "Am I on track to save 10,000?". */
const ASKS_RATE =
  /\bhow\s+much\b[^?]*\b(?:save|saving|put\s+(?:aside|away)|set\s+aside|transfer|monthly\s+amount)\b|\b(?:what|which)\s+(?:monthly\s+amount|amount\s+(?:a|per|each)\s+month)\b|\bmonthly\s+amount\b[^?]*\?/i;
const ASKS_ON_TRACK = /\b(?:on\s+track|on\s+course|going\s+to\s+make\s+it|will\s+i\s+(?:make|reach|get\s+to)|enough\s+to\s+(?:reach|save|make))\b/i;
/** Whether a question asks the monthly amount, or whether the saving is on track ("on track" alone may ask about any plan). */
export const asksSavingsRate = (message: string) => ASKS_RATE.test(message) || (ASKS_ON_TRACK.test(message) && /\b(?:sav\w*|deposit|target)\b|\d/i.test(message));

/** What a figure the sum needs is missing from the plan: said so, and what to tell. */
const MISSING: Record<'target' | 'deadline', string> = {
  target: 'the amount to reach (the target)',
  deadline: 'the date to reach it by (the deadline)',
};

/**
 * The monthly amount a saving goal needs, in the person's own figures: (target − saved) over the
 * months left to the deadline, beside what they save now and what they earn, each figure with
 * where the plan states it; a figure the plan does not state is named as missing.
 */
export function savingsRateAnswer(goals: readonly GoalWords[], today: Date, onTrack = false): string {
  const f = savingsFigures(goals, today);
  const money = moneyLike(f.target);
  const missing = (['target', 'deadline'] as const).filter((k) => f[k] === null);
  if (!f.target || !f.deadline) {
    return `To work out the monthly amount I need ${missing.map((k) => MISSING[k]).join(' and ')}, and your plan does not state ${missing.length === 1 ? 'it' : 'them'}. Tell me ${missing.length === 1 ? 'it' : 'them'} (for example "10,000 by December 2027"), with what you have saved already, and I'll do the sum.`;
  }
  const saved = f.saved?.amount ?? 0;
  const left = Math.max(0, f.target.amount - saved);
  const months = monthsUntil(today, f.deadline.date);
  const monthly = Math.ceil(left / months);
  const by = deadlineDay(f.deadline.written);
  const parts = [
    `The target is ${f.target.written} (${f.target.where}) and the deadline is ${by} (${f.deadline.where}).`,
    f.saved
      ? `You have ${money(saved)} saved (${f.saved.where}), so ${money(f.target.amount)} − ${plainNumber(saved)} = ${money(left)} is still to save.`
      : `Your plan does not say what you have saved already, so I counted from nothing: tell me your balance and I'll redo the sum.`,
    `That is ${months} months from now to ${by}: ${plainNumber(left)} ÷ ${months} ≈ ${money(monthly)} a month.`,
  ];
  if (f.savesNow) {
    const reached = saved + f.savesNow.amount * months;
    parts.push(
      onTrack
        ? `At what you save now ("${toListener(f.savesNow.written)}", ${f.savesNow.where}), ${plainNumber(saved)} + ${plainNumber(f.savesNow.amount)} × ${months} = ${money(reached)} by ${by}: ${reached >= f.target.amount ? `on track for the ${f.target.written} target` : `${money(f.target.amount - reached)} short of the target, so not on track yet`}.`
        : `You save "${toListener(f.savesNow.written)}" now (${f.savesNow.where}): ${monthly > f.savesNow.amount ? `about ${money(monthly - f.savesNow.amount)} a month more than that` : 'that is enough if it goes in every month'}.`,
    );
  } else parts.push("Your plan does not say what you save each month now: compare the figure with that.");
  if (f.income) parts.push(`It is about ${Math.round((monthly / f.income.amount) * 100)}% of what you earn (${f.income.written}, ${f.income.where}).`);
  if (f.debt) parts.push(`Not counted here: the ${f.debt.written} (${f.debt.where}); a dear debt is usually paid off before saving beyond a small buffer.`);
  return parts.join(' ');
}

/** The monthly amount a report sets ("I set 650 a month by standing order"), when it names one. */
export const reportedMonthly = (message: string): number | null => monthlyAmountIn(message);

/**
 * What a monthly amount the person set reaches by the deadline (saved + monthly × months) against
 * the target; null when the plan states no target or deadline to check it against.
 */
export function savingsReach(goals: readonly GoalWords[], today: Date, monthly: number): string | null {
  const f = savingsFigures(goals, today);
  if (!f.target || !f.deadline) return null;
  const money = moneyLike(f.target);
  const saved = f.saved?.amount ?? 0;
  const months = monthsUntil(today, f.deadline.date);
  const reached = saved + monthly * months;
  const by = deadlineDay(f.deadline.written);
  const sum = f.saved ? `${plainNumber(saved)} + ${plainNumber(monthly)} × ${months}` : `${plainNumber(monthly)} × ${months}`;
  const needed = Math.ceil(Math.max(0, f.target.amount - saved) / months);
  const verdict =
    reached >= f.target.amount
      ? `that reaches the ${f.target.written} target, with ${money(reached - f.target.amount)} to spare.`
      : `${money(f.target.amount - reached)} short of the ${f.target.written} target: ${money(needed)} a month reaches it, or a windfall can close the gap.`;
  return `At ${money(monthly)} a month over the ${months} months to ${by}, ${sum} = ${money(reached)}${f.saved ? '' : ' (your plan does not say what you have saved already, so I counted from nothing)'}: ${verdict}`;
}

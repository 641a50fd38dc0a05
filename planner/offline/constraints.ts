import type { QaPair } from '../../domain/planning';
import { DAY_SPAN, HOLIDAY_NAME, MEASURE_UNIT, readDeadline, readNotBefore, STARTS } from './deadlineDate';
import { readExclusions, type Exclusion } from './exclusions';
import { clip, lowerFirst, trimPunctuation } from './text';
import { COUNT_WORD, countOf, NUMBER_WORDS } from './numberWords';

/**
 * Constraints a person states in a goal's description or wizard answers: a
 * deadline, a weekly time budget, a money budget, their level, how many items
 * they want. The offline planner writes them into the plan; the LangChain
 * planner checks the model's plan against them.
 */
export type PlanConstraints = {
  /** As written: "by June 2026", "within 3 months". */
  deadline: string | null;
  /** As written: "5 hours per week", "30 minutes a day". */
  timeBudget: string | null;
  /** As written, with its period when it has one: "$500", "2,000 EUR", "60 euros a month" (see `budgetPerPeriod`). */
  budget: string | null;
  /** An amount to reach, as written ("save $40,000", "raise 5,000 EUR"): never the budget. */
  target: string | null;
  /** In a goal to reach an amount, what goes towards it each period, as written ("£350 a month"): never the budget. */
  perPeriod: string | null;
  /** Limits on one cost, as plans note them ("fees at most $50/month") and as written ("fees over $50/month"): never the budget. */
  costLimits: Array<{ note: string; written: string }>;
  level: 'beginner' | 'intermediate' | 'advanced' | null;
  /** "I want 4 todos" / "three missions": the number of items asked for. */
  itemCount: number | null;
  /** Every non-empty answer, shortened: shown in the plan as given context. */
  answers: Array<{ question: string; answer: string }>;
  /** The deadline's day (YYYY-MM-DD), when a reference date was given to read it. */
  deadlineDate: string | null;
  /** True when the deadline is an event's day (the race, the exam): the plan leads up to it. */
  deadlineIsEvent: boolean;
  /** The first day work may be planned on ("not before June"), YYYY-MM-DD. */
  notBefore: string | null;
  /** Things the person ruled out: no step, title, criterion may use their words. */
  exclusions: Exclusion[];
  /** The most the person will spend ("under 200 euros"), as a number in their currency. */
  maxSpend: number | null;
  /** Work only on Saturdays and Sundays. */
  weekendsOnly: boolean;
  /** Work only Monday to Friday ("no weekends"). */
  weekdaysOnly: boolean;
  /** The weekly time in hours ("3 hours a week", "30 minutes a day" = 3.5). */
  hoursPerWeek: number | null;
  /** Days of the week (0 = Sunday) a commitment takes every week ("book club on Thursdays"): no work is due on them. */
  busyDays: number[];
};

export type ConstraintOptions = {
  /** The reference day for relative dates ("in 8 weeks"); without it no date is computed. */
  now?: Date;
  /** The goal's title: a thing it names is never read as excluded. */
  title?: string;
};

const MAX_SPEND = /\b(?:under|below|less than|at most|max(?:imum)?|no more than|up to|not more than|cheaper than)\s+(?:[$€£]\s?)?(\d[\d,.]*)\s?(k\b)?/i;
const WEEKENDS_ONLY = /\b(?:only\s+(?:on\s+)?(?:the\s+)?weekends?|weekends?\s+only|just\s+(?:the\s+)?weekends?|only\s+(?:on\s+)?saturdays?(?:\s+and\s+sundays?)?)\b/i;
const WEEKDAYS_ONLY = /\b(?:no|not\s+on|never\s+on)\s+weekends?\b|\b(?:only\s+(?:on\s+)?)?weekdays\s+only\b|\bonly\s+(?:on\s+)?weekdays\b/i;
const HOURS = /\b(\d+(?:[.,]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\s*(?:-|to)?\s*(?:\d+\s*)?(hours?|hrs?|h|minutes?|mins?)\s*(?:a|an|per|each|every|\/)\s*(week|day|weekday|month)\b/i;

const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const DAY_NAME = `(?:${DAY_NAMES.join('|')})s?`;
const PART_OF_DAY = '(?:\\s+(?:evening|night|morning|afternoon|lunchtime)s?)?';
/** One weekday or a list of them: "Thursdays", "Tuesday evenings", "Tuesdays and Thursdays", "Mondays, Wednesdays or Fridays". */
const DAY = `(${DAY_NAME}${PART_OF_DAY}(?:(?:\\s*,\\s*|\\s+(?:and|or|&)\\s+|\\s*,\\s*(?:and|or)\\s+)(?:on\\s+)?${DAY_NAME}${PART_OF_DAY})*)`;
/** Things that take an evening every week (a class or lessons may be the goal's own work: not these). */
const COMMITMENT = '(?:club|choir|rehearsals?|league|shifts?|church|football|netball|quiz|date\\s+night|night\\s+out|meetings?|appointments?|bingo|dinner\\s+with\\s+[\\p{L}\\s]+?|volunteering)';
/**
 * A weekday a commitment takes: "book club on Thursdays", "choir every Monday", "Thursday evenings
 * are taken", "I work Saturdays", "can't do Thursdays", "on Thursdays I have choir", "I'm busy on
 * Tuesdays and Thursdays", "no time on Mondays".
 */
const BUSY_DAY = [
  new RegExp(`\\b${COMMITMENT}\\s+(?:[\\p{L}]+\\s+){0,2}?(?:on|every)\\s+${DAY}`, 'giu'),
  new RegExp(`\\b${DAY}\\s+(?:are|is)\\s+(?:already\\s+|always\\s+)?(?:taken|busy|booked|full|out)\\b`, 'giu'),
  new RegExp(`\\b(?:busy|work|working|taken|booked|can[’']?t\\s+do|cannot\\s+do|not\\s+free|unavailable|not\\s+available|no\\s+time)\\s+(?:on\\s+|every\\s+)?${DAY}`, 'giu'),
  new RegExp(`\\b(?:on|every)\\s+${DAY},?\\s+(?:i|we)\\s+(?:have|go\\s+to|play|sing|coach|volunteer)\\s+(?:[\\p{L}]+\\s+){0,2}?${COMMITMENT}`, 'giu'),
];
const DAY_IN_LIST = new RegExp(`\\b(${DAY_NAMES.join('|')})`, 'gi');

/** Days a weekly commitment takes, as the person states them. */
function busyDaysOf(texts: string[]): number[] {
  const days = new Set<number>();
  for (const text of texts) {
    for (const pattern of BUSY_DAY) for (const m of text.matchAll(pattern)) for (const [, day] of m[1].matchAll(DAY_IN_LIST)) days.add(DAY_NAMES.indexOf(day.toLowerCase()));
  }
  return [...days].sort((a, b) => a - b);
}

function hoursPerWeekOf(texts: string[]): number | null {
  for (const t of texts) {
    const m = HOURS.exec(t);
    if (!m) continue;
    const n = toNumber(m[1]);
    if (n === null) continue;
    const hours = /^m/i.test(m[2]) ? n / 60 : n;
    const perWeek = m[3].toLowerCase() === 'day' ? hours * 7 : m[3].toLowerCase() === 'weekday' ? hours * 5 : m[3].toLowerCase() === 'month' ? hours / 4.3 : hours;
    return Math.round(perWeek * 10) / 10;
  }
  return null;
}

/** Only weekends rules out weeknight work in the plan's words; only weekdays rules out the weekend. */
function scheduleExclusions(weekendsOnly: boolean, weekdaysOnly: boolean): Exclusion[] {
  if (weekendsOnly) return [{ term: 'weekdays', avoid: ['weeknight*', 'weekday*', 'every day', 'daily', 'each evening', 'every evening', 'after work'] }];
  if (weekdaysOnly) return [{ term: 'weekends', avoid: ['weekend*', 'saturday*', 'sunday*'] }];
  return [];
}

/** "No weekends" is read as a thing ruled out and as a schedule: the schedule's words stand for both. */
function withSchedule(read: Exclusion[], schedule: Exclusion[]): Exclusion[] {
  return [...read.filter((e) => !schedule.some((s) => s.term === e.term)), ...schedule];
}

/** The most one thing may cost; an amount per period ("up to 60 euros a month") is no such limit. */
function maxSpendOf(texts: string[]): number | null {
  for (const t of texts) {
    const m = MAX_SPEND.exec(t);
    if (!m || PERIOD_AFTER.test(t.slice(m.index + m[0].length).replace(/^\s*(?:euros?|dollars|pounds|quid|usd|eur|gbp|chf|sek|nok|dkk|cad|aud)\b/i, ''))) continue;
    const n = Number(m[1].replace(/,(?=\d{3}\b)/g, '').replace(',', '.'));
    if (Number.isFinite(n)) return m[2] ? n * 1000 : n;
  }
  return null;
}

/** A number in digits or words, "a" and "an" as one ("a month"). */
const NUM = `(?:\\d+(?:[.,]\\d+)?|${COUNT_WORD})`;

const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const SEASON = '(?:year|month|quarter|summer|spring|autumn|fall|winter|semester|week)';
const DATE =
  `(?:(?:the\\s+)?(?:end|middle|start|beginning)\\s+of\\s+(?:the\\s+)?(?:${MONTH}|${SEASON}|\\d{4})(?:\\s+\\d{4})?` +
  `|(?:\\d{1,2}(?:st|nd|rd|th)?\\s+)?${MONTH}\\.?(?:\\s+\\d{1,2}(?:st|nd|rd|th)?)?(?:,?\\s+\\d{4})?` +
  `|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}[/.]\\d{1,2}(?:[/.]\\d{2,4})?` +
  `|(?:next|this)\\s+${SEASON}|q[1-4](?:\\s+\\d{4})?|(?:19|20)\\d{2}` +
  `|${HOLIDAY_NAME})`;

/** After a number, a unit makes it a measure ("by 2.5 kg", "by 2000 steps"), not a date. */
const NOT_A_MEASURE = `(?!\\s?${MEASURE_UNIT}\\b)`;

const DEADLINE_PATTERNS = [
  new RegExp(`\\b(?:by|before|until|till|no later than|deadline(?:\\s+is)?:?|due(?:\\s+on|\\s+by)?)\\s+(${DATE})\\b${NOT_A_MEASURE}`, 'i'),
  new RegExp(`\\b(?:in|within|over)\\s+(?:the\\s+next\\s+)?(${NUM}\\s+(?:days?|weeks?|months?|years?))\\b`, 'i'),
  new RegExp(`\\b(?:on)\\s+(${MONTH}\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?|\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}(?:,?\\s+\\d{4})?|\\d{4}-\\d{2}-\\d{2})\\b`, 'i'),
];

const TIME_BUDGET = new RegExp(
  `\\b(${NUM}\\s*(?:-|to)?\\s*(?:${NUM}\\s*)?(?:hours?|hrs?|h|minutes?|mins?|evenings?|mornings?|days?|sessions?|times?|runs?|workouts?|classes|lessons?)\\s*(?:a|an|per|each|every|/)\\s*(?:week|day|weekday|weekend|month))\\b`,
  'i',
);

const MONEY = new RegExp(
  `([$€£]\\s?\\d[\\d,.]*\\s?[kK]?\\b|\\b(?:usd|eur|gbp|chf|sek|nok|dkk|cad|aud)\\s?\\d[\\d,.]*\\s?[kK]?\\b|\\b\\d[\\d,.]*\\s?[kK]?\\s?(?:dollars|usd|eur|euros?|gbp|chf|sek|nok|dkk|cad|aud)\\b)`,
  'i',
);
/** Words before an amount that make it one to reach, not one to spend: "save $40,000", "pay off $8,000 of debt". */
const TARGET_BEFORE = /\b(?:save|saving|saved|raise|raising|earn|earning|pay\s+off|paying\s+off|repay|repaying|reach|collect|collecting|invest|investing|(?:put|set)\s+aside)\s+(?:(?:up|away|back)\s+)?(?:about\s+|around\s+|at\s+least\s+)?$/i;
/**
 * A goal to reach an amount: to save it, raise it, earn it or pay off a debt. An amount of it
 * given bare ("3000 dollars"), owed, or named in its title is the amount to reach.
 */
const REACH_GOAL = /\b(?:sav(?:e|ing)|raise|raising|fundrais\w*|earn|earning|pay\s+off|paying\s+off|repay|repaying|debts?|loans?|owe|owing|emergency\s+fund|rainy[\s-]day\s+fund|nest\s+egg)\b/i;
/**
 * Words before an amount that make it what the person earns or pays already ("I earn 2600 EUR net",
 * "rent and bills are 1500 EUR", "my expenses are about 2100 EUR"): where they stand, neither an
 * amount to reach nor one to spend on the plan.
 */
const STANDING_BEFORE =
  /(?:\b(?:i|we|he|she|they)\s+(?:(?:currently|now|only|already)\s+)?(?:earn|make|take\s+home|get\s+paid)|\b(?:income|salary|wages?|rent|bills|expenses|fixed\s+costs|outgoings)(?:\s+(?:is|are|of|come\s+to|:))?)\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+)?$/i;
/**
 * An amount the words call the target ("Keep in mind: target 10,000 euros", "my target is $5,000"):
 * the amount to reach, whatever the goal's own words say (a mission's plan names it so).
 */
function namedTarget(before: string): boolean {
  return /\btarget(?:\s+amount)?(?:\s+(?:is|of))?\s*:?\s*(?:about\s+|around\s+|roughly\s+)?$/i.test(before);
}
/** Words that make an amount a debt: "owe $4,500", "a balance of $900", "$3,000 of credit card debt". */
const OWED_BEFORE = /\b(?:owe|owing|owed|debts?\s+(?:of|is|are)|balance\s+(?:of|is))\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+)?$/i;
const OWED_AFTER = /^\s*(?:of\s+|in\s+)?(?:[\p{L}-]+\s+){0,2}?(?:debts?|loans?|owed|overdraft)\b/iu;
/** Words after an amount that make it the price of one of many: "£35 each", "$20 a lesson", "€15 per class". */
const EACH = /^\s*(?:each|apiece|(?:a|an|per)\s+(?:lesson|session|class|go|piece|visit|treatment|ticket))\b/i;
/** Words before an amount in its sentence that make it money to spend ("budget", "I can afford", "spend"). */
const SPENT_BEFORE = /\b(?:budget|spend|spending|afford|put|set|pay|paying|cost|costs|under|below|at\s+most|max(?:imum)?)\b[^.;!?]*$/i;
const BUDGET_WORD = new RegExp(`\\bbudget(?:\\s+(?:is|of|around|about|:))*\\s+(?:about\\s+|around\\s+|roughly\\s+)?(\\d[\\d,.]*\\s?[kK]?(?:\\s?(?:pounds|quid))?)`, 'i');

/**
 * A limit on one cost: a thing, then a bound, then the amount ("no fees over $50/month", "rent
 * under $1,500", "hotels below €100 a night"). "Over" bounds a cost only after a "no" ("fees over
 * $50" may be what they pay). Spending, the budget or the total are the plan's budget ("spend
 * under $200", "keep it under $200"), not a limit on one cost.
 */
const LIMITED_COST = /(?:^|[^\p{L}'-])((?:[\p{L}'-]+\s+)?[\p{L}'-]+)\s+(over|above|more\s+than|exceeding|higher\s+than|under|below|less\s+than|at\s+most|up\s+to|max(?:imum)?(?:\s+of)?)\s*$/iu;
/** Words that name no cost of their own: spending, the budget or the total, and the words around a thing's name. */
const NOT_ONE_COST = new Set([
  'spend', 'spending', 'spent', 'pay', 'paying', 'paid', 'budget', 'total', 'overall', 'altogether', 'cost', 'costs', 'amount', 'sum', 'price', 'prices',
  'it', 'everything', 'anything', 'nothing', 'all', 'that', 'this', 'them', 'me', 'us', 'no', 'not', 'never', 'keep', 'stay', 'stays', 'be', 'is', 'are', 'was', 'were',
]);
/** Words before a thing's name that are no part of it ("with no fees", "I want fees"). */
const BEFORE_THING = new Set([
  'i', 'we', 'you', 'want', 'need', 'like', 'prefer', 'have', 'has', 'get', 'find', 'pick', 'choose', 'with', 'without', 'and', 'but', 'or', 'for', 'on', 'in', 'of', 'to',
  'the', 'a', 'an', 'my', 'our', 'your', 'their', 'any', 'some', 'no', 'not', 'never', 'only', 'just',
]);
const PER = /^\s*(?:\/\s*|(?:a|an|per|each|every)\s+)(?:month|mo|week|wk|year|yr|day|night|person|head|item|ticket|hour)\b/i;
/** A period after an amount to spend: "a month", "/month", "per week", "monthly". */
const PERIOD = String.raw`(?:\/\s*|(?:a|an|per|each|every)\s+)(?:month|mo|week|wk|year|yr|day)\b|(?:monthly|weekly|yearly|daily)\b`;
const PERIOD_AFTER = new RegExp(`^\\s*(?:${PERIOD})`, 'i');
/** A budget named with its period before the amount: "my monthly budget is 300 euros". */
const PERIOD_BUDGET_BEFORE = /\b(month|week|year)ly\s+budget\b[^.;!?\d$€£]*$/i;
/** The period of an amount to spend, written after it ("a month") or before it ("monthly budget": "a month"), or ''. */
function periodOf(text: string, index: number, end: number): string {
  const after = PERIOD_AFTER.exec(text.slice(end))?.[0].trim();
  if (after) return after;
  const before = PERIOD_BUDGET_BEFORE.exec(text.slice(0, index));
  return before ? `a ${before[1].toLowerCase()}` : '';
}
/**
 * What a person pays now for a recurring cost ("I pay 1500 euros rent a month", "we currently pay
 * 1500 euros a month in rent"): where they stand today, like "rent is 1500 EUR", neither a budget
 * of the plan nor a limit on what the new thing may cost.
 */
const PAID_NOW_BEFORE = /\b(?:i|we|he|she|they)\s+(?:(?:currently|now|already|still)\s+)?(?:pay|pays|am\s+paying|are\s+paying|'m\s+paying|'re\s+paying)\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+)?$/i;
const PAID_NOW_AFTER = new RegExp(`^\\s+(?:[\\p{L}'-]+\\s+)?(?:${PERIOD})`, 'iu');
const paidNow = (text: string, index: number, length: number) => PAID_NOW_BEFORE.test(text.slice(0, index)) && PAID_NOW_AFTER.test(text.slice(index + length));
/**
 * A recurring cost named with no word to spend or limit before it ("1500 euros rent a month", "1500
 * euros a month rent"): what they pay today, like "I pay 1500 euros rent a month". With "budget"
 * before it, it is a limit on that cost, read before this, or with its period first, the budget.
 */
const outgoingNow = (text: string, index: number, length: number) =>
  RECURRING_COST.test(costThenPeriod(text, index, length)?.[1] ?? '') || (!LIMIT_BEFORE.test(text.slice(0, index)) && RECURRING_COST.test(PERIOD_THEN_COST.exec(text.slice(index + length))?.[1] ?? ''));
/** Costs people pay every period, named in what they pay today ("1500 euros rent a month"); not words of time ("6300 EUR within a year"). */
const RECURRING_COST =
  /^(?:rent|mortgage|bills|utilities|electricity|heating|energy|gas|water|internet|broadband|phone|insurance|childcare|daycare|nursery|tuition|fees|groceries|food|transport|petrol|fuel|parking|subscriptions?|membership|loan|repayments?|alimony|maintenance)$/i;
/** A question that asks what the person may spend: one cost a month answering it ("1500 euros rent a month") is the most that cost may be. */
const BUDGET_QUESTION = /\b(?:budget|afford|spend)\b/i;
const LEADING_MONEY = new RegExp(`^${MONEY.source}`, 'i');
/** An answer to what the person may spend, read with the budget it answers: "1500 euros rent a month" is then a limit on the rent. */
function asBudgetAnswer(question: string, answer: string): string {
  const m = LEADING_MONEY.exec(answer);
  return m && BUDGET_QUESTION.test(question) && outgoingNow(answer, 0, m[0].length) ? `Budget ${answer}` : answer;
}
/**
 * One noun between an amount to spend and its period names the one cost it limits: "budget 1500
 * euros rent a month" (or "of rent a month") is rent at most 1500 euros a month, not the budget of the whole plan.
 */
const COST_THEN_PERIOD = new RegExp(`^\\s+(?:(?:of|for|in|on)\\s+)?([\\p{L}'-]+)\\s*(${PERIOD})`, 'iu');
/** One cost named after an amount and its period: "a month rent", "a month for rent". */
const PERIOD_THEN_COST = new RegExp(`^\\s*(?:${PERIOD})\\s+(?:(?:of|for|in|on)\\s+)?([\\p{L}'-]+)`, 'iu');
/** Words before an amount that make it the most to spend: a cost named after it is limited by it. */
const LIMIT_BEFORE = /\b(?:budget|afford|spend|up\s+to|at\s+most|max(?:imum)?|under|below)\b[^.;!?]*$/i;

/** An amount with the period written after it: "60 euros a month", "€60/month". */
const withPeriod = (amount: string, period: string) => `${trimPunctuation(amount)}${period.startsWith('/') ? period.replace(/\s+/g, '') : period ? ` ${period}` : ''}`;

/** Whether a budget is an amount per period ("60 euros a month"), not one for the whole plan. */
export const budgetPerPeriod = (budget: string | null) => budget !== null && new RegExp(`(?:^|\\s|\\d)(?:${PERIOD})`, 'i').test(budget);
/** A month or a week after an amount: "350 EUR a month", "350 EUR monthly". */
const PER_MONTH_OR_WEEK = /^\s*(?:\/\s*(?:month|mo|week|wk)|(?:a|an|per|each|every)\s+(?:month|week)|monthly|weekly)\b/i;
/** Words before an amount in its sentence that make a monthly amount one spent, not one put towards the goal. */
const SPENT_MONTHLY_BEFORE = /\b(?:budget|spend|spending|spent|cost|costs|rent|bills|fees|groceries|food)\b[^.;!?]*$/i;
/** A question that asks how much goes towards the goal each month: a bare amount answering it is that monthly amount. */
const MONTHLY_QUESTION = /\bhow\s+much\b.*\b(?:set\s+aside|put|save|pay|spare|afford|contribute|towards?)\b.*\b(?:(?:each|a|per|every)\s+month|monthly)\b/i;
/** Words before an amount that send it towards a saving or a debt: "put away", "save", "pay". */
const TOWARDS_BEFORE = /\b(?:put|set|save|saving|pay|paying|transfer|invest|contribute|afford)\b[^.;!?]*$/i;
/**
 * A number with no currency, then a month ("Save 600 a month", "600/month", "600 monthly"): in a
 * goal to reach an amount, what goes towards it each month. Not a distance ("10k a month"), a
 * year ("from 2027 monthly") or an age ("my 3 year old every month").
 */
const BARE_MONTHLY = /(?<![\p{L}\p{N}$€£.,/-])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(\s*\/\s*(?:month|mo)|\s+(?:a|an|per|each|every)\s+month|\s+monthly)\b/giu;
const DATE_BEFORE = /\b(?:in|from|since|until|till|by|before|after|of)\s+$/i;

/** The first bare monthly amount the texts send towards the goal, as written ("600 a month"), or null. */
function bareMonthly(texts: string[]): string | null {
  for (const t of texts) {
    for (const m of t.matchAll(BARE_MONTHLY)) {
      const before = t.slice(0, m.index);
      const period = m[2].trim();
      if (TOWARDS_BEFORE.test(before) && !DATE_BEFORE.test(before)) return period.startsWith('/') ? `${m[1]}${period.replace(/\s+/g, '')}` : `${m[1]} ${period}`;
    }
  }
  return null;
}

/** Each limit on one cost a text names, as a plan notes it, and where its amount is (to leave it out of the budget). */
function costLimitsIn(text: string): Array<{ note: string; written: string; index: number; length: number }> {
  return [...text.matchAll(new RegExp(MONEY.source, 'gi'))].flatMap((m) => {
    const before = text.slice(0, m.index);
    const found = LIMITED_COST.exec(before);
    if (!found) return costNamedAfter(text, m);
    const named = found[1].split(/\s+/);
    const thing = (named.length > 1 && BEFORE_THING.has(named[0].toLowerCase()) ? named.slice(1) : named).join(' ');
    if (NOT_ONE_COST.has(thing.split(' ').pop()!.toLowerCase()) || NOT_ONE_COST.has(thing.split(' ')[0].toLowerCase())) return [];
    const bound = found[2].toLowerCase().replace(/\s+/g, ' ');
    const over = /^(?:over|above|more than|exceeding|higher than)$/.test(bound);
    if (over && !/\b(?:no|not|never|without)\b[^.;:,!?]*$/i.test(before)) return [];
    const per = PER.exec(text.slice(m.index + m[0].length));
    const amount = withPeriod(m[0], per?.[0].trim() ?? '');
    return [{ note: `${lowerFirst(thing)} ${over ? 'at most' : bound} ${amount}`, written: `${thing} ${found[2]} ${amount}`, index: m.index, length: m[0].length + (per?.[0].length ?? 0) }];
  });
}

/** The one cost and its period named right after an amount ("1500 euros rent a month"), or null. */
function costThenPeriod(text: string, index: number, length: number): RegExpExecArray | null {
  const after = COST_THEN_PERIOD.exec(text.slice(index + length));
  const thing = after?.[1].toLowerCase() ?? '';
  return after && !NOT_ONE_COST.has(thing) && !BEFORE_THING.has(thing) && !/^(?:per|each|every)$/.test(thing) ? after : null;
}

/** A limit on the one cost named between an amount to spend and its period ("budget 1500 euros rent a month"), or none. */
function costNamedAfter(text: string, m: RegExpExecArray): Array<{ note: string; written: string; index: number; length: number }> {
  const after = costThenPeriod(text, m.index, m[0].length);
  if (!after || !LIMIT_BEFORE.test(text.slice(0, m.index))) return [];
  const thing = after[1].toLowerCase();
  const amount = withPeriod(m[0], after[2].trim());
  return [{ note: `${thing} at most ${amount}`, written: `${trimPunctuation(m[0])} ${after[0].trim()}`, index: m.index, length: m[0].length + after[0].length }];
}

/** The text with the amounts of its limits on one cost blanked out (same length). */
function withoutCostLimits(text: string): string {
  return costLimitsIn(text).reduce((t, l) => t.slice(0, l.index) + ' '.repeat(l.length) + t.slice(l.index + l.length), text);
}

const COUNT_NUM = `(?:\\d+|${Object.keys(NUMBER_WORDS).join('|')})`;
const COUNT = new RegExp(`\\b(${COUNT_NUM})\\s+(?:main\\s+|big\\s+|key\\s+|concrete\\s+)?(?:todos?|to-dos?|tasks?|missions?|milestones?|steps?|items?|phases?)\\b`, 'i');

/** "I have played for 5 years", "I can strum a few chords": what a person can already do, said plainly. */
const CAN_ALREADY =
  '(?:played|playing|sung|singing|practis\\w+|practic\\w+) for (?:\\d+|a few|a couple of|several|many|two|three|four|five) years|can (?:already )?(?:play|strum|sing|read music)|a few (?:chords|songs|pieces)';

const LEVELS: Array<[PlanConstraints['level'], RegExp]> = [
  ['beginner', /\b(beginner|never (?:done|tried|learned|studied|run|written|played|sung)|no (?:prior )?experience|from scratch|complete novice|just (?:starting|started)|total newbie|zero)\b/i],
  ['advanced', /\b(advanced|expert|fluent|professional(?:ly)?|years of experience|very experienced)\b/i],
  ['intermediate', new RegExp(`\\b(intermediate|some experience|some basics|a bit|rusty|a little|conversational|basic knowledge|${CAN_ALREADY})\\b`, 'i')],
];

const DISTANCE_OR_LOAD = '(?:km|k|kilometres?|kilometers?|miles?|mi|metres?|meters?|m|minutes?|mins?|kg|kilos?|lbs?|reps?|laps?|push-?ups?|pull-?ups?|squats?)';
/**
 * Where a person stands today, in what they already do or can do: "I jog twice a week", "5 km at
 * most", "I can run 10 km", "I run 10k now", "I have played for 5 years", "I have had three lessons",
 * "I have 10,000 words and write on Sundays". A level word alone
 * ("beginner") says how they see themselves, not what they do.
 */
const STANDING = [
  new RegExp(`\\b(?:${CAN_ALREADY})\\b`, 'i'),
  /\b(?:i|we)\s+(?:have\s+(?:[^.;!?\n,]|,(?=\d)){1,30}?\s+and\s+)?(?:currently\s+|already\s+|now\s+|usually\s+|regularly\s+|normally\s+)?(?:run|jog|swim|cycle|ride|walk|hike|lift|train|work\s+out|go\s+to\s+the\s+gym|play|practi[sc]e|cook|read|write|study|drive)\b(?:[^.;!?\n]|\.(?=\d)){0,30}?\b(?:once|twice|\d+\s+times|(?:two|three|four|five|six)\s+times|every\s+(?:day|week|morning|evening)|daily|weekly|on\s+(?:weekends|(?:mon|tues|wednes|thurs|fri|satur|sun)days))\b/i,
  /\b(?:i|we)\s+(?:have|'ve)\s+(?:had|taken|done)\s+(?:\d+|one|two|three|four|five|six|a\s+few|several)\s+(?:driving\s+)?lessons\b/i,
  new RegExp(`\\b(?:can|could)\\s+(?:already\\s+|only\\s+|now\\s+|easily\\s+)?(?:run|jog|swim|cycle|ride|walk|hike|lift|do|hold|bench|squat|deadlift)\\s+(?:about\\s+|around\\s+|up\\s+to\\s+)?\\d+(?:[.,]\\d+)?\\s*${DISTANCE_OR_LOAD}\\b`, 'i'),
  new RegExp(`\\b\\d+(?:[.,]\\d+)?\\s*${DISTANCE_OR_LOAD}\\s+(?:at\\s+most|max(?:imum)?|tops|now|today|at\\s+the\\s+moment)\\b|\\b(?:up\\s+to|at\\s+most)\\s+\\d+(?:[.,]\\d+)?\\s*${DISTANCE_OR_LOAD}\\b`, 'i'),
];

/** Whether a text says where the person stands today in what they do or can do. */
export const statesStanding = (text: string) => STANDING.some((pattern) => pattern.test(text));

/**
 * The words that say where the person stands, as they wrote them: from the start of the sentence
 * to the end of the clause of its last such words ("I jog twice a week, 5 km at most" of "I jog
 * twice a week, 5 km at most, and want to finish ..."), or null.
 */
export function standingIn(text: string): string | null {
  for (const sentence of text.split(/(?<=[.;!?])\s+|\n/)) {
    const ends = STANDING.flatMap((pattern) => {
      const m = pattern.exec(sentence);
      return m ? [m.index + m[0].length] : [];
    });
    if (ends.length === 0) continue;
    const last = Math.max(...ends);
    // A clause ends at punctuation, not at a colon or point inside a figure ("6:30 per km", "5.5 km").
    const rest = sentence.slice(last);
    const stop = rest.search(/[,;:.!?](?!\d)/);
    return clip(sentence.slice(0, last + (stop < 0 ? rest.length : stop)).trim(), 80);
  }
  return null;
}

function toNumber(token: string): number | null {
  const n = countOf(token.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

function firstMatch(texts: string[], pattern: RegExp): string | null {
  for (const t of texts) {
    const m = pattern.exec(t);
    if (m) return trimPunctuation(m[0]).replace(/\s+/g, ' ');
  }
  return null;
}

/** A day before any a person types, so that every date they name is read as ahead of it. */
const WORDS_ONLY_REFERENCE = new Date('2000-01-01T00:00:00Z');

/** Reads constraints from answers first (they are the most specific), then the description. */
export function extractConstraints(description: string, qaPairs: QaPair[], options: ConstraintOptions = {}): PlanConstraints {
  // A bare amount answering how much goes to the goal each month is that monthly amount.
  const answers = qaPairs
    .map((p) => (MONTHLY_QUESTION.test(p.question) ? p.answer.trim().replace(new RegExp(`^(${MONEY.source})$`, 'i'), '$1 a month') : asBudgetAnswer(p.question, p.answer.trim())))
    .filter((a) => a.length > 0);
  const texts = [...answers, description];
  const { now } = options;

  // A deadline is read within its line: "Race on 12 April" ends before the next line's "18 km".
  // The title's ("Run a half marathon by June") comes after the person's other words.
  const lines = [...texts, options.title ?? ''].flatMap((t) => t.split('\n'));
  // Without a reference day the deadline's words are still read (questions quote them); its day is not.
  const read = readDeadline(lines, now ?? WORDS_ONLY_REFERENCE);
  const weekendsOnly = texts.some((t) => WEEKENDS_ONLY.test(t));
  const weekdaysOnly = !weekendsOnly && texts.some((t) => WEEKDAYS_ONLY.test(t));
  let deadline: string | null = read?.phrase ?? null;
  // "Not before June" limits the start and "starting on 5 May" is one: neither is the deadline.
  const startsAt = new RegExp(`${STARTS.source.replace(/\$$/, '')}${DATE}`, 'gi');
  // Nor is the day an amount is done in ("100 km in a day").
  const deadlineTexts = lines.map((t) => t.replace(/\b(?:not|never)\s+(?:before|until|earlier than)\s+\S+(?:\s+\d{4})?/gi, '').replace(startsAt, '').replace(DAY_SPAN, ''));
  for (const pattern of DEADLINE_PATTERNS) {
    if (deadline) break;
    deadline = firstMatch(deadlineTexts, pattern);
  }
  // Keep the introducing word for the in/within forms ("within 3 months").
  // It starts with a number ("Three times a week"): plans quote it mid-sentence, so in lower case.
  const timeBudget = firstMatch(texts, TIME_BUDGET)?.toLowerCase() ?? null;
  // A limit on one cost ("no fees over $50/month") is neither the budget nor the most the plan may spend.
  const costLimits = texts.flatMap((t) => costLimitsIn(t).map(({ note, written }) => ({ note, written }))).filter((l, i, all) => all.findIndex((o) => o.note === l.note) === i);
  // The title's amounts count after the person's words: "Raise $5,000 for the shelter" names its target.
  const title = options.title?.trim() ?? '';
  const spendTexts = [...texts, title].map(withoutCostLimits);
  const reachGoal = REACH_GOAL.test(title);
  const reached = (t: string, index: number, length: number) => {
    const before = t.slice(0, index);
    const after = t.slice(index + length);
    if (namedTarget(before) || TARGET_BEFORE.test(before) || OWED_BEFORE.test(before) || OWED_AFTER.test(after)) return true;
    // In a goal to reach an amount, one given bare (no spending word before it, no "a month" after it) is that amount.
    return reachGoal && !SPENT_BEFORE.test(before) && !PER.test(after);
  };
  // "I can put away £350 a month" towards a saving or a debt is what goes to it each month, not a budget to spend.
  // So is an amount a month with no spending word before it ("350 EUR a month" to pay off a debt).
  const towards = (t: string, index: number, length: number) => {
    if (!reachGoal) return null;
    const before = t.slice(0, index);
    const after = t.slice(index + length);
    if (TOWARDS_BEFORE.test(before)) return PER.exec(after);
    return SPENT_MONTHLY_BEFORE.test(before) ? null : PER_MONTH_OR_WEEK.exec(after);
  };
  // "About £35 each", "£20 a lesson": the price of one of many is neither the budget nor the target; what they
  // pay today ("I pay 1500 euros rent a month") neither, unless it goes towards the amount to reach.
  const amounts = spendTexts.flatMap((t) =>
    [...t.matchAll(new RegExp(MONEY.source, 'gi'))]
      .filter(
        (m) =>
          !EACH.test(t.slice(m.index + m[0].length)) &&
          !STANDING_BEFORE.test(t.slice(0, m.index)) &&
          !(paidNow(t, m.index, m[0].length) && !reachGoal) &&
          !outgoingNow(t, m.index, m[0].length),
      )
      .map((m) => {
        const per = towards(t, m.index, m[0].length);
        // An amount to spend keeps its period: 60 euros a month is no budget for the whole plan.
        const period = periodOf(t, m.index, m.index + m[0].length);
        return { text: trimPunctuation(m[0]), spent: withPeriod(m[0], period), reached: reached(t, m.index, m[0].length), per: per ? `${trimPunctuation(m[0])} ${per[0].trim()}` : null };
      }),
  );
  const perPeriod = amounts.find((a) => a.per)?.per ?? (reachGoal ? bareMonthly(spendTexts) : null);
  const target = amounts.find((a) => a.reached && !a.per)?.text ?? null;
  let budget = amounts.find((a) => !a.reached && !a.per)?.spent ?? null;
  if (!budget) {
    for (const t of spendTexts) {
      const m = BUDGET_WORD.exec(t);
      if (m) {
        budget = withPeriod(m[1].trim(), periodOf(t, m.index + m[0].length - m[1].length, m.index + m[0].length));
        break;
      }
    }
  }
  let level: PlanConstraints['level'] = null;
  for (const t of texts) {
    const found = LEVELS.find(([, re]) => re.test(t));
    if (found) {
      level = found[0];
      break;
    }
  }
  let itemCount: number | null = null;
  for (const t of answers) {
    const m = COUNT.exec(t);
    if (m) {
      const n = toNumber(m[1]);
      if (n !== null && Number.isInteger(n) && n >= 1 && n <= 15) itemCount = n;
      break;
    }
  }

  return {
    deadline: deadline && quotedMidSentence(deadline),
    timeBudget,
    budget,
    target,
    perPeriod,
    costLimits,
    level,
    itemCount,
    answers: qaPairs
      .filter((p) => p.answer.trim().length > 0)
      .map((p) => ({ question: clip(p.question.trim(), 160), answer: clip(p.answer.trim().replace(/\s+/g, ' '), 240) })),
    deadlineDate: now ? (read?.date ?? null) : null,
    deadlineIsEvent: now ? (read?.event ?? false) : false,
    notBefore: now ? readNotBefore(texts, now) : null,
    exclusions: withSchedule(readExclusions(texts, options.title ?? ''), scheduleExclusions(weekendsOnly, weekdaysOnly)),
    maxSpend: maxSpendOf(spendTexts),
    weekendsOnly,
    weekdaysOnly,
    hoursPerWeek: hoursPerWeekOf(texts),
    busyDays: busyDaysOf(texts),
  };
}

/** Plans quote the deadline mid-sentence: "Within 12 months" typed at a sentence's start reads "within 12 months"; "Christmas" or "March" keep their capital. */
const quotedMidSentence = (deadline: string) =>
  deadline
    // "in april", "in 6 month" typed in haste read as written properly: "in April", "in 6 months".
    .replace(/\b(january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter|halloween)\b/g, (month) => month.charAt(0).toUpperCase() + month.slice(1))
    .replace(/\b((?:[2-9]|\d{2,}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+)(day|week|month|year)\b/gi, '$1$2s')
    .replace(/^(?:By|Before|Until|Till|No|Deadline|Due|On|In|Within|Over|For|At|Next|This|The|End|Mid|Early|Late|A|An|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven|Twelve)\b/, (word) => word.toLowerCase());

/** The word a person may put before the day ("deadline on 19 April", "Deadline: 1 May", "due by 30 June"): it says what the day is, not when. */
const DEADLINE_LABEL = /^(?:(?:the\s+)?deadline|due)(?:\s+is)?\s*:?\s*/i;

/**
 * The deadline as a clause: "by 28 March", "within 3 months", "on 12 October". A date takes
 * "by"; a bare length of time takes "within" ("3 months" -> "within 3 months", not "by 3 months").
 */
export function deadlineClause(deadline: string): string {
  const unlabelled = deadline.replace(DEADLINE_LABEL, '');
  if (/^(?:by|before|until|till|no later than|on|in|within|over)\b/i.test(unlabelled)) return unlabelled;
  // "for 20 January", "at Easter" (the test is booked for it): the clause's own "by" replaces them.
  const bare = unlabelled.replace(/^(?:for|at)\s+(?:the\s+)?/i, '');
  return /^(?:about\s+|around\s+)?(?:a|an|\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:days?|weeks?|months?|years?)$/i.test(bare) ? `within ${bare}` : `by ${bare}`;
}

/** The deadline without a label before it ("Deadline: 1 May" -> "1 May"): plans that name it a deadline say so themselves. */
export const unlabelledDeadline = (deadline: string) => deadline.replace(DEADLINE_LABEL, '');

/**
 * The deadline as written, without a label before it ("deadline on 19 April" -> "on 19 April",
 * "Deadline: 1 May" -> "by 1 May"): plans put it after words of their own ("so you peak ...").
 */
export function deadlineWhen(deadline: string): string {
  return DEADLINE_LABEL.test(deadline) ? deadlineClause(deadline) : deadline;
}

/** One line listing the constraints, for a plan's kickoff item ('' when none). */
export function describeConstraints(c: PlanConstraints): string {
  const parts: string[] = [];
  // The note names it a deadline: a label the person put before the day is not said twice.
  if (c.deadline) parts.push(`deadline ${unlabelledDeadline(c.deadline)}`);
  if (c.timeBudget) parts.push(`time available ${c.timeBudget}`);
  if (c.budget) parts.push(`budget ${c.budget}`);
  if (c.target) parts.push(`target ${c.target}`);
  if (c.perPeriod) parts.push(`${c.perPeriod} towards it`);
  parts.push(...c.costLimits.map((l) => l.note));
  if (c.level) parts.push(`starting level ${c.level}`);
  // "Weekends only" says "no weekdays" already.
  const schedule = scheduleExclusions(c.weekendsOnly, c.weekdaysOnly).map((e) => e.term);
  parts.push(...c.exclusions.filter((e) => !schedule.includes(e.term)).map((e) => `no ${e.term}`));
  if (c.weekendsOnly) parts.push('weekends only');
  if (c.weekdaysOnly) parts.push('weekdays only');
  return parts.join('; ');
}

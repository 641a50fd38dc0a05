import path from 'path';
import { z } from 'zod';
import { Priority } from '../../../domain/planning';
import { budgetPerPeriod, deadlineClause, deadlineWhen, standingIn, unlabelledDeadline } from '../constraints';
import { readContentFile } from '../contentFile';
import { capitalize, escapeRegex, goalPhrase, lowerFirst, nounGoal, ownSubject, toListener, withoutEmoji } from '../text';
import { budgetCriterion, type GoalKind, type KindContext, type KindStage, type TodoTemplate } from '../goalKind';
import { WORK_TYPES } from '../workType';
import { aimedRole, namedGaps, roleLeftOpen, ROLE_NOUNS } from '../careerAims';

/** A keyword entry between slashes: a regular expression. */
const REGEX_ENTRY = /^\/(.+)\/$/;

/**
 * When an item applies: to a short (<= 5 weeks) or long (>= 4 months)
 * deadline, to a beginner or to someone with experience, when a budget was
 * given, when the goal speaks of a debt (title, description or answers) or
 * does not, when its money is for the long term (`longTermMoney`), when the
 * goal is an emergency fund or is not (`emergencyFund`, `notEmergencyFund`), when its title
 * names a certificate to earn or does not (`certificate`, `noCertificate`), when the person names
 * the role they aim for or does not (`targetRole`, `noTargetRole`), when they name the skills
 * they lack or do not (`skillGap`, `noSkillGap`).
 * Items without `when` always apply.
 */
const Condition = z.enum([
  'short', 'notShort', 'long', 'beginner', 'experienced', 'budget', 'debt', 'noDebt', 'longTermMoney', 'emergencyFund', 'notEmergencyFund', 'certificate', 'noCertificate',
  'targetRole', 'noTargetRole', 'skillGap', 'noSkillGap',
]);
export type Condition = z.infer<typeof Condition>;

const Text = z.string().min(1);

/** The word lists a keyword entry may name in braces: `{roleNouns}`, the nouns that end the name of a job. */
const KEYWORD_LISTS: Record<string, string> = { roleNouns: ROLE_NOUNS };
/** A word list named in a keyword: `{roleNouns}`, never a property escape (`\p{L}`). */
const LIST_NAMED = /(?<!\\[pP])\{([A-Za-z]\w*)\}/g;

/**
 * A keyword entry; one between slashes is a regular expression and must compile. A word list it
 * names in braces (`(?:{roleNouns})`) is written in, as alternatives; a list it names that does
 * not exist is an error.
 */
const Keyword = Text.superRefine((entry, issues) => {
  for (const [, name] of entry.matchAll(LIST_NAMED)) {
    if (!(name in KEYWORD_LISTS)) issues.addIssue({ code: 'custom', message: `{${name}} is no word list` });
  }
}).transform((entry) => entry.replace(LIST_NAMED, (slot, name: string) => KEYWORD_LISTS[name] ?? slot)).refine((entry) => {
  const pattern = REGEX_ENTRY.exec(entry.trim())?.[1];
  if (pattern === undefined) return true;
  try {
    new RegExp(pattern, 'i');
    return true;
  } catch {
    return false;
  }
}, 'not a valid regular expression');

/** The slots a todo's own text gives values for (its description and criteria name the deadline, the weekly time, the budget...). */
const OWN_TEXT_SLOTS = new Set(['deadline', 'by_deadline', 'time', 'time_budget', 'budget', 'budget_amount', 'target', 'per_period', 'level']);

/**
 * A step as a person does the work: its texts are filled from the todo's own words when its steps
 * are planned, long after the goal was, so a slot only the goal gives ({subject}, {goal}) cannot be used.
 */
const StepText = Text.superRefine((text, issues) => {
  for (const [slot, name] of text.matchAll(/\{(\w+)\}/g)) {
    if (!OWN_TEXT_SLOTS.has(name)) issues.addIssue({ code: 'custom', message: `${slot} cannot be filled from the todo's own text` });
  }
});
const TodoStep = z.strictObject({ title: StepText, description: StepText });
export type TodoStep = z.infer<typeof TodoStep>;

/** A question, or one asked only when its condition holds (as a todo's `when`): the role asked of a person who has not named it. */
const Question = z.union([Text, z.strictObject({ text: Text, when: Condition })]);

const TodoText = z.strictObject({
  title: Text,
  description: Text,
  criteria: z.array(Text),
  /** How a person does the work, in their order: the todo's steps instead of its criteria restated. */
  steps: z.array(TodoStep).min(3).max(5).optional(),
});

const FamilyTodo = TodoText.extend({
  priority: Priority,
  /** Adds "<what> stays within the budget of X" to the criteria when a budget was given. */
  budgetCriterion: Text.optional(),
  /**
   * The todo's cost recurs (a tutor, lessons, a membership): a budget given per period ("60 euros
   * a month") is its budget too. Without it the cost is one-off, and such a budget is left out.
   */
  costRecurs: z.literal(true).optional(),
  /**
   * The todo written for the field the goal is in, when a family spans several (music, drawing,
   * film): the first entry whose words the goal's title names (a mission's, or its odyssey's) gives
   * its wording, else the first its description names, so a podcast gets no advice on scales and
   * chords. An entry with only `names` keeps the todo as written (a triathlon is no running plan).
   * Steps written in an entry that keeps the todo's title are its steps when the todo's own words
   * name the entry's.
   */
  forGoals: z.array(TodoText.partial().extend({ names: z.array(Keyword).min(1) })).optional(),
  /** The todo written another way when the person rules a thing out, by exclusion term ("oven", "meat", "gym"). */
  without: z.record(z.string(), TodoText.partial()).optional(),
  /**
   * The todo as written for a mission of a stage before the one that reaches the goal (the base
   * before the peak): that mission's deadline is the end of its stage, not the goal's day.
   */
  earlierStage: TodoText.omit({ title: true }).partial().optional(),
  /**
   * A todo only a mission of its stage is planned with (choosing the area before the move, keeping
   * a routine after the race): the goal planned whole leaves it out, its arc already does that work.
   */
  stageOnly: z.boolean().optional(),
  when: Condition.optional(),
});
export type FamilyTodo = z.infer<typeof FamilyTodo>;

/**
 * A goal family written as data (one JSON file per family). Texts may use these slots:
 *   {title}          the goal's title as the person wrote it, without its emoji
 *   {subject}        what the goal is about ("a half marathon", "20 weeknight dinners")
 *   {own_subject}    the thing the goal makes, as the person's own ("Write a novel" -> "your novel")
 *   {goal}           the goal as an -ing phrase ("restoring a 1972 Honda motorbike"), without
 *                    the deadline its title ends on, or
 *                    "your goal" when the title has none ("It is time to move")
 *   {write_outcome}  "Write the measurable outcome of {goal}", or for a goal of one noun
 *                    ("Home") "Write down the measurable outcome you want for your home"
 *   {by_deadline}    " by June 2026" (with a leading space) or nothing
 *   {deadline}       the deadline as written ("by June 2026", "within 3 months")
 *   {goal_deadline}  the deadline of the goal a mission serves: its odyssey's when it has one, else {deadline}
 *   {time}           the weekly time the person gave, or "regular sessions"
 *   {time_budget}    the weekly time the person gave, as written
 *   {budget}         "within your budget of $300", or "at a cost you are comfortable with" (also
 *                    for a budget per period, unless the todo's cost recurs: `costRecurs`)
 *   {budget_amount}  the budget as written ("$300")
 *   {target}         the amount to reach as written ("$40,000" of "save $40,000")
 *   {per_period}     what goes towards the amount each period ("350 EUR a month")
 *   {level}          "beginner", "intermediate" or "advanced"
 *   {standing}       where the person says they stand today, said back to them ("you run 5 km
 *                    three times a week"), from the goal's description, its odyssey's or the answers
 *   {limit}          a pain, an injury or a condition the person states, said back to them ("you
 *                    had a knee strain last year", "your knee hurts after long runs")
 *   {target_role}    the role the person aims for, with its article ("a product manager at a B2B
 *                    SaaS company"), from the answers, the descriptions or the titles
 *   {skill_gap}      the first skill the person names as their gap ("writing product specs")
 *   {other_gaps}     the other skills they name as their gap ("talking to customers")
 *   {role_open}      what the role they aim for leaves open, as asked aloud ("which level, which
 *                    industry or kind of company, and what salary range")
 * Text in square brackets appears only when the person gave every value its
 * slots name: "Plan the weeks[ around {time_budget}]" reads "Plan the weeks"
 * without a time budget.
 */
export const FamilyData = z.strictObject({
  id: Text,
  label: Text,
  /**
   * Whole words or phrases that name the field; `*` at the end matches any
   * ending ("bak*"). An entry between slashes is a regular expression, for
   * what words cannot list ("/[$€£]\\s?\\d/" for an amount of money).
   */
  strong: z.array(Keyword),
  /** Words also used in other fields: they add to a family's score but never decide it. */
  weak: z.array(Keyword).optional(),
  /**
   * False for a family whose plans make a thing (an album, a family tree): a
   * goal about how the person behaves ("Be more patient with my kids", "Visit
   * my grandmother every month") does not get its frame, whatever words it shares.
   */
  behaviourGoals: z.boolean().optional(),
  /**
   * True for a family whose words say how a goal is done rather than its field: habits, whose
   * words are a rhythm ("every week", "daily"). It is chosen only when its words are in the
   * title and no family of a field fits: "Go to the gym twice a week" stays fitness.
   */
  yieldsToFields: z.boolean().optional(),
  missionQuestions: z.array(Question),
  odysseyQuestions: z.array(Question),
  /** In the order a practitioner would do them: the first sets up, the last finishes. */
  todos: z.array(FamilyTodo).min(1),
  /**
   * The stages of the field, in order. `todos`: the titles of the family's todos that make up the
   * stage (a mission whose title names the stage is planned with these, not the whole arc);
   * `names`: words that name the stage in a mission's title, as `strong` (never words that name
   * the whole goal: "Write my first novel" is the whole arc, "Write the first draft" a stage).
   */
  missions: z
    .array(
      z.strictObject({
        title: Text,
        /** A phase after the goal is reached (keeping it up, growing, the next challenge): due after the deadline, never before the goal's own mission. */
        afterGoal: z.boolean().optional(),
        description: Text,
        when: Condition.optional(),
        todos: z.array(Text).min(1).optional(),
        names: z.array(Keyword).min(1).optional(),
      }),
    )
    .min(1),
  /**
   * What the field knows to do about a limit the person states (a sore knee, shoes that do not
   * fit): `advice` is said when `names` matches the description or an answer and `unless` does
   * not. `{part}` in it is what the match's group named `part` found ("knee"); without one the
   * advice is not given. `todo`: the advice as a todo of a mission whose description gives it (an
   * odyssey's plan writes it into its first mission): why, and what shows it is done.
   */
  limits: z
    .array(
      z.strictObject({
        names: z.array(Keyword).min(1),
        unless: Keyword.optional(),
        advice: Text,
        todo: z.strictObject({ description: Text, criteria: z.array(Text).min(1), priority: Priority }),
      }),
    )
    .optional(),
  /**
   * One or two habits that help with this family's todos, each with the work types it helps
   * with (planner/offline/workType.ts): "Log the session" is for a session, a measure or the
   * milestone itself, never for buying the gear. `fits`: words a todo must have for the tip
   * (asking one person directly is for a todo that asks people for something); `unless`: words
   * that rule it out.
   */
  stepTips: z.array(
    z.strictObject({ title: Text, description: Text, for: z.array(z.enum(WORK_TYPES)).min(1), afterTheWork: z.boolean().optional(), fits: Keyword.optional(), unless: Keyword.optional() }),
  ),
  chatTip: Text,
}).superRefine((family, issues) => {
  // A stage names only todos the family has.
  const titles = new Set(family.todos.map((t) => t.title));
  family.missions.forEach((mission, m) =>
    mission.todos?.forEach((title, t) => {
      if (!titles.has(title)) issues.addIssue({ code: 'custom', path: ['missions', m, 'todos', t], message: `"${title}" is none of the family's todos` });
    }),
  );
});
export type FamilyData = z.infer<typeof FamilyData>;

/** The family in `<name>.json` next to this file, checked against FamilyData. */
export function readFamily(name: string): FamilyData {
  return readContentFile(path.join(__dirname, `${name}.json`), FamilyData);
}

/** The wording a todo has for the goal's field: named in the goal's titles first, else in its descriptions. */
function fieldWording<T extends FamilyTodo>(todo: T, ctx: KindContext) {
  const titles = `${ctx.title}\n${ctx.goalTitle}`;
  const descriptions = `${ctx.description}\n${ctx.goalDescription ?? ''}`;
  const named = (text: string) => todo.forGoals?.find((f) => keywordPattern(f.names).test(text));
  return named(titles) ?? named(descriptions);
}

/**
 * The todo as written for the goal's field, then for the exclusions the person gave (each
 * alternative applied in turn). A wording for the field that never names the thing ruled out
 * ("gym" of a runner's gear) stays as it is.
 */
function withAlternatives<T extends FamilyTodo>(todo: T, ctx: KindContext): T {
  const own = fieldWording(todo, ctx);
  const { names: _names, ...wording } = own ?? { names: [] };
  const rewritten = Object.keys(wording).length > 0;
  const named = (term: string) => new RegExp(`\\b${escapeRegex(term)}\\b`, 'i').test(JSON.stringify(wording));
  return ctx.c.exclusions.filter((e) => !rewritten || named(e.term)).reduce<T>((t, e) => ({ ...t, ...(todo.without?.[e.term] ?? {}) }), { ...todo, ...wording });
}

/** The pattern of a list of keywords: whole words or phrases, `*` for any ending, a regular expression between slashes. */
export function keywordPattern(entries: string[]): RegExp {
  const phrases = entries.filter((e) => !REGEX_ENTRY.test(e.trim()));
  const patterns = entries.flatMap((e) => REGEX_ENTRY.exec(e.trim())?.[1] ?? []);
  const alternatives = phrases.map((e) => e.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+').replace(/\*$/, '\\w*'));
  const parts = [...(alternatives.length > 0 ? [`\\b(?:${alternatives.join('|')})\\b`] : []), ...patterns];
  return parts.length === 0 ? /(?!)/ : new RegExp(parts.join('|'), 'i');
}

/**
 * Words that say the person owes money: a saving goal without them has no debt to pay down. Said
 * with a "no" before them ("No debts", "I don't have any loans") or "free" after ("debt-free") they
 * say the opposite.
 */
const DEBT =
  /(?<!\b(?:no|not|zero|without|any|never)\s+(?:[\p{L}-]+\s+){0,2})\b(?:debts?|loans?|credit\s+cards?|overdraft|owe|owing|arrears|pay\s+(?:off|back|down)|repay\w*|mortgage)\b(?![\s-]+free\b)/iu;

const speaksOfDebt = (ctx: KindContext) => DEBT.test(`${ctx.title}\n${ctx.description}\n${ctx.answers}`);

/** Words that say the money is for the long run: investing, retirement, wealth ("no risky investments" says the opposite). */
const LONG_TERM_MONEY = /(?<!\b(?:no|not|never|without|avoid)\s+(?:[\p{L}-]+\s+)?)\b(?:invest\w*|retire\w*|retirement|pensions?|wealth|nest\s+egg|financial(?:ly)?\s+(?:independen\w*|free\w*)|long[\s-]term|index\s+funds?|stocks?|shares|etfs?)\b/iu;
/** "Save 8,000 for a car", "towards our wedding": a saving for one purchase or event, its money spent when it is reached. */
const FOR_A_PURCHASE = /\b(?:for|towards?)\s+(?:a|an|the|my|our|his|her|their|new)\s+(?!future\b|family\b|kids?\b|children\b|old\s+age\b)[\p{L}-]+/iu;

/**
 * Whether a money goal's money is for the long term: it names investing, retirement or wealth, or
 * it saves for no one purchase and has no deadline within months. A saving for a car by next
 * summer is spent, not invested.
 */
function longTermMoney(ctx: KindContext): boolean {
  // Money for emergencies is kept at hand, never invested.
  if (EMERGENCY_FUND.test(ctx.title)) return false;
  const text = `${ctx.title}\n${ctx.description}\n${ctx.answers}`;
  if (LONG_TERM_MONEY.test(text)) return true;
  return !FOR_A_PURCHASE.test(ctx.title) && (ctx.horizon === null || ctx.horizon === 'long');
}

/** "Build an emergency fund of 3 months' expenses", "a rainy-day fund": a buffer that is the goal itself. */
const EMERGENCY_FUND = /\b(?:emergency|rainy[\s-]day)\s+(?:fund|buffer|savings|pot)\b/i;

/** Conditions on what the goal is rather than on its horizon: a stage that fails one is no stage of this goal. */
const GOAL_CONDITIONS: Condition[] = ['debt', 'noDebt', 'longTermMoney', 'emergencyFund', 'notEmergencyFund', 'certificate', 'noCertificate'];

/** "Become a certified first aider", "Get my diving certification": a certificate is earned by meeting its requirements, not by reaching a level of one's own choosing. */
const CERTIFICATE = /\b(?:certif\w*|accredit\w*|qualified|qualification)\b/i;

function applies(when: Condition | undefined, ctx: KindContext): boolean {
  switch (when) {
    case undefined:
      return true;
    case 'short':
      return ctx.horizon === 'short';
    case 'notShort':
      return ctx.horizon !== 'short';
    case 'long':
      return ctx.horizon === 'long';
    case 'beginner':
      return ctx.c.level === null || ctx.c.level === 'beginner';
    case 'experienced':
      return ctx.c.level === 'intermediate' || ctx.c.level === 'advanced';
    case 'budget':
      return ctx.c.budget !== null;
    case 'debt':
      return speaksOfDebt(ctx);
    case 'noDebt':
      return !speaksOfDebt(ctx);
    case 'longTermMoney':
      return longTermMoney(ctx);
    case 'emergencyFund':
      return EMERGENCY_FUND.test(ctx.title);
    case 'notEmergencyFund':
      return !EMERGENCY_FUND.test(ctx.title);
    case 'certificate':
      return CERTIFICATE.test(ctx.title);
    case 'noCertificate':
      return !CERTIFICATE.test(ctx.title);
    case 'targetRole':
      return roleOf(ctx) !== null;
    case 'noTargetRole':
      return roleOf(ctx) === null;
    case 'skillGap':
      return gapsOf(ctx).length > 0;
    case 'noSkillGap':
      return gapsOf(ctx).length === 0;
  }
}

/** The deadline of the goal a mission serves: its odyssey's when it has one, else the mission's own. */
const goalDeadlineOf = (ctx: KindContext) => ctx.goalDeadline ?? ctx.c.deadline;

/** The person's own words a goal's plan reads: its description, its odyssey's and the answers. */
const personsWords = (ctx: KindContext) => [ctx.description, ctx.goalDescription ?? '', ...ctx.answers.split('\n')].filter((t) => t.trim());

/** The role the person aims for: named in an answer (most fully), a description, the goal's title or its odyssey's. */
const roleOf = (ctx: KindContext) => aimedRole([...ctx.answers.split('\n'), ctx.description, ctx.goalDescription ?? '', ctx.title, ctx.odysseyTitle ?? '']);

/** The skills the person names as their gap, in their answers or descriptions. */
const gapsOf = (ctx: KindContext) => namedGaps(personsWords(ctx));

/** Where the person says they stand today, said back to them: "you run 5 km three times a week". */
function standingSaidBack(ctx: KindContext): string | null {
  const said = standingIn(personsWords(ctx).join('\n'));
  // It is said back after "Today": a "now" of the person's own would say it twice.
  return said ? lowerFirst(toListener(said)).replace(/\s+(?:now|today|at the moment|right now)$/i, '') : null;
}

/** A pain, an injury or a condition ("knee strain", "hurts", "asthma"). */
const LIMIT_WORD =
  /\b(?:injur(?:y|ies|ed)|hurts?|hurting|pain(?:s|ful)?|sore|aches?|aching|strain(?:s|ed)?|sprain(?:s|ed)?|torn|tendon\w*|tendin\w*|fractured?|broken|asthma|arthritis|diabet(?:es|ic)|pregnan(?:t|cy)|surgery|operation)\b/i;
/** Words that deny the limit after them: "no injuries", "never had any pain". */
const DENIED = /\b(?:no|not|never|without|any)\s+(?:\S+\s+)?$/i;
/** Where a clause of a sentence ends: "I run 5 km but my knee hurts" has two. */
const CLAUSES = /\s*[,;:]\s*|\s+(?:but|and|so|though|although|while)\s+/i;

/**
 * A limit named as a thing rather than said in a sentence ("Old ankle sprain", "knee strain last
 * year", "bad knees"): a part of the body, then what is wrong with it.
 */
const NAMED_LIMIT =
  /^(?:(?:an?|the|my)\s+)?(?:(?:old|previous|past|recent|chronic|bad|sore|weak|dodgy)\s+)?(?:(?:left|right|lower|upper)\s+)?(?:knee|ankle|hip|shin|foot|heel|achilles|calf|hamstring|shoulder|back|wrist|elbow|neck)s?(?:\s+(?:strain|sprain|injury|tear|fracture|surgery|operation|pain|problems?|issues?|tendinitis|tendonitis)\b|$)/i;

/** A limit named as a thing, said back as what the person mentioned: "you mentioned an old ankle sprain". */
function namedLimitSaidBack(clause: string): string {
  const phrase = clause.replace(/^my\s+/i, 'your ');
  const countable = /^(?:(?:old|previous|past|recent|chronic|bad|sore|weak|dodgy|left|right|lower|upper)\s+)*[a-z]+\s+(?:strain|sprain|injury|tear|fracture|surgery|operation)\b/i.test(phrase);
  const article = countable ? (/^[aeiou]/i.test(phrase) ? 'an ' : 'a ') : '';
  return `you mentioned ${article}${lowerFirst(phrase)}`;
}

/**
 * The first limit the person states about themselves, in the clause they said it in, said back to
 * them: "you had a knee strain last year" of "I had a knee strain last year.", "you mentioned an
 * old ankle sprain" of "Old ankle sprain.". A limit they deny, or one not said of themselves
 * ("Avoid knee injuries"), is none.
 */
function limitSaidBack(ctx: KindContext): string | null {
  for (const text of personsWords(ctx)) {
    for (const clause of text.split(/(?<=[.;!?])\s+|\n/).flatMap((sentence) => sentence.replace(/[.!?]+$/, '').split(CLAUSES).map((c) => c.trim()))) {
      if (NAMED_LIMIT.test(clause)) return namedLimitSaidBack(clause);
      const m = LIMIT_WORD.exec(clause);
      if (m && !DENIED.test(clause.slice(0, m.index)) && /^(?:i|i'm|i've|my|we|our)\b/i.test(clause)) return lowerFirst(toListener(clause));
    }
  }
  return null;
}

/** The values the person may or may not have given; a bracketed text needs all of its own. */
function givenValues(ctx: KindContext): Record<string, string | null> {
  const [gap, ...otherGaps] = gapsOf(ctx);
  return {
    target_role: roleOf(ctx),
    skill_gap: gap ?? null,
    other_gaps: otherGaps.length > 0 ? otherGaps.join(' and ') : null,
    standing: standingSaidBack(ctx),
    limit: limitSaidBack(ctx),
    by_deadline: ctx.c.deadline,
    deadline: ctx.c.deadline,
    goal_deadline: goalDeadlineOf(ctx),
    time: ctx.c.timeBudget,
    time_budget: ctx.c.timeBudget,
    budget: ctx.c.budget,
    budget_amount: ctx.c.budget,
    target: ctx.c.target,
    per_period: ctx.c.perPeriod,
    level: ctx.c.level,
  };
}

/** What {goal} reads when the title starts a clause rather than a goal ("It is time to move", "Finish it" after "Finish"). */
const GOAL_FALLBACK = 'your goal';

/** What may stand between a verb and a slot it acts on: a part of it ("the first visible piece of", "progress on"). */
const PART_OF = /^(?:the\s+)?(?:[\p{L}-]+\s+)*?(?:piece|part|rest|half|end)\s+of$|^progress\s+on$/iu;

/**
 * The verb of the sentence a slot is in when it acts on the goal: right before the slot
 * ("Finish {goal}") or through a part of it ("Finish the first piece of {goal}"). Empty when it
 * acts on something else ("Write the measurable outcome of {goal}", "List the tools for {goal}"):
 * the goal is then named whole, its own verb included ("writing calligraphy invitations").
 */
function sentenceVerb(before: string): string {
  const match = /(?:^|[.!?;:]\s+)(\p{L}+)([^.!?;:]*)$/u.exec(before);
  if (!match) return '';
  const between = match[2].trim();
  return between === '' || PART_OF.test(between) ? match[1] : '';
}

function fill(text: string, ctx: KindContext): string {
  const given = givenValues(ctx);
  return text
    .replace(/\[([^\]]*)\]/g, (_, inner: string) => ([...inner.matchAll(/\{(\w+)\}/g)].every(([, slot]) => given[slot] !== null) ? inner : ''))
    // In brackets the date stands alone: "dates (2 October 2027)", not "dates (on 2 October 2027)".
    .replace(/\(\{deadline\}\)/g, `(${unlabelledDeadline(ctx.c.deadline ?? '').replace(/^on\s+/i, '')})`)
    .replace(/\{deadline\}/g, ctx.c.deadline ? deadlineWhen(ctx.c.deadline) : '')
    .replace(/\{goal_deadline\}/g, () => {
      const deadline = goalDeadlineOf(ctx);
      return deadline ? deadlineWhen(deadline) : '';
    })
    .replace(/\{time_budget\}/g, ctx.c.timeBudget ?? '')
    .replace(/\{budget_amount\}/g, ctx.c.budget ?? '')
    .replace(/\{target\}/g, ctx.c.target ?? '')
    .replace(/\{per_period\}/g, ctx.c.perPeriod ?? '')
    .replace(/\{level\}/g, ctx.c.level ?? '')
    .replace(/\{standing\}/g, () => given.standing ?? '')
    .replace(/\{limit\}/g, () => given.limit ?? '')
    .replace(/\{target_role\}/g, () => given.target_role ?? 'the role you want')
    .replace(/\{skill_gap\}/g, () => given.skill_gap ?? 'the skill you lack most')
    .replace(/\{other_gaps\}/g, () => given.other_gaps ?? '')
    .replace(/\{role_open\}/g, () => roleLeftOpen(given.target_role ?? ''))
    .replace(/\{title\}/g, withoutEmoji(ctx.title))
    .replace(/\{subject\}/g, ctx.subject)
    .replace(/\{own_subject\}/g, ownSubject(ctx.title))
    .replace(/\{write_outcome\}/g, () => {
      const noun = nounGoal(ctx.title);
      return noun ? `Write down the measurable outcome you want for ${noun}` : 'Write the measurable outcome of {goal}';
    })
    .replace(/\{goal\}/g, (_, at: number, whole: string) => goalPhrase(ctx.goalTitle, sentenceVerb(whole.slice(0, at))) ?? GOAL_FALLBACK)
    .replace(/\{by_deadline\}/g, ctx.c.deadline ? ` ${deadlineClause(ctx.c.deadline)}` : '')
    .replace(/\{time\}/g, ctx.c.timeBudget ?? 'regular sessions')
    .replace(/\{budget\}/g, ctx.c.budget ? `within your budget of ${ctx.c.budget}` : 'at a cost you are comfortable with');
}

/** A template's text filled from a context: a todo's own words when its steps are planned. */
export const filledText = (text: string, ctx: KindContext) => fill(text, ctx);

function todoTemplate(todo: FamilyTodo, ctx: KindContext, earlierStage = false): TodoTemplate {
  const t = { ...withAlternatives(todo, ctx), ...(earlierStage ? todo.earlierStage : {}) };
  // A budget per period ("60 euros a month") is no budget of a one-off cost (the gear, the movers):
  // only a todo whose cost recurs (a tutor, lessons) is held to it.
  const own = budgetPerPeriod(ctx.c.budget) && !t.costRecurs ? { ...ctx, c: { ...ctx.c, budget: null } } : ctx;
  return {
    title: fill(t.title, own),
    description: fill(t.description, own),
    criteria: [...t.criteria.map((line) => fill(line, own)), ...(t.budgetCriterion ? budgetCriterion(own.c, t.budgetCriterion) : [])],
    priority: t.priority,
  };
}

/**
 * A stage's todos among those that apply, in the arc's order. A plan needs two: a stage left
 * with one starts with the todo before it, or goes on to the one after when it starts the arc.
 * Null when that leaves fewer than two or the whole arc.
 */
function stageTodos(data: FamilyData, titles: string[], ctx: KindContext, earlierStage: boolean): TodoTemplate[] | null {
  const arc = data.todos.filter((t) => applies(t.when, ctx));
  const stage = arc.filter((t) => titles.includes(t.title));
  if (stage.length === 0) return null;
  const first = arc.indexOf(stage[0]);
  const part = stage.length >= 2 ? stage : first === 0 ? [...stage, ...arc.slice(1, 2)] : [arc[first - 1], ...stage];
  return part.length < 2 || part.length === arc.length ? null : part.map((t) => todoTemplate(t, ctx, earlierStage));
}

/** The family's advice on the limits the person's description and answers state, each once, in the family's order. */
function limitAdvice(data: FamilyData, ctx: KindContext): string[] {
  const texts = [ctx.description, ...ctx.answers.split('\n')];
  return (data.limits ?? []).flatMap((limit) => {
    const names = keywordPattern(limit.names);
    const unless = limit.unless ? keywordPattern([limit.unless]) : null;
    const said = texts
      .filter((t) => !unless?.test(t))
      .flatMap((t) => {
        const part = names.exec(t);
        if (!part) return [];
        if (!limit.advice.includes('{part}')) return [limit.advice];
        return part.groups?.part ? [limit.advice.replace(/\{part\}/g, part.groups.part.toLowerCase())] : [];
      });
    return said.slice(0, 1);
  });
}

/**
 * The family's advice a text gives, as todos (the odyssey's plan writes the advice into its first
 * mission's description: "Get the sore knee checked by a physio before raising the load; get
 * running shoes fitted at a running shop."), and the text without it.
 */
function limitTodos(data: FamilyData, text: string): { todos: TodoTemplate[]; rest: string } {
  const todos: TodoTemplate[] = [];
  const rest = (data.limits ?? []).reduce((left, limit) => {
    const advice = new RegExp(escapeRegex(limit.advice).replace(/\\\{part\\\}/g, '(?<part>[\\p{L}-]+)'), 'giu');
    return left.replace(advice, (found: string, ...args: unknown[]) => {
      const part = (args.at(-1) as { part?: string } | undefined)?.part?.toLowerCase() ?? '';
      const filled = (line: string) => line.replace(/\{part\}/g, part);
      if (!todos.some((t) => t.title.toLowerCase() === found.toLowerCase())) {
        todos.push({ title: capitalize(found), description: filled(limit.todo.description), criteria: limit.todo.criteria.map(filled), priority: limit.todo.priority });
      }
      return ' ';
    });
  }, text);
  return { todos, rest };
}

/** The questions whose conditions hold, filled from the context. */
const questionsAsked = (questions: FamilyData['missionQuestions'], ctx: KindContext) =>
  questions.flatMap((q) => (typeof q === 'string' ? [fill(q, ctx)] : applies(q.when, ctx) ? [fill(q.text, ctx)] : []));

/** The family as a goal kind the offline planner can plan with. */
export function familyKind(data: FamilyData): GoalKind {
  return {
    id: data.id,
    label: data.label,
    keywords: { strong: keywordPattern(data.strong), weak: keywordPattern(data.weak ?? []) },
    behaviourGoals: data.behaviourGoals ?? true,
    yieldsToFields: data.yieldsToFields ?? false,
    missionQuestions: (ctx) => questionsAsked(data.missionQuestions, ctx),
    odysseyQuestions: (ctx) => questionsAsked(data.odysseyQuestions, ctx),
    todos: (ctx): TodoTemplate[] => data.todos.filter((t) => !t.stageOnly && applies(t.when, ctx)).map((t) => todoTemplate(t, ctx)),
    missions: (ctx) =>
      data.missions
        .filter((m) => applies(m.when, ctx))
        .map((m) => ({ title: fill(m.title, ctx), description: fill(m.description, ctx), ...(m.afterGoal ? { afterGoal: true } : {}) })),
    limitAdvice: (ctx) => limitAdvice(data, ctx),
    limitTodos: (text) => limitTodos(data, text),
    stages: (ctx): KindStage[] => {
      const missions = data.missions.filter((m) => m.when === undefined || !GOAL_CONDITIONS.includes(m.when) || applies(m.when, ctx));
      // The stage that reaches the goal is the last before those after it.
      const goalAt = missions.map((m) => !m.afterGoal).lastIndexOf(true);
      return missions.map((m, i) => ({
        title: m.title,
        names: m.names ? keywordPattern(m.names) : null,
        todos: m.todos ? stageTodos(data, m.todos, ctx, i < goalAt) : null,
        work: data.todos.filter((t) => m.todos?.includes(t.title) && applies(t.when, ctx)).map((t) => todoTemplate(t, ctx).title),
      }));
    },
    stepTips: (ctx, work) =>
      data.stepTips
        .filter((s) => s.for.includes(work))
        .map((s) => ({
          title: fill(s.title, ctx),
          description: fill(s.description, ctx),
          afterTheWork: s.afterTheWork,
          ...(s.fits ? { fits: keywordPattern([s.fits]) } : {}),
          ...(s.unless ? { unless: keywordPattern([s.unless]) } : {}),
        })),
    chatTip: data.chatTip,
  };
}

import type { PlanConstraints } from './constraints';
import { FAMILIES, GENERAL } from './families';
import { familyKind, filledText, keywordPattern } from './families/familyData';
import { MONTHLY_REVIEW_STEPS, MONTHLY_REVIEW_TITLE, type GoalKind, type KindContext, type TodoTemplate } from './goalKind';
import { movesAbroadNamed } from './countries';
import { daysBetween, isoDay, readDeadline } from './deadlineDate';
import { horizonOf, horizonOfDays, RELATIVE_ONLY } from './horizon';
import { escapeRegex, subjectOf, withoutLeadIn } from './text';
import { FRAME_SENTENCES } from './frameAnswers';
import { CONSTRAINTS_NOTE } from './planNotes';
import { AIM_SENTENCE } from './missionAim';

/** Every kind the offline planner knows, in order of preference on equal scores. */
export const KINDS: GoalKind[] = FAMILIES.map(familyKind);

/** The plan when no family fits: the person's own words in a sound general shape. */
export const GENERAL_KIND: GoalKind = familyKind(GENERAL);

/** The spans of a text a pattern matches. */
function matchSpans(text: string, pattern: RegExp | undefined): Array<[number, number]> {
  if (!pattern) return [];
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g');
  return [...text.matchAll(global)].map((m): [number, number] => [m.index ?? 0, (m.index ?? 0) + m[0].length]);
}

const countMatches = (text: string, pattern: RegExp | undefined): number => matchSpans(text, pattern).length;

const WEAK = 0.34;
/** The best kind must score this many times the runner-up to be trusted. */
const MARGIN = 1.5;
/** A kind the title does not name needs this much evidence from the description and answers. */
const MIN_SCORE_WITHOUT_TITLE = 3;

/**
 * A goal about how the person behaves rather than a thing to make: a trait
 * or a habit to drop ("Be more patient with my kids", "Stop shouting"), doing
 * something more or less ("Lie less to my parents", "Spend more time with
 * them", "Call them more often"), or something done on a rhythm ("Visit my
 * grandmother every month", "twice a week", "weekly" at the end: "Schedule
 * weekly time" is a plan's step, not a rhythm). A todo of such a goal names it
 * so too ("Finish being more patient with your kids").
 */
export function isBehaviourGoal(title: string): boolean {
  const t = withoutLeadIn(title).toLowerCase();
  return (
    /^(?:be|stay|stop|quit|lie|shout|yell|argue|nag|complain|worry|listen)\b|\b(?:being|staying|stopping|quitting|lying|shouting|yelling|arguing|nagging|complaining|worrying)\b/.test(t) ||
    /\bmore\s+(?:time|often)\b|\bless\b(?!\s+than)/.test(t) ||
    /\b(?:every|each)\s+(?:other\s+)?(?:day|morning|evening|night|week|weekend|month|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/.test(t) ||
    /\bregularly\b|\b(?:daily|weekly|monthly|nightly)$|\b(?:once|twice|\d+\s+times)\s+(?:a|per)\s+(?:day|week|month)\b/.test(t)
  );
}

/**
 * A title's verb (with the particles that go with it: "Get ready for", "Move to") and the thing
 * it acts on, up to the first word that says what for, where or when: "Launch" and "an Etsy
 * shop" of "Launch an Etsy shop for my pottery", "Move to" and "Manchester" of "Move to
 * Manchester for my new job".
 */
const MAIN_CLAUSE =
  /^(\S+(?:\s+(?:ready|up|out|off|back))?(?:\s+(?:for|to|into|on|at))?)\s+(.+?)(?=\s+(?:for|at|on|in|with|by|before|after|from|to|so|because|when|while|as|next|this|during|until|within)\b|[,;:.!?]|$)/i;

/** Words that point to the thing rather than say what it is: "an", "my", "our". */
const DETERMINERS = /^(?:a|an|the|my|our|your|his|her|their|its|this|that|these|those|some|new)$/i;

/**
 * Whether a kind's words (strong or weak) name every word of a thing but its determiners, one
 * of them strong: "an Etsy shop" is wholly a business's thing; "calligraphy invitations" are
 * invitations of a craft no field knows, so they do not make an event of the goal.
 */
function namesWholly(kind: GoalKind, thing: string): boolean {
  const strong = matchSpans(thing, kind.keywords.strong);
  const spans = [...strong, ...matchSpans(thing, kind.keywords.weak)];
  const words = [...thing.matchAll(/[\p{L}\p{N}'’-]+/gu)].filter((w) => !DETERMINERS.test(w[0]));
  const within = (w: RegExpMatchArray) => spans.some(([from, to]) => (w.index ?? 0) >= from && (w.index ?? 0) + w[0].length <= to);
  return strong.length > 0 && words.length > 0 && words.every(within);
}

/**
 * Of fields a title names about equally, the one the goal is about: the one whose words name the
 * whole thing its verb acts on ("Launch an Etsy shop for my pottery" is a business: a shop on
 * Etsy), else the one its verb names when the thing is no field's ("Move to Manchester for my
 * new job" is a move). Null when neither tells one field.
 */
function namedByMainClause(title: string, kinds: GoalKind[]): GoalKind | null {
  const clause = MAIN_CLAUSE.exec(withoutLeadIn(title));
  if (!clause) return null;
  const [, verb, thing] = clause;
  const byThing = kinds.filter((kind) => namesWholly(kind, thing));
  if (byThing.length > 0) return byThing.length === 1 ? byThing[0] : null;
  const inThing = kinds.filter((kind) => countMatches(thing, kind.keywords.strong) > 0);
  if (inThing.length === 0) {
    const byVerb = kinds.filter((kind) => countMatches(verb, kind.keywords.strong) > 0);
    return byVerb.length === 1 ? byVerb[0] : null;
  }
  const byVerb = kinds.filter((kind) => countMatches(verb, kind.keywords.strong) + countMatches(verb, kind.keywords.weak) > 0);
  // "Train for a 100 km cycling tour": the verb and a word of the thing name the same field.
  const agreed = inThing.filter((kind) => byVerb.includes(kind));
  if (agreed.length === 1) return agreed[0];
  // "Write calligraphy invitations": the verb names one field and the thing another; neither tells.
  if (byVerb.length > 0) return null;
  // "Plan a school reunion for our class": the thing is one field's alone.
  return inThing.length === 1 ? inThing[0] : namedByHead(thing, inThing);
}

/**
 * Of fields the words of one thing name, the one its last words name: "a family reunion" is a
 * reunion, "a baby photo album" a photo album (the longest name wins). A budget is what the person
 * can spend, not what the thing is: "the wedding budget" names no field by it.
 */
function namedByHead(thing: string, kinds: GoalKind[]): GoalKind | null {
  if (/\bbudgets?$/i.test(thing)) return null;
  const head = kinds
    .map((kind) => ({ kind, length: Math.max(0, ...matchSpans(thing, kind.keywords.strong).filter(([, to]) => to === thing.length).map(([from, to]) => to - from)) }))
    .filter((h) => h.length > 0)
    .sort((a, b) => b.length - a.length);
  return head.length > 0 && (head.length === 1 || head[0].length > head[1].length) ? head[0].kind : null;
}

/** The place or occasion after a verb and its object: "at my brother's wedding" of "Give the best man speech at my brother's wedding". */
const OCCASION = /(?<=^\S+\s+(?:a|an|the|my|our|his|her|their)\s+[^,;:]+?)\s+(?:at|during)\s+(?:a|an|the|my|our|his|her|their|this|next)\s+.+$/i;

const TITLE_VERB = /^\S+(?:\s+(?:up|out|off|away|down|through)\b)?/i;

export type Classification = {
  kind: GoalKind;
  /** False when the evidence was thin or split: the plan then follows the person's own words. */
  confident: boolean;
  /** Score per kind id (only kinds with any hit), for tests and the eval report. */
  scores: Record<string, number>;
};

/**
 * Scores every kind from keyword hits: the title counts three times (its
 * first word, usually the goal's verb, twice more, with its particle: "Clear out"), the description and the
 * answers once; a weak word counts a third. A kind is chosen only with at
 * least one strong word and a clear lead over the runner-up; fields the title
 * names about equally are told apart by what its verb acts on (a shop is a
 * business, a move to a city a move); otherwise a kind that yields to fields plans a goal whose title names it (habits: "Visit my
 * grandmother every month"), else the general kind plans from the person's own
 * words, so a goal never gets the frame of another field. A goal about how the
 * person behaves never gets the frame of a kind that makes things ("Be more
 * patient with my kids" is not a photo album).
 */
export function classifyGoal(title: string, rest: string): Classification {
  // The title's verb, with the particle that makes it one verb ("Clear out", "Tidy up", "Sort out").
  const firstWord = TITLE_VERB.exec(title.trim())?.[0] ?? '';
  // The deadline a title ends on says when, not what the goal is about: "Learn Spanish to B1 before a
  // trip in August" is a language goal; the trip counts as the person's other words do.
  const goal = titleWithoutDeadline(title);
  rest = `${rest}\n${title.trim().slice(goal.length)}`;
  title = goal;
  // Where a thing is done says no more than when: "Give the best man speech at my brother's wedding" is a speech, not a wedding to organise.
  const occasion = OCCASION.exec(title);
  if (occasion) {
    rest = `${rest}\n${occasion[0]}`;
    title = title.slice(0, occasion.index);
  }
  // A move to another country is a move abroad, not a house move: "Move to Canada" reads "Move abroad".
  title = movesAbroadNamed(title);
  // A budget or an amount says what the person can spend, not what the goal is about.
  rest = movesAbroadNamed(rest).replace(/[$€£]\s?\d[\d,.]*\s?k?|\b\d[\d,.]*\s?k?\s?(?:eur|euros?|usd|dollars?|gbp|chf|pounds)\b|\bbudget\b/gi, ' ');
  const behaviour = isBehaviourGoal(title);
  const allowed = KINDS.filter((kind) => kind.behaviourGoals || !behaviour);
  const scored = allowed.filter((kind) => !kind.yieldsToFields).map((kind) => {
    const hits = (text: string) => countMatches(text, kind.keywords.strong) + WEAK * countMatches(text, kind.keywords.weak);
    const strongHits = countMatches(`${title}\n${rest}`, kind.keywords.strong);
    return { kind, strongHits, titleHits: countMatches(title, kind.keywords.strong), score: hits(title) * 3 + hits(firstWord) * 2 + hits(rest) };
  })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
  const scores = Object.fromEntries(scored.map((s) => [s.kind.id, Math.round(s.score * 100) / 100]));
  const [best, second] = scored;
  // Outside the title, one stray word ("guest", "film") is not enough to give a goal another field's frame.
  const evidence = best !== undefined && (best.titleHits > 0 || best.score >= MIN_SCORE_WITHOUT_TITLE);
  const confident = best !== undefined && best.strongHits > 0 && evidence && (second === undefined || best.score >= second.score * MARGIN);
  if (confident) return { kind: best.kind, confident, scores };
  // Fields close in score, each named by the title: what the title's verb acts on decides.
  const close = scored.filter((s) => s.titleHits > 0 && s.strongHits > 0 && s.score * MARGIN > (best?.score ?? 0));
  const about = close.length >= 2 ? namedByMainClause(title, close.map((s) => s.kind)) : null;
  if (about) return { kind: about, confident: true, scores };
  // No field fits: a kind that names how the goal is done ("Call my parents every week") plans it when its title says so.
  const shape = allowed.find((kind) => kind.yieldsToFields && countMatches(title, kind.keywords.strong) > 0);
  return shape ? { kind: shape, confident: true, scores: { ...scores, [shape.id]: countMatches(title, shape.keywords.strong) * 3 } } : { kind: GENERAL_KIND, confident, scores };
}

export function detectKind(title: string, rest: string): GoalKind {
  return classifyGoal(title, rest).kind;
}

/** A template's text as a pattern's source: each slot matches `slot`, a bracketed part may be missing. */
function templateSource(text: string, slot = '.+'): string {
  const slots = (part: string) => part.split(/(\{\w+\})/).map((p) => (/^\{\w+\}$/.test(p) ? slot : escapeRegex(p))).join('');
  return text
    .split(/(\[[^\]]*\])/)
    .map((part) => (part.startsWith('[') ? `(?:${slots(part.slice(1, -1))})?` : slots(part)))
    .join('');
}

/** A todo title a template writes, as a pattern: slots match any words, a bracketed part may be missing. */
const titlePattern = (title: string) => new RegExp(`^${templateSource(title)}$`, 'i');

/** A todo as a family writes it: `names`, the words of the field its wording is for (null: any). */
type WrittenTodo = { title: string; description: string; steps?: Array<{ title: string; description: string }>; names: RegExp | null };

/**
 * Every todo title the families' templates write (the ones written for an exclusion too), with its
 * kind and the template's description and written steps; the monthly review any plan may get is no
 * family's: it is written once, as the general plan's. A wording with a title of its own is other work: it has only the steps written for it.
 * One for a field that keeps the todo's title and has steps of its own (a runner's baseline) is
 * the same work done that field's way: `names` says when the todo's own words are of that field.
 */
const TEMPLATE_TITLES = [...FAMILIES, GENERAL].flatMap((family, i) => {
  const kind = i < KINDS.length ? KINDS[i] : GENERAL_KIND;
  const texts = family.todos.flatMap((todo): WrittenTodo[] => [
    { ...todo, names: null },
    ...[...Object.values(todo.without ?? {}), ...(todo.forGoals ?? [])].flatMap((w) => (w.title ? [{ title: w.title, description: w.description ?? todo.description, steps: w.steps, names: null }] : [])),
    ...(todo.forGoals ?? []).flatMap((w) => (!w.title && w.steps ? [{ title: todo.title, description: w.description ?? todo.description, steps: w.steps, names: keywordPattern(w.names) }] : [])),
  ]);
  return texts
    .filter((t) => t.title !== MONTHLY_REVIEW_TITLE)
    .map((t) => ({ kind, pattern: titlePattern(t.title), description: t.description, steps: t.steps, names: t.names }));
}).concat({ kind: GENERAL_KIND, pattern: titlePattern(MONTHLY_REVIEW_TITLE), description: 'Once a month, compare progress with the plan and adjust it.', steps: MONTHLY_REVIEW_STEPS, names: null });

/** Every mission title the families write when they plan an odyssey, with its kind. */
const MISSION_TITLES = FAMILIES.flatMap((family, i) => family.missions.map((mission) => ({ kind: KINDS[i], pattern: titlePattern(mission.title) })));

/**
 * The kind of a mission an odyssey's plan wrote: the family whose missions include its title
 * ("Scope and budget" is a home project's first mission, not a money goal). Null for a title no
 * family's or several families' missions have: its words then tell.
 */
export function missionTemplateKind(title: string): GoalKind | null {
  const kinds = new Set(MISSION_TITLES.filter(({ pattern }) => pattern.test(title.trim())).map((t) => t.kind));
  return kinds.size === 1 ? [...kinds][0] : null;
}

/** A template's text as a pattern found within a text, from a sentence's start: slots match any words, or none. */
const sentencePattern = (text: string) => new RegExp(`(?<=^|[.!?;]\\s+)${templateSource(text, '.*?')}(?=\\s|$)`, 'gi');

/** Every mission the families write when they plan an odyssey: its title, and its description, found within a text. */
const MISSION_TEXTS = FAMILIES.flatMap((family) => family.missions.map((mission) => ({ title: titlePattern(mission.title), description: sentencePattern(mission.description) })));

/** What else an odyssey's plan writes into a mission's description: the frame its answers set, the constraints, the mission's own day. */
const PLANNED_SENTENCES = [AIM_SENTENCE, FRAME_SENTENCES, CONSTRAINTS_NOTE].map((p) => new RegExp(p.source, 'gi'));

/**
 * A mission's description without what an odyssey's plan wrote in it, as `missionTemplateKind`
 * knows its title: the summary of the stage the family writes for that title ("Measure the
 * baseline, plan the weeks around 4 hours a week and make training a habit."), the frame and
 * constraints of the answers and the "Aim to finish by ..." sentence. What is left is the
 * person's own; `summary` says whether the stage's summary was there (the stage's todos plan it).
 */
export function personsOwnText(missionTitle: string, description: string): { text: string; summary: boolean } {
  const written = MISSION_TEXTS.filter(({ title }) => title.test(missionTitle.trim()));
  const withoutSummary = written.reduce((text, { description: summary }) => text.replace(summary, ' '), description);
  const text = PLANNED_SENTENCES.reduce((rest, sentence) => rest.replace(sentence, ' '), withoutSummary);
  return { text: text.replace(/\s+/g, ' ').trim(), summary: withoutSummary !== description };
}

/**
 * The words of a mission's description the person wrote: `personsOwnText` less the field's advice
 * on a limit the odyssey's plan wrote there ("Get the sore knee checked by a physio ...").
 */
export function personsOwnWords(kind: GoalKind, missionTitle: string, description: string): string {
  return kind.limitTodos(personsOwnText(missionTitle, description).text).rest.replace(/\s+/g, ' ').trim();
}

/** Whether a mission's title is one a plan of the field writes for one of its stages ("Lay the groundwork"). */
export const isStageTitle = (kind: GoalKind, ctx: KindContext, missionTitle: string) => kind.stages(ctx).some((stage) => titlePattern(stage.title).test(missionTitle.trim()));

/**
 * Whether an item of the person's plan names the stage a mission of the field's plan is: "Get
 * three quotes from bathroom fitters" names "Line up help and materials" (its words name quotes).
 */
export function stageNamedBy(kind: GoalKind, ctx: KindContext, missionTitle: string, items: string[]): boolean {
  const stage = kind.stages(ctx).find((s) => titlePattern(s.title).test(missionTitle.trim()));
  return stage?.names != null && items.some((item) => stage.names?.test(item) ?? false);
}

/**
 * The todos of the one stage of the kind's field a mission's title names: a stage's own title
 * ("Write the draft", "Build the base"), else the words of exactly one stage ("Find a venue",
 * "Build the running base"). Null when it names none, several, or a stage with no todos of its
 * own: the mission then gets the field's whole arc. `inPlan`: the mission is one of an odyssey's
 * plan, so a stage title of one word ("Move", "Launch {subject}") names that stage too.
 */
export function namedStageTodos(kind: GoalKind, ctx: KindContext, inPlan = false): TodoTemplate[] | null {
  const title = ctx.title.trim();
  const stages = kind.stages(ctx);
  // On its own, a stage title of one word and the goal ("Launch {subject}") reads as the whole goal too: "Launch our MVP".
  const ownWords = (stageTitle: string) => stageTitle.replace(/\{\w+\}/g, ' ').trim().split(/\s+/).filter(Boolean).length;
  const byTitle = stages.filter((stage) => (inPlan || ownWords(stage.title) >= 2) && titlePattern(stage.title).test(title));
  const named = byTitle.length > 0 ? byTitle : stages.filter((stage) => stage.names !== null && countMatches(title, stage.names) > 0);
  return named.length === 1 ? named[0].todos : null;
}

/**
 * The kind of a todo a template wrote: the family whose template writes its title, whatever
 * words the template uses ("List the tools, money and help for {goal}" is the general plan's,
 * not finance; "Stock the pantry basics" is cooking). The monthly review any plan may get is
 * the general plan's ("every month" does not make it a habit). Null for a title no template or
 * several families' templates write: its words then tell.
 */
export function templateKind(title: string): GoalKind | null {
  if (title.trim() === MONTHLY_REVIEW_TITLE) return GENERAL_KIND;
  const kinds = new Set(TEMPLATE_TITLES.filter(({ pattern }) => pattern.test(title.trim())).map((t) => t.kind));
  return kinds.size === 1 ? [...kinds][0] : null;
}

/** Where a title goes on with what its work is for: "for the half marathon", "before my trip", "ahead of the move". */
const PURPOSE = /\s+(?:for|before|ahead\s+of|so\s+that)\s+\S/gi;

/**
 * The one template whose title the todo has: as it is written, else with what the work is for
 * left off ("Write a weekly training plan for the half marathon" is "Write a weekly training
 * plan"), the longest title first. Null when no template or several write it.
 */
function writtenTemplate(title: string, words: string): (typeof TEMPLATE_TITLES)[number] | null {
  const cuts = [...title.matchAll(PURPOSE)].map((m) => m.index).reverse();
  for (const head of [title, ...cuts.map((at) => title.slice(0, at))]) {
    const found = TEMPLATE_TITLES.filter(({ pattern }) => pattern.test(head));
    if (found.length === 0) continue;
    // The way of a field the todo's words name (the family's first, as its plan chooses), else the todo as written.
    const named = found.filter((t) => t.names?.test(words));
    if (named.length > 0) return new Set(named.map((t) => t.kind)).size === 1 ? named[0] : null;
    const plain = found.filter((t) => !t.names);
    return plain.length === 1 ? plain[0] : null;
  }
  return null;
}

/** The steps a family wrote for a todo, and the description they go with, filled from the todo's own words. */
export type WrittenSteps = { steps: Array<{ title: string; description: string }>; description: string };

/**
 * The steps written for the one template whose title the todo has ("Write a weekly training
 * plan", also with what it is for: "... for the half marathon"), filled from the todo's own words
 * (`ctx`: its weekly time, its deadline), as written for the field those words name (a runner's
 * baseline is a timed run). Null for a title no template or several write, or a template with no
 * steps written.
 */
export function templateSteps(title: string, ctx: KindContext): WrittenSteps | null {
  const template = writtenTemplate(title.trim(), `${title}\n${ctx.description}`);
  if (!template?.steps) return null;
  return {
    steps: template.steps.map((step) => ({ title: filledText(step.title, ctx), description: filledText(step.description, ctx) })),
    description: filledText(template.description, ctx),
  };
}

/**
 * `now` dates the deadline; without it, or when the deadline is not a day to come (already
 * past, or unreadable), the horizon is read from relative words only ("within 3 months").
 */
/**
 * The title without the deadline it ends on ("Save 8,000 for a car by next summer" -> "Save 8,000
 * for a car", "Learn Spanish before my trip in May 2027" -> "Learn Spanish"): the plan's todos
 * name the goal, and the day goes into their due dates.
 */
function withoutDeadline(title: string, deadline: string | null): string {
  const t = title.trim().replace(/[.!]+$/, '');
  if (!deadline || !t.toLowerCase().endsWith(deadline.toLowerCase())) return title;
  const before = t.slice(0, t.length - deadline.length);
  // What leads up to the date: "before my trip in May 2027" goes whole.
  const rest = before.replace(/\s+(?:by|before|until|till|no\s+later\s+than)\s+(?:[\p{L}'’]+\s+){0,4}$/iu, ' ').trim();
  return rest.length >= 3 ? rest : title;
}

/** A day before any a person types, so that every date a title names is read as ahead of it. */
const WORDS_ONLY_REFERENCE = new Date('2000-01-01T00:00:00Z');

/** The title without the deadline it names at its end: "Learn Spanish to B1" of "Learn Spanish to B1 before a trip in August". */
const titleWithoutDeadline = (title: string) => withoutDeadline(title, readDeadline([title], WORDS_ONLY_REFERENCE)?.phrase ?? null).trim();

export function kindContext(title: string, description: string, c: PlanConstraints, now?: Date, answers = ''): KindContext {
  const horizon = c.deadlineDate && now ? horizonOfDays(daysBetween(isoDay(now), c.deadlineDate)) : horizonOf(c.deadline, RELATIVE_ONLY);
  // The title's own deadline goes too when an answer gave the day ("Run a half marathon in October", "The race is on 18 October").
  const goalTitle = titleWithoutDeadline(withoutDeadline(title, c.deadline));
  return { title: title.trim(), goalTitle, subject: subjectOf(goalTitle), description: description.trim(), answers: answers.trim(), c, horizon };
}

export type { GoalKind, KindContext };

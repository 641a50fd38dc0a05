import type { DueDateOutlook } from '../../domain/forecast/completionForecast';
import { missionsByHealth, type HealthStatus } from '../../domain/missions/health';
import { completionOf } from '../../domain/missions/progress';
import { compareRisk } from '../../domain/missions/riskVerdict';
import { isStopword, stem } from '../offline/text';
import type { ContextMission, ContextOdyssey, ContextTodo, DirectorContext } from './context';

/** Pure readings of a Director context, shared by the offline Director and the analyse tool. */

const priorityRank = { high: 0, medium: 1, low: 2 } as const;

export const openTodosOf = (ctx: DirectorContext): ContextTodo[] => (ctx.todos ?? []).filter((t) => t.status !== 'completed');

const dueMs = (t: ContextTodo) => (t.dueDate === null ? Number.POSITIVE_INFINITY : Date.parse(t.dueDate));

/** Most overdue first. */
export function overdueTodos(ctx: DirectorContext): ContextTodo[] {
  return openTodosOf(ctx)
    .filter((t) => t.overdue)
    .sort((a, b) => dueMs(a) - dueMs(b) || priorityRank[a.priority] - priorityRank[b.priority] || a.title.localeCompare(b.title));
}

/** Due within 48 hours, soonest first. */
export function dueSoonTodos(ctx: DirectorContext): ContextTodo[] {
  return openTodosOf(ctx)
    .filter((t) => t.dueSoon)
    .sort((a, b) => dueMs(a) - dueMs(b) || a.title.localeCompare(b.title));
}

const riskKey = (m: ContextMission) => ({ attention: m.attention, overdue: m.overdueTodos, title: m.title });

/**
 * Active missions whose risk verdict asks for attention, most at risk first (critical, will
 * miss its due dates, at risk): the dashboard's "Needs attention" in the same order.
 */
export function missionsNeedingAttention(ctx: DirectorContext): ContextMission[] {
  return (ctx.missions ?? []).filter((m) => m.attention !== null).sort((a, b) => compareRisk(riskKey(a), riskKey(b)));
}

export type FocusItem = { todo: ContextTodo; reason: string };

/**
 * What to work on now: todos that can start before those that wait for an open todo, then
 * overdue first, then due soon, then work already started, then by priority and due date. The
 * reason says why, in words a person reads at a glance.
 */
export function focusItems(ctx: DirectorContext, limit: number): FocusItem[] {
  const bucket = (t: ContextTodo) => (t.overdue ? 0 : t.dueSoon ? 1 : t.status === 'in_progress' ? 2 : 3);
  const blocked = (t: ContextTodo) => (t.waitingFor.length > 0 ? 1 : 0);
  return openTodosOf(ctx)
    .sort(
      (a, b) =>
        blocked(a) - blocked(b) ||
        bucket(a) - bucket(b) ||
        priorityRank[a.priority] - priorityRank[b.priority] ||
        dueMs(a) - dueMs(b) ||
        a.title.localeCompare(b.title),
    )
    .slice(0, limit)
    .map((todo) => ({ todo, reason: focusReason(todo) }));
}

/** An open todo whose every step is done: what is left is showing its success criteria are met (or completing it). */
export const allStepsDone = (t: ContextTodo) => t.totalSteps > 0 && t.completedSteps >= t.totalSteps;

/**
 * How late an overdue todo is, in calendar days as a person counts them: "due yesterday" the
 * day after its due day (however few hours ago that day ended), "3 days overdue" later, and
 * "due earlier today" for a due time that passed today.
 */
export function overdueWords(daysOverdue: number): string {
  if (daysOverdue <= 0) return 'due earlier today';
  if (daysOverdue === 1) return 'due yesterday';
  return `${daysOverdue} days overdue`;
}

function focusReason(t: ContextTodo): string {
  if (t.waitingFor.length > 0) return `Waits for ${t.waitingFor.map((title) => `“${title}”`).join(', ')}`;
  if (t.overdue) return capitalise(overdueWords(t.daysOverdue));
  if (t.dueSoon) return `Due ${formatDate(t.dueDate)}`;
  if (allStepsDone(t)) return `All ${t.totalSteps} steps done: check its success criteria`;
  if (t.status === 'in_progress') return `In progress (${t.completedSteps}/${t.totalSteps} steps)`;
  return `${capitalise(t.priority)} priority${t.dueDate ? `, due ${formatDate(t.dueDate)}` : ''}`;
}

export type ProgressSummary = {
  odysseys: { total: number; active: number; completed: number } | null;
  missions: { total: number; active: number; completed: number; paused: number; healthy: number; atRisk: number; critical: number } | null;
  todos: { total: number; pending: number; inProgress: number; completed: number; overdue: number; dueSoon: number; completionRate: number } | null;
  steps: { total: number; completed: number } | null;
};

export function progressSummary(ctx: DirectorContext): ProgressSummary {
  const active = (m: ContextMission) => m.status === 'active';
  const todos = ctx.todos;
  const todosDone = completionOf(todos ?? []);
  const byHealth = missionsByHealth(ctx.missions ?? []);
  return {
    odysseys: ctx.odysseys && {
      total: ctx.odysseys.length,
      active: ctx.odysseys.filter((o) => o.status === 'active').length,
      completed: ctx.odysseys.filter((o) => o.status === 'completed').length,
    },
    missions: ctx.missions && {
      total: ctx.missions.length,
      active: ctx.missions.filter(active).length,
      completed: ctx.missions.filter((m) => m.status === 'completed').length,
      paused: ctx.missions.filter((m) => m.status === 'paused').length,
      healthy: byHealth.healthy,
      atRisk: byHealth.at_risk,
      critical: byHealth.critical,
    },
    todos: todos && {
      total: todos.length,
      pending: todos.filter((t) => t.status === 'pending').length,
      inProgress: todos.filter((t) => t.status === 'in_progress').length,
      completed: todosDone.completed,
      overdue: todos.filter((t) => t.overdue).length,
      dueSoon: todos.filter((t) => t.dueSoon).length,
      completionRate: todosDone.progress,
    },
    steps: ctx.steps && { total: ctx.steps.length, completed: ctx.steps.filter((s) => s.status === 'completed').length },
  };
}

export type NamedEntity =
  | { kind: 'mission'; mission: ContextMission }
  | { kind: 'odyssey'; odyssey: ContextOdyssey }
  | { kind: 'todo'; todo: ContextTodo };

const stopwords = new Set(
  'a an and the of to for in on my me i is are was be how what doing going with about at it its this that our your do does'.split(' '),
);
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 1 && !stopwords.has(w));

/**
 * Where a message names one of the user's missions, odysseys or todos: the one it clearly names,
 * else the titles it comes close to. `byWords`: named only by a word or two its title holds
 * ("the hotel"), not by its title. `several`: the words it names ("run") when `near` lists the
 * titles holding them all, null otherwise.
 */
export type NameMatch = {
  entity: NamedEntity | null;
  near: string[];
  byWords: boolean;
  several: string | null;
  /** When the titles holding `several` are one mission and todos of it ("visa"): the mission, and those todos' titles. */
  holder?: { entity: NamedEntity; todos: string[] };
};

type Candidate = { entity: NamedEntity; title: string };

/**
 * How well the message names a title: its whole title; or at least half of the title's words
 * (two at least, or the one word of a one-word title) written together, with no other word
 * among them ("the long run" names "Long run of 25 km"; "the long bike ride of 25 km" and "the
 * long run of 10 km" do not: a bike ride and 10 km are not in the title). Loose: two shared words,
 * or a one-word title, with other words between. Words are compared by stem ("buying", "buy").
 */
function howNamed(messageWords: string[], messageText: string, title: string): { clear: boolean; loose: boolean; score: number; by: string | null } {
  const titleWords = words(title);
  const titleStems = new Set(titleWords.map(stem));
  const none = { clear: false, loose: false, score: 0, by: null };
  if (titleWords.length === 0) return none;
  if (messageText.includes(` ${titleWords.join(' ')} `)) return { clear: true, loose: false, score: 1000 + titleWords.length, by: null };
  const messageStems = messageWords.map(stem);
  const at = messageStems.flatMap((w, i) => (titleStems.has(w) ? [i] : []));
  const shared = new Set(at.map((i) => messageStems[i])).size;
  if (shared < Math.min(2, titleStems.size)) return none;
  const share = shared / titleStems.size;
  const together = at.length > 0 && messageStems.slice(at[0], at[at.length - 1] + 1).every((w) => titleStems.has(w));
  const score = share * 100 + titleWords.length;
  return { clear: together && share >= 0.5, loose: true, score, by: [...new Set(at.map((i) => messageWords[i]))].join(' ') };
}

/**
 * The mission, odyssey or todo the message clearly names (longer and more fully named titles
 * win); two named equally well, or only loosely, are no answer: their titles come back as `near`,
 * so the reply can say it is not sure rather than report on the wrong one.
 */
export function matchNamedEntity(ctx: DirectorContext, message: string): NameMatch {
  const candidates: Candidate[] = [
    ...(ctx.missions ?? []).map((mission) => ({ entity: { kind: 'mission', mission } as NamedEntity, title: mission.title })),
    ...(ctx.odysseys ?? []).map((odyssey) => ({ entity: { kind: 'odyssey', odyssey } as NamedEntity, title: odyssey.title })),
    ...(ctx.todos ?? []).map((todo) => ({ entity: { kind: 'todo', todo } as NamedEntity, title: todo.title })),
  ];
  const messageWords = words(message);
  const messageText = ` ${messageWords.join(' ')} `;
  const rated = candidates.map((c) => ({ ...c, ...howNamed(messageWords, messageText, c.title) })).filter((c) => c.clear || c.loose);
  const clear = rated.filter((c) => c.clear).sort((a, b) => b.score - a.score);
  const found = { near: [], byWords: false, several: null };
  if (clear.length > 0) {
    // Titles named as well as the best, or holding the very words it is named by ("the Spanish
    // course" in "Enrol in the Spanish course" and "Finish Spanish course module 3"), are named
    // alike, whichever is shorter: the message names them all, and `several` says by which words.
    const [best] = clear;
    const alike = clear.filter((c) => c.score === best.score || (best.by !== null && c.by === best.by));
    if (alike.length === 1) return { ...found, entity: best.entity };
    const odyssey = odysseyHolding(alike);
    if (odyssey) return { ...found, entity: odyssey };
    const several = best.by !== null && alike.every((c) => c.by === best.by) ? best.by : null;
    return { entity: null, near: [...new Set(alike.map((c) => c.title))].slice(0, several ? 5 : 3), byWords: false, several };
  }
  const held = titlesHoldingName(candidates, message, ctx.missions ?? []);
  if (held?.holding.length === 1) return { ...found, entity: held.holding[0].entity, byWords: true };
  const odyssey = held ? odysseyHolding(held.holding) : null;
  if (odyssey) return { ...found, entity: odyssey, byWords: true };
  if (held) {
    const holder = missionHolding(held.holding);
    return { entity: null, near: [...new Set(held.holding.map((c) => c.title))].slice(0, 5), byWords: true, several: held.name, ...(holder ? { holder } : {}) };
  }
  const near = rated.sort((a, b) => b.score - a.score).map((c) => c.title);
  return { entity: null, near: [...new Set(near)].slice(0, 3), byWords: false, several: null };
}

/**
 * One odyssey and missions of its own, the titles named alike ("my marathon": "Run a marathon" and
 * its "Peak for the marathon"): the odyssey, the goal its missions serve.
 */
function odysseyHolding(named: Candidate[]): NamedEntity | null {
  const odysseys = named.flatMap((c) => (c.entity.kind === 'odyssey' ? [c.entity] : []));
  if (odysseys.length !== 1) return null;
  const [odyssey] = odysseys;
  return named.every((c) => c.entity === odyssey || (c.entity.kind === 'mission' && c.entity.mission.odysseyId === odyssey.odyssey.id)) ? odyssey : null;
}

/** One mission and todos of its own, the titles holding a name: the mission, with those todos. */
function missionHolding(holding: Candidate[]): NameMatch['holder'] | null {
  const missions = holding.flatMap((c) => (c.entity.kind === 'mission' ? [c.entity] : []));
  if (missions.length !== 1) return null;
  const [mission] = missions;
  const todos = holding.flatMap((c) => (c.entity.kind === 'todo' && c.entity.todo.missionId === mission.mission.id ? [c.title] : []));
  return todos.length === holding.length - 1 ? { entity: mission, todos } : null;
}

/** Words that name no one thing on their own: "the plan", "my tasks", "this week". */
const GENERIC_NAME_WORDS = new Set(
  'plan todo to-do task mission odyssey goal step thing stuff work everything anything something nothing one day today tonight tomorrow week month year time deadline progress list priority schedule first next last other'.split(' '),
);
/** Words a question asks with after a name ("Is the hotel urgent?", "When is the bakery due?"): no part of it. */
const ASKING_WORDS = new Set(
  'urgent due overdue late soon critical risk risky trouble behind track important pressing stuck blocked ready started done finished complete completed take need doing going next waiting wait waits blocking held holding up on for'.split(' '),
);
const isAskingWord = (word: string) => ASKING_WORDS.has(word) || GENERIC_NAME_WORDS.has(word);
/** Words that start a name: "the hotel", "my tax return". */
const ARTICLES = new Set('the my a an our this that these those your'.split(' '));
/** Plural and singular read alike ("shoes", "shoe"); nothing more, so "running" does not name "Long run". */
const singular = (word: string) =>
  word.length > 4 && word.endsWith('ies') ? `${word.slice(0, -3)}y` : /(?:ss|sh|ch|x|z)es$/.test(word) ? word.slice(0, -2) : word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word;
/** A name's words, the possessive dropped ("the hotel's" is "the hotel"). */
const nameWords = (text: string) => new Set(words(text).map((w) => singular(w.replace(/'s$/, ''))));
/**
 * Whether a title's words hold a word of a name: the word itself, or the word with what is done
 * to it ("the apostille" in "Get the certificate apostilled", "the ship" in "Parcel shipped"). A
 * longer form is no name of a shorter word: "running" is not "run".
 */
const holdsNameWord = (titleWords: Set<string>, word: string): boolean =>
  titleWords.has(word) || titleWords.has(`${word}d`) || titleWords.has(`${word}ed`) || titleWords.has(`${word}${word.slice(-1)}ed`) || actionOf(word).some((verb) => titleWords.has(verb));
/** The verb a noun of its action names ("the ecology revision" of "Revise ecology", "the preparation" of "Prepare ..."). */
const actionOf = (word: string) => (word.length > 6 && word.endsWith('ion') ? [word.replace(/ion$/, 'e'), word.replace(/ation$/, 'e')] : []);

/**
 * The titles that hold every word of what the message names: the message's own words (without
 * articles and question words), else what follows one of its articles, to the end of the clause
 * or up to the words the question asks with ("Tell me about the hotel", "Is the hotel urgent?"
 * name "hotel"). "Hotel" is in "Book hotel in Berlin" alone; "run" in two titles names both. Words like "plan" or "week" name nothing on their own.
 * A name no title holds may be a todo's, with words of its mission's title ("the visa
 * appointment" is "Book the consulate appointment" of "Get the residence visa"), or, of several
 * todos of one mission, that mission's.
 */
function titlesHoldingName(candidates: Candidate[], message: string, missions: ContextMission[]): { name: string; holding: Candidate[] } | null {
  const titled = candidates.map((c) => ({ ...c, words: nameWords(c.title) }));
  const names = namesIn(message);
  for (const name of names) {
    const holding = titled.filter((c) => name.every((w) => holdsNameWord(c.words, w)));
    if (holding.length > 0) return { name: name.join(' '), holding };
  }
  const missionWords = new Map(missions.map((m) => [m.id, nameWords(m.title)]));
  for (const name of names.filter((n) => n.length >= 2)) {
    const holding = titled.filter((c) => {
      const own = c.words;
      const of = c.entity.kind === 'todo' && c.entity.todo.missionId !== null ? missionWords.get(c.entity.todo.missionId) : undefined;
      if (!of) return false;
      const held = (w: string) => holdsNameWord(own, w);
      return name.some(held) && name.every((w) => held(w) || holdsNameWord(of, w));
    });
    // Several todos of one mission ("the exam revision" of both revisions in "Pass the spring exams") name that mission.
    const [first] = holding;
    const missionOf = (c: Candidate) => (c.entity.kind === 'todo' ? c.entity.todo.missionId : null);
    const mission = holding.length > 1 && holding.every((c) => missionOf(c) === missionOf(first)) ? candidates.find((c) => c.entity.kind === 'mission' && c.entity.mission.id === missionOf(first)) : undefined;
    if (mission) return { name: name.join(' '), holding: [mission] };
    if (holding.length > 0) return { name: name.join(' '), holding };
  }
  return null;
}

/** What a message may name a title by, the likeliest first: see `titlesHoldingName`. */
function namesIn(message: string): string[][] {
  const names: string[][] = [];
  for (const clause of message.split(/[,;:.!?()]+/)) {
    const all = clause.toLowerCase().split(/\s+/);
    const starts = [0, ...all.flatMap((w, i) => (ARTICLES.has(w) ? [i + 1] : []))];
    for (const start of starts) {
      // The name may stop before the words the question asks with ("Is the hotel urgent?" names
      // "hotel", "shortlist done?" "shortlist"), never before words of its own ("the long run of 10 km" stays whole).
      const ends = all.slice(start).map((_, i) => all.length - i);
      for (const end of ends.filter((e) => [...nameWords(all.slice(e).join(' '))].every(isAskingWord))) {
        const name = [...nameWords(all.slice(start, end).join(' '))];
        if (name.length > 0 && !name.every((w) => GENERIC_NAME_WORDS.has(w) || isStopword(w))) names.push(name);
      }
    }
  }
  return names;
}

/**
 * Words of one field of life: a question in one of them is about the titles in another ("How are
 * my studies going?" and "Finish my master's degree", "Write the thesis", "Pass the spring exams").
 */
const FIELDS: string[][] = [
  ['study', 'studies', 'studying', 'student', 'uni', 'university', 'college', 'school', 'degree', 'master', 'masters', 'bachelor', 'phd', 'course', 'coursework', 'thesis', 'dissertation', 'exam', 'semester', 'lecture', 'class', 'graduate', 'graduation'],
  ['move', 'moving', 'relocation', 'relocate', 'relocating', 'emigrate', 'emigrating', 'abroad'],
  ['home', 'housing', 'apartment', 'flat', 'house', 'rent', 'rental', 'landlord', 'lease'],
  ['fitness', 'training', 'workout', 'gym', 'exercise', 'running', 'marathon', 'race'],
  ['money', 'finances', 'budget', 'savings', 'saving', 'debt', 'tax', 'taxes'],
  ['career', 'job', 'jobs', 'application', 'interview', 'cv', 'resume', 'hiring'],
];
const FIELD_OF = new Map(FIELDS.flatMap((field, i) => field.map((word) => [stem(word), i] as const)));
const fieldsOf = (text: string) => new Set(words(text).flatMap((w) => FIELD_OF.get(stem(w)) ?? []));

/**
 * Missions and odysseys named together as one: an odyssey with missions of its own is the
 * odyssey ("my studies" names the degree, its thesis and its exams alike).
 */
function asOne(matching: NamedEntity[]): NamedEntity | null {
  if (matching.length === 1) return matching[0];
  const odysseys = matching.filter((e) => e.kind === 'odyssey');
  if (odysseys.length !== 1 || odysseys[0].kind !== 'odyssey') return null;
  const { id } = odysseys[0].odyssey;
  return matching.every((e) => e.kind === 'odyssey' || (e.kind === 'mission' && e.mission.odysseyId === id)) ? odysseys[0] : null;
}

/**
 * The one mission or odyssey a question about how something goes names by a word of its title
 * ("How is apartment hunting going?" and "Find an apartment", "Is the move going to happen?" and
 * "Move to Lisbon"), words compared by stem; with none, by a word of the same field ("my studies"
 * and "Finish my master's degree"). An odyssey named with missions of its own is the odyssey;
 * null when no title, or several apart, share a word with it.
 * Words that name nothing alone ("plan", "week") and the words a question asks with do not count.
 */
export function missionOrOdysseyByWords(ctx: DirectorContext, message: string): NamedEntity | null {
  const asked = words(message).filter((w) => !isAskingWord(w));
  const stems = new Set(asked.map(stem));
  const fields = fieldsOf(asked.join(' '));
  const byWord = (title: string) => words(title).some((w) => !isAskingWord(w) && stems.has(stem(w)));
  const byField = (title: string) => [...fieldsOf(title)].some((field) => fields.has(field));
  const matching = (shares: (title: string) => boolean): NamedEntity[] => [
    ...(ctx.missions ?? []).filter((mission) => shares(mission.title)).map((mission) => ({ kind: 'mission', mission }) as NamedEntity),
    ...(ctx.odysseys ?? []).filter((odyssey) => shares(odyssey.title)).map((odyssey) => ({ kind: 'odyssey', odyssey }) as NamedEntity),
  ];
  const named = matching(byWord);
  return named.length > 0 ? asOne(named) : asOne(matching(byField));
}

/** The mission, odyssey or todo the message clearly names, or null. */
export function findNamedEntity(ctx: DirectorContext, message: string): NamedEntity | null {
  return matchNamedEntity(ctx, message).entity;
}

export function entityTitle(entity: NamedEntity): string {
  return entity.kind === 'mission' ? entity.mission.title : entity.kind === 'odyssey' ? entity.odyssey.title : entity.todo.title;
}

/** A title of two or more significant words is specific enough to win over question keywords. */
export const isSpecificTitle = (title: string) => words(title).length >= 2;

export function todosOfMission(ctx: DirectorContext, missionId: string): ContextTodo[] {
  return (ctx.todos ?? []).filter((t) => t.missionId === missionId);
}

export function missionsOfOdyssey(ctx: DirectorContext, odysseyId: string): ContextMission[] {
  return (ctx.missions ?? []).filter((m) => m.odysseyId === odysseyId);
}

/**
 * An odyssey's missions in its plan's order: as they were created (the plan creates them in
 * order), then by their first todo's due date, then by title when neither is known.
 */
export function missionsInPlanOrder(ctx: DirectorContext, odysseyId: string): ContextMission[] {
  const firstDue = (m: ContextMission) => todosOfMission(ctx, m.id).reduce((first, t) => (t.dueDate !== null && Date.parse(t.dueDate) < first ? Date.parse(t.dueDate) : first), Infinity);
  const created = (m: ContextMission) => (m.createdAt ? Date.parse(m.createdAt) : Infinity);
  return missionsOfOdyssey(ctx, odysseyId).sort((a, b) => created(a) - created(b) || firstDue(a) - firstDue(b) || a.title.localeCompare(b.title));
}

/** 2025-03-01 from an ISO date or timestamp; 'no due date' for null. */
export function formatDate(iso: string | null): string {
  if (iso === null) return 'no due date';
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : new Date(ms).toISOString().slice(0, 10);
}

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const healthLabel: Record<HealthStatus, string> = { healthy: 'Healthy', at_risk: 'At risk', critical: 'Critical' };

/** The forecast's outlook in words (the web's forecast says the same). */
export const outlookLabel: Record<DueDateOutlook, string> = {
  complete: 'complete',
  no_due_dates: 'no due dates to compare with',
  no_pace: 'no recent pace to forecast from',
  on_track: 'on track for the due dates',
  at_risk: 'at risk of missing the due dates',
  will_miss: 'will miss the due dates at the current pace',
};

/** What a plan with no todos is: nothing left, as a finished one, but nothing done either. */
export const NO_TODOS_YET = 'no todos yet';
/** A plan with no todos has nothing left, as a finished one, but nothing done either: it has no todos yet. */
export const outlookWords = (outlook: DueDateOutlook, totalTodos: number) => (outlook === 'complete' && totalTodos === 0 ? NO_TODOS_YET : outlookLabel[outlook]);

/** "will miss the due dates at the current pace (forecast 2025-07-10, latest due 2025-07-03)". */
export function outlookText(m: { outlook: DueDateOutlook; forecastDate: string | null; latestDueDate: string | null; totalTodos: number }): string {
  const dates = m.forecastDate && m.latestDueDate ? ` (forecast ${m.forecastDate}, latest due ${m.latestDueDate})` : '';
  return `${outlookWords(m.outlook, m.totalTodos)}${dates}`;
}
export const statusLabel = (status: string) => capitalise(status.replace(/_/g, ' '));

import { bold, text } from './markdown';
import { capitalise, formatDate, statusLabel } from './analysis';
import type { ContextTodo, DirectorContext } from './context';
import { hiddenNote } from './offlineAnswers';
import { isStopword, sentences, stem, toListener, words } from '../offline/text';
import { dayInWords, MONTH_NAMES } from '../offline/deadlineDate';

/**
 * Questions about one thing the person names that is no title of the plan ("Is there anything for
 * the knee?", "Is my knee a risk?", "When is my race?"): answered from what the plan's items and the
 * odysseys' and missions' descriptions say of it, in their own words and with the plan's dates, or
 * plainly that nothing does.
 */

/** "Is there anything for the knee?", "anything about my budget?", "do I have something on the visa": the thing named. */
const MENTION_QUESTION =
  /^\s*(?:(?:is|are)\s+there\s+|do\s+i\s+have\s+|have\s+i\s+got\s+|does\s+(?:my|the)\s+plan\s+have\s+|got\s+)?(?:anything|something|any\s+(?:todos?|tasks?|steps?|missions?))\s+(?:for|about|on|regarding|concerning|related\s+to|to\s+do\s+with)\s+(.+?)(?:\s+in\s+(?:my|the)\s+(?:plan|plans|todos|missions))?[\s?.!]*$/i;

/** The thing a question asks the plan has anything on, as written ("the knee"), or null. */
export const mentionAsked = (message: string): string | null => MENTION_QUESTION.exec(message)?.[1] ?? null;

/** "Is my knee a risk?", "Could the visa be a problem?", "Is the knee a concern for the race?": the thing asked of, as written. */
const THING_AT_RISK =
  /^\s*(?:is|are|will|would|could|might|can)\s+((?:my|the|our)\s+.+?)\s+(?:(?:be|become)\s+)?(?:a\s+|an\s+)?(?:risk|risky|at[-\s]risk|problem|issue|concern|worry|threat)(?:\s+(?:for|to)\s+[^?.!]+)?[\s?.!]*$/i;

/** The thing a question asks is a risk ("my knee"), or null. */
export const riskThingAsked = (message: string): string | null => THING_AT_RISK.exec(message)?.[1] ?? null;

/** What a risk question names that is the plan's own progress, which the plan's risks answer ("Are my deadlines at risk?"). */
export const PLAN_PROGRESS = /^(?:my|the|our)\s+(?:plans?|progress|deadlines?|due\s+dates?|schedule|timeline|goals?|targets?|todos?|tasks?|missions?|odysseys?|steps?|work|projects?|week|month|year|day)$/i;

/** The words that name the thing: "my budget" is "budget"; "the sore knee" is "sore" and "knee". */
const namingStems = (thing: string) => words(thing).filter((w) => !isStopword(w) && !/^(?:my|the|our|a|an|this|that|these|those|any|some)$/i.test(w)).map(stem);

/** Whether a text holds every word that names the thing, in any form ("knees", "budgeting"). */
function mentions(textToSearch: string | null, stems: string[]): boolean {
  if (!textToSearch) return false;
  const held = new Set(words(textToSearch).map(stem));
  return stems.length > 0 && stems.every((s) => held.has(s));
}

/** The sentence of a description that mentions the thing (the whole description when only all of it does), or null. */
function sentenceMentioning(description: string | null, stems: string[]): string | null {
  if (description === null || !mentions(description, stems)) return null;
  return sentences(description).find((s) => mentions(s, stems)) ?? description;
}

const quoted = (sentence: string) => `"${text(sentence)}"`;

/** 31 October 2027, from an ISO date or timestamp (the day the plan shows it on). */
export const longDate = (iso: string): string => dayInWords(formatDate(iso));

const dueWords = (t: ContextTodo) => (t.dueDate === null ? 'no due date' : `due ${longDate(t.dueDate)}`);

/** A month a sentence names ("in October 2027", "October 12, 2027"), with its year when it gives one. */
const MONTH_NAMED = new RegExp(`\\b(${MONTH_NAMES.join('|')})\\b(?:\\s+\\d{1,2}(?!\\d)(?:st|nd|rd|th)?,?)?(?:\\s+(\\d{4}))?`);
function monthNamed(sentence: string): { month: number; year: number | null; label: string } | null {
  const named = MONTH_NAMED.exec(sentence);
  if (!named) return null;
  const year = named[2] ? Number(named[2]) : null;
  return { month: MONTH_NAMES.indexOf(named[1]) + 1, year, label: year === null ? named[1] : `${named[1]} ${year}` };
}

/** What the person wrote of the thing in an odyssey's or a mission's description, and the todos that belong to it. */
type Quote = { where: 'odyssey' | 'mission'; title: string; sentence: string; todos: ContextTodo[]; listed: string };
/** A todo, mission, odyssey or step that mentions the thing: its line (with dates or not), the todo a todo's line is, and whether the line gives a date. */
type Item = { line: (dated: boolean) => string; todo: ContextTodo | null; hasDate: boolean };

type Found = { quotes: Quote[]; items: Item[] };

/** Everything the plan holds on the thing: the description sentences that mention it, and the items that do. */
function find(ctx: DirectorContext, thing: string): Found {
  const stems = namingStems(thing);
  const todos = ctx.todos ?? [];
  const missions = ctx.missions ?? [];
  const todosOfMission = (id: string) => todos.filter((t) => t.missionId === id);
  const todosOfOdyssey = (id: string) => missions.filter((m) => m.odysseyId === id).flatMap((m) => todosOfMission(m.id));
  const quotes: Quote[] = [];
  const items: Item[] = [];
  const said = (sentence: string | null) => (sentence === null ? '' : `: ${quoted(sentence)}`);
  for (const o of ctx.odysseys ?? []) {
    const sentence = sentenceMentioning(o.description, stems);
    const listed = `- Odyssey ${bold(o.title)} · ${statusLabel(o.status)}`;
    if (sentence !== null) quotes.push({ where: 'odyssey', title: o.title, sentence, todos: todosOfOdyssey(o.id), listed });
    if (mentions(o.title, stems)) items.push({ line: (dated) => `${listed}${dated ? latest(todosOfOdyssey(o.id)) : ''}`, todo: null, hasDate: lastDue(todosOfOdyssey(o.id)) !== null });
  }
  for (const m of missions) {
    const sentence = sentenceMentioning(m.description, stems);
    const listed = `- Mission ${bold(m.title)}${m.odysseyTitle ? ` (odyssey ${bold(m.odysseyTitle)})` : ''} · ${statusLabel(m.status)}`;
    if (sentence !== null) quotes.push({ where: 'mission', title: m.title, sentence, todos: todosOfMission(m.id), listed });
    if (mentions(m.title, stems)) items.push({ line: (dated) => `${listed}${dated ? latest(todosOfMission(m.id)) : ''}`, todo: null, hasDate: lastDue(todosOfMission(m.id)) !== null });
  }
  for (const t of todos) {
    const sentence = mentions(t.title, stems) ? null : sentenceMentioning(t.description, stems);
    if (mentions(t.title, stems) || sentence !== null)
      items.push({ line: () => `- Todo ${bold(t.title)}${t.missionTitle ? ` (mission ${bold(t.missionTitle)})` : ''} · ${statusLabel(t.status)} · ${dueWords(t)}${said(sentence)}`, todo: t, hasDate: t.dueDate !== null });
  }
  for (const s of ctx.steps ?? []) {
    const sentence = mentions(s.title, stems) ? null : sentenceMentioning(s.description, stems);
    const todo = todos.find((t) => t.id === s.todoId);
    if (mentions(s.title, stems) || sentence !== null)
      items.push({
        line: (dated) => `- Step ${bold(s.title)}${s.todoTitle ? ` (todo ${bold(s.todoTitle)}${dated && todo ? `, ${dueWords(todo)}` : ''})` : ''} · ${statusLabel(s.status)}${said(sentence)}`,
        todo: null,
        hasDate: Boolean(todo?.dueDate),
      });
  }
  return { quotes, items };
}

/** The latest due date among a mission's or an odyssey's todos, or null. */
const lastDue = (todos: ContextTodo[]) => todos.reduce<string | null>((at, t) => (t.dueDate !== null && (at === null || formatDate(t.dueDate) > formatDate(at)) ? t.dueDate : at), null);

/** The latest due date among a mission's or an odyssey's todos, as its line says it. */
function latest(todos: ContextTodo[]): string {
  const last = lastDue(todos);
  return last === null ? ' · no todo with a due date' : ` · latest due date ${longDate(last)}`;
}

const HIDDEN_KINDS = ['include_odysseys', 'include_missions', 'include_todos', 'include_steps'] as const;
const withHiddenNote = (ctx: DirectorContext, answer: string) => {
  const hidden = hiddenNote(ctx, [...HIDDEN_KINDS]);
  return hidden ? `${answer}\n\n${hidden}` : answer;
};

/** "my budget" is said back as "your budget". */
const saidBack = (thing: string) => text(toListener(thing));

const nothingMentions = (named: string) =>
  `Nothing in your plan mentions ${named}: no odyssey, mission, todo or step I can see. If it matters, add a todo for it on the mission it belongs to (or on the Todos page), so it gets a due date and steps.`;

/** What in the plan mentions the thing asked about, or plainly that nothing does, with how to add it. */
export function mentionsAnswer(ctx: DirectorContext, thing: string): string {
  const { quotes, items } = find(ctx, thing);
  const named = saidBack(thing);
  const lines = [
    ...quotes.map((q) => `${q.listed}: ${quoted(q.sentence)}`),
    // An odyssey or mission its quote lists already is not listed again for its title.
    ...items.map((i) => i.line(false)).filter((line) => !quotes.some((q) => q.listed === line)),
  ];
  return withHiddenNote(ctx, lines.length === 0 ? nothingMentions(named) : `### What mentions ${named}\n\n${lines.join('\n')}`);
}

const saysLine = (q: Quote) => `Your ${q.where} ${bold(q.title)} says: ${quoted(q.sentence)}`;

/**
 * Whether a thing the person wrote about is a risk ("Is my knee a risk?"): what they wrote of it
 * and what in the plan addresses it, or that nothing does, with a todo to add. A thing nothing
 * mentions is said so, followed by the plan's own risks (`planRisks`).
 */
export function thingRiskAnswer(ctx: DirectorContext, thing: string, planRisks: () => string): string {
  const { quotes, items } = find(ctx, thing);
  const named = saidBack(thing);
  if (quotes.length === 0 && items.length === 0) return withHiddenNote(ctx, `${nothingMentions(named)}\n\n${planRisks()}`);
  const addressed =
    items.length === 0
      ? `Nothing in your plan addresses ${named} yet: no todo or step mentions it. If it could hold you back, add a todo for it on the mission it belongs to (or on the Todos page), so it gets a due date and steps.`
      : `What in your plan addresses it:\n\n${items.map((i) => i.line(true)).join('\n')}`;
  const parts = [`### ${capitalise(named)} in your plan`, 'I cannot tell from your data how big a risk it is; here is what you wrote about it and what your plan does about it.', ...quotes.map(saysLine), addressed];
  return withHiddenNote(ctx, parts.join('\n\n'));
}

/** The todos of a quote's odyssey or mission due in the month its sentence names, in a sentence; '' when it names none. */
function datedByQuote(ctx: DirectorContext, q: Quote, shown: Set<ContextTodo>): string {
  const named = monthNamed(q.sentence);
  if (named === null || ctx.todos === null || ctx.missions === null) return '';
  const inMonth = q.todos
    .flatMap((todo) => (todo.dueDate === null ? [] : [{ todo, day: formatDate(todo.dueDate) }]))
    .filter(({ day }) => {
      const [year, month] = day.split('-').map(Number);
      return month === named.month && (named.year === null || year === named.year);
    })
    .sort((a, b) => a.day.localeCompare(b.day));
  if (inMonth.length === 0) return `No todo of this ${q.where} is due in ${named.label}: set that due date on the todo it is for (on its mission's page), or add a todo for it.`;
  for (const { todo } of inMonth) shown.add(todo);
  const todoWords = (t: ContextTodo) => `the todo ${bold(t.title)}${t.missionTitle && q.where === 'odyssey' ? ` (mission ${bold(t.missionTitle)})` : ''}`;
  if (inMonth.length === 1) return `${capitalise(todoWords(inMonth[0].todo))} is due ${longDate(inMonth[0].day)}.`;
  return `Due in ${named.label}: ${inMonth.map(({ todo, day }) => `${todoWords(todo)} on ${longDate(day)}`).join('; ')}.`;
}

/**
 * When a thing the person wrote about is ("When is my race?"): the description sentences that
 * mention it with the todos due in the month they name, and the dates of the items that mention
 * it; or that nothing gives it a date, and where to set one.
 */
export function thingDateAnswer(ctx: DirectorContext, thing: string): string {
  const { quotes, items } = find(ctx, thing);
  const named = saidBack(thing);
  if (quotes.length === 0 && items.length === 0)
    return withHiddenNote(ctx, `Nothing in your plan mentions ${named}, so I have no date for it. Add a todo for it with a due date on the mission it belongs to (or on the Todos page).`);
  const shown = new Set<ContextTodo>();
  const said = quotes.map((q) => [saysLine(q), datedByQuote(ctx, q, shown)].filter((s) => s !== '').join(' '));
  // A todo the description's month already dates is not listed twice.
  const listed = items.filter((i) => i.todo === null || !shown.has(i.todo));
  const dated = quotes.some((q) => monthNamed(q.sentence) !== null) || items.some((i) => i.hasDate);
  const parts = [
    `### When: ${named}`,
    ...said,
    ...(listed.length > 0 ? [`What in your plan mentions it:\n\n${listed.map((i) => i.line(true)).join('\n')}`] : []),
    ...(dated ? [] : ['Your plan gives it no date yet: set one as the due date of the todo it belongs to, or add a todo for it with a due date on its mission.']),
  ];
  return withHiddenNote(ctx, parts.join('\n\n'));
}

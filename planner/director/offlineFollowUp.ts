import type { DirectorMessage } from '../../commands/ports/director';
import { answerBasis, comesFirstBecause, healthBecause } from '../../domain/director/replyTexts';
import { entityTitle, matchNamedEntity, type NamedEntity } from './analysis';
import type { DirectorContext } from './context';
import { text } from './markdown';

/**
 * A follow-up question ("And after that?", "Is it urgent?", "Should I drop it?") points back at
 * the one todo, mission or odyssey the previous answer was about: it is read as naming that one.
 * A question naming something itself, or following an answer about the whole plan, is read as written.
 */

/** The heading of an answer about one thing, with its title as the answer wrote it. */
const ABOUT_ONE = /^### (?:(?:Todo|Mission|Odyssey|Forecast): |After )(.+)$/m;
/** The words that point back: "it", "that", "this one" (not "that week"). */
const POINTS_BACK = /\b(?:it|this\s+one|that\s+one|that(?!\s+(?:day|week|weekend|month|year|time)\b))\b/i;

const previousAnswer = (history: readonly DirectorMessage[]) => [...history].reverse().find((m) => m.role === 'assistant');

function previousSubject(ctx: DirectorContext, history: readonly DirectorMessage[]): NamedEntity | null {
  const previous = previousAnswer(history);
  const heading = previous ? ABOUT_ONE.exec(previous.content)?.[1] : undefined;
  if (heading === undefined) return null;
  const entities: NamedEntity[] = [
    ...(ctx.todos ?? []).map((todo) => ({ kind: 'todo', todo }) as const),
    ...(ctx.missions ?? []).map((mission) => ({ kind: 'mission', mission }) as const),
    ...(ctx.odysseys ?? []).map((odyssey) => ({ kind: 'odyssey', odyssey }) as const),
  ];
  return entities.find((e) => text(entityTitle(e)) === heading) ?? null;
}

/** "How many steps left?", "next step?": a question about steps, which only a todo has. */
const ASKS_STEPS = /\bsteps?\b/i;

/**
 * The message with its pointing word replaced by the title it points at, or a question about
 * steps after an answer about one todo with that todo's title; else the message as written.
 */
export function withFollowUpNamed(message: string, ctx: DirectorContext, history: readonly DirectorMessage[]): string {
  const points = POINTS_BACK.test(message);
  if (!points && !ASKS_STEPS.test(message)) return message;
  const named = matchNamedEntity(ctx, message);
  if (named.entity !== null || named.near.length > 0) return message;
  const subject = previousSubject(ctx, history);
  if (subject === null) return message;
  if (points) return message.replace(POINTS_BACK, entityTitle(subject));
  return subject.kind === 'todo' ? `${message.replace(/[\s?.!]*$/, '')} of ${entityTitle(subject)}?` : message;
}

/** "Why?", "how come?", "but why?": a question about the previous answer itself, naming nothing. */
const BARE_WHY = /^\s*(?:but\s+|and\s+|so\s+|ok(?:ay)?,?\s+)?(?:why(?:\s+(?:is\s+)?(?:that|so))?|how\s+come|how\s+so)\s*[?!.]*\s*$/i;

/** The reason an answer gave for what it put first, as it wrote it: the focus's first row, the order of two todos, the most troubled mission. */
const LEADS: Array<[RegExp, (found: RegExpExecArray) => string]> = [
  [/^\| 1 \| (.+?) \| (.+?) \|/m, (found) => comesFirstBecause(found[1], found[2])],
  [/^Of the two, .*?\.(?=\s|$)/m, (found) => found[0]],
  [/^- (\*\*.+?\*\*) \((Critical|At risk)\): (.+)$/m, (found) => healthBecause(found[1], found[2], found[3])],
  [/^Most at risk: .+$/m, (found) => found[0]],
];

/** The rule an answer follows, by its heading; any other answer is a plain reading of the data. */
const BASES: Array<[RegExp, keyof typeof answerBasis]> = [
  [/^Focus for /, 'focus'],
  [/^(?:Overdue and at risk|Missions at risk)$/, 'risk'],
  [/^(?:Due |Coming up$)/, 'due'],
  [/^Which first/, 'order'],
  [/^What could give$/, 'candidates'],
];

/**
 * A bare "why?" right after an answer: the reason that answer gave for what it put first, and
 * the rule it follows, or what it was read from. Null for any other message, or with no answer before it.
 */
export function whyAnswer(message: string, history: readonly DirectorMessage[]): string | null {
  const previous = previousAnswer(history);
  if (!BARE_WHY.test(message) || previous === undefined) return null;
  const heading = /^### (.+)$/m.exec(previous.content)?.[1] ?? null;
  const lead = LEADS.map(([pattern, sentence]) => {
    const found = pattern.exec(previous.content);
    return found && sentence(found);
  }).find((sentence) => sentence !== null);
  const basis = BASES.find(([pattern]) => heading !== null && pattern.test(heading))?.[1] ?? 'data';
  return [heading ? `### Why: ${heading}` : '### Why', lead, answerBasis[basis]].filter(Boolean).join('\n\n');
}

import type { DirectorMessage } from '../../commands/ports/director';
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

function previousSubject(ctx: DirectorContext, history: readonly DirectorMessage[]): NamedEntity | null {
  const previous = [...history].reverse().find((m) => m.role === 'assistant');
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

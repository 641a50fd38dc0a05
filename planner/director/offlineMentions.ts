import { bold, text } from './markdown';
import { statusLabel } from './analysis';
import type { DirectorContext } from './context';
import { hiddenNote } from './offlineAnswers';
import { isStopword, stem, toListener, words } from '../offline/text';

/**
 * A question asking whether the plan has anything on a thing it names ("Is there anything for the
 * knee?", "Anything about my budget?", "Do I have something on visas?"): the answer lists what
 * mentions it, or says that nothing does.
 */

/** "Is there anything for the knee?", "anything about my budget?", "do I have something on the visa": the thing named. */
const MENTION_QUESTION =
  /^\s*(?:(?:is|are)\s+there\s+|do\s+i\s+have\s+|have\s+i\s+got\s+|does\s+(?:my|the)\s+plan\s+have\s+|got\s+)?(?:anything|something|any\s+(?:todos?|tasks?|steps?|missions?))\s+(?:for|about|on|regarding|concerning|related\s+to|to\s+do\s+with)\s+(.+?)(?:\s+in\s+(?:my|the)\s+(?:plan|plans|todos|missions))?[\s?.!]*$/i;

/** The thing a question asks the plan has anything on, as written ("the knee"), or null. */
export const mentionAsked = (message: string): string | null => MENTION_QUESTION.exec(message)?.[1] ?? null;

/** The words that name the thing: "my budget" is "budget"; "the sore knee" is "sore" and "knee". */
const namingStems = (thing: string) => words(thing).filter((w) => !isStopword(w) && !/^(?:my|the|our|a|an|this|that|these|those|any|some)$/i.test(w)).map(stem);

/** Whether a text holds every word that names the thing, in any form ("knees", "budgeting"). */
function mentions(textToSearch: string | null, stems: string[]): boolean {
  if (!textToSearch) return false;
  const held = new Set(words(textToSearch).map(stem));
  return stems.length > 0 && stems.every((s) => held.has(s));
}

/** One line per todo, mission, odyssey and step that mentions the thing: what it is, its title, where it belongs and its status. */
function mentionLines(ctx: DirectorContext, stems: string[]): string[] {
  const odysseys = (ctx.odysseys ?? []).filter((o) => mentions(o.title, stems) || mentions(o.description, stems)).map((o) => `- Odyssey ${bold(o.title)} · ${statusLabel(o.status)}`);
  const missions = (ctx.missions ?? [])
    .filter((m) => mentions(m.title, stems) || mentions(m.description, stems))
    .map((m) => `- Mission ${bold(m.title)}${m.odysseyTitle ? ` (odyssey ${bold(m.odysseyTitle)})` : ''} · ${statusLabel(m.status)}`);
  const todos = (ctx.todos ?? [])
    .filter((t) => mentions(t.title, stems) || mentions(t.description, stems))
    .map((t) => `- Todo ${bold(t.title)}${t.missionTitle ? ` (mission ${bold(t.missionTitle)})` : ''} · ${statusLabel(t.status)}`);
  const steps = (ctx.steps ?? [])
    .filter((s) => mentions(s.title, stems) || mentions(s.description, stems))
    .map((s) => `- Step ${bold(s.title)}${s.todoTitle ? ` (todo ${bold(s.todoTitle)})` : ''} · ${statusLabel(s.status)}`);
  return [...odysseys, ...missions, ...todos, ...steps];
}

/** What in the plan mentions the thing asked about, or plainly that nothing does, with how to add it. */
export function mentionsAnswer(ctx: DirectorContext, thing: string): string {
  const lines = mentionLines(ctx, namingStems(thing));
  // "my budget" is said back as "your budget".
  const named = text(toListener(thing));
  const hidden = hiddenNote(ctx, ['include_odysseys', 'include_missions', 'include_todos', 'include_steps']);
  const answer =
    lines.length === 0
      ? `Nothing in your plan mentions ${named}: no odyssey, mission, todo or step I can see. If it matters, add a todo for it on the mission it belongs to (or on the Todos page), so it gets a due date and steps.`
      : `### What mentions ${named}\n\n${lines.join('\n')}`;
  return hidden ? `${answer}\n\n${hidden}` : answer;
}

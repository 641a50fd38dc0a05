import { gerund, lowerFirst, toListener } from './text';
import { titleWork } from './titleWork';

/**
 * The work a todo's title names, as words inside a sentence: `doing` after "for" ("building a
 * raised garden bed", "the long run of 18 km"), `clause` after "before" or "when" ("you launch
 * the website"). A plan speaks of the work in these words, never by quoting the title.
 */
export type WorkWords = { doing: string; clause: string };

export function workWords(title: string): WorkWords {
  const work = toListener(titleWork(title) ?? title.trim());
  const [, verb = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(work) ?? [];
  // "Do the long run of 18 km" is done for "the long run of 18 km": "doing" adds nothing.
  const doing = !rest ? gerund(verb) : /^do$/i.test(verb) ? rest : `${gerund(verb)} ${rest}`;
  return { doing, clause: `you ${lowerFirst(work)}` };
}

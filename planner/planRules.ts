import type { PlanConstraints } from './offline/constraints';
import { words } from './offline/text';

const FILLER = new Set(['by', 'before', 'until', 'till', 'no', 'later', 'than', 'in', 'within', 'over', 'the', 'next', 'end', 'of', 'on', 'deadline', 'is', 'due', 'middle', 'start', 'beginning']);

/**
 * Rules a generated plan must keep that code can check: the number of items
 * the user asked for, and the deadline they gave (some part of it, such as
 * the month or the year, must appear in the plan). Returns the broken rules.
 */
export function planViolations(items: Array<{ title: string; description: string; success_criteria?: string }>, c: PlanConstraints, itemName: string): string[] {
  const broken: string[] = [];
  if (c.itemCount !== null && items.length !== c.itemCount) {
    broken.push(`the user asked for exactly ${c.itemCount} ${itemName}, the plan has ${items.length}`);
  }
  if (c.deadline) {
    const key = words(c.deadline).filter((w) => !FILLER.has(w));
    const text = new Set(words(items.map((i) => `${i.title} ${i.description} ${i.success_criteria ?? ''}`).join(' ')));
    if (key.length > 0 && !key.some((k) => text.has(k))) broken.push(`the plan does not mention the deadline "${c.deadline}"`);
  }
  return broken;
}

/** Two texts that differ only in case and spacing say the same thing. */
export const sameTextKey = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * An item whose title repeats an earlier one's (case and spacing ignored) is work the person
 * would see twice and have to delete: one sentence per repeat. `itemName` is singular ("todo").
 */
export function repeatedTitles(items: Array<{ title: string }>, itemName: string): string[] {
  const first = new Map<string, number>();
  const broken: string[] = [];
  items.forEach((item, i) => {
    const key = sameTextKey(item.title);
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, i);
    else broken.push(`${itemName} ${i + 1} repeats the title of ${itemName} ${earlier + 1} ("${item.title.trim()}")`);
  });
  return broken;
}

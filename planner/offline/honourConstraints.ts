import { invalid } from '../../domain/decider';
import type { PlanConstraints } from './constraints';
import { excludedWordsIn } from './exclusions';
import { sentences } from './text';

const usesExcluded = (text: string, c: PlanConstraints) => c.exclusions.some((e) => excludedWordsIn(text, e).length > 0);

/** A sentence without the list entries that name an excluded thing ("dice an onion, roasting and seasoning"). */
function withoutExcludedEntries(sentence: string, c: PlanConstraints): string | null {
  if (!usesExcluded(sentence, c)) return sentence;
  const parts = sentence.split(/(,\s*|\s+and\s+|\s+or\s+|\s*\(\s*|\s*\)\s*)/);
  const kept: string[] = [];
  // ", and write a budget" leaves its "and" on the entry: the rebuilt list puts its own back.
  for (let i = 0; i < parts.length; i += 2) if (!usesExcluded(parts[i], c)) kept.push(parts[i].trim().replace(/^(?:and|or)\s+/i, ''));
  const rebuilt = kept.filter(Boolean);
  if (rebuilt.length === 0 || rebuilt.length < Math.ceil(parts.length / 4)) return null;
  const text = rebuilt.length === 1 ? rebuilt[0] : `${rebuilt.slice(0, -1).join(', ')} and ${rebuilt[rebuilt.length - 1]}`;
  return usesExcluded(text, c) ? null : text.replace(/\s+([.,;:!?])/g, '$1').replace(/[.!?]?$/, '.');
}

/** A text with every sentence that uses an excluded thing rewritten or left out. */
export function honourInText(text: string, c: PlanConstraints): string {
  if (c.exclusions.length === 0 || !usesExcluded(text, c)) return text;
  return sentences(text)
    .map((s) => withoutExcludedEntries(s, c))
    .filter((s): s is string => s !== null)
    .join(' ');
}

/**
 * Items whose title uses an excluded thing are left out; in the others every
 * description sentence and criterion that does is rewritten or left out.
 * What the person ruled out never comes back in the plan.
 */
export function honourExclusions<T extends { title: string; description: string; criteria?: string[] }>(items: T[], c: PlanConstraints): T[] {
  if (c.exclusions.length === 0) return items;
  return items
    .filter((item) => !usesExcluded(item.title, c))
    .map((item) => {
      const criteria = item.criteria?.map((line) => honourInText(line, c)).filter((line) => line.trim() !== '' && !usesExcluded(line, c));
      return {
        ...item,
        description: honourInText(item.description, c),
        ...(item.criteria ? { criteria: criteria && criteria.length > 0 ? criteria : ['Result noted as evidence'] } : {}),
      };
    });
}

/**
 * The templates a plan is built from, with the exclusions honoured: the
 * family's, else the general family's when fewer than two of the family's
 * survive (a plan needs an opening and a closing item). When the exclusions
 * leave fewer than two of either, the person is told which ones to loosen.
 */
export function templatesLeft<T extends { title: string; description: string; criteria?: string[] }>(
  plan: { family: T[]; general: () => T[]; c: PlanConstraints; goal: string; items: 'todo' | 'mission' },
): T[] {
  const kept = honourExclusions(plan.family, plan.c);
  if (kept.length >= 2) return kept;
  const general = honourExclusions(plan.general(), plan.c);
  if (general.length >= 2) return general;
  const terms = plan.c.exclusions.map((e) => e.term).join(', ');
  throw invalid(`Your answers rule out every ${plan.items} of a plan for "${plan.goal.trim()}" (${terms}). Allow one of them and plan again.`);
}

import { invalid } from './decider';

export const PLAN_ITEM_TITLE_MAX = 200;
export const PLAN_ITEM_DESCRIPTION_MAX = 10_000;

/**
 * The text rules of a mission or an odyssey, its messages naming it: a title is required after
 * trimming, a blank description is stored as null.
 */
export function planItemText(noun: 'mission' | 'odyssey') {
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const article = noun === 'odyssey' ? 'an' : 'a';
  return {
    title(input: string): string {
      const title = input.trim();
      if (!title) throw invalid(`Please provide ${article} ${noun} title`);
      if (title.length > PLAN_ITEM_TITLE_MAX) throw invalid(`${Noun} title must be at most ${PLAN_ITEM_TITLE_MAX} characters`);
      return title;
    },
    description(input: string | null | undefined): string | null {
      const description = (input ?? '').trim();
      if (description.length > PLAN_ITEM_DESCRIPTION_MAX) throw invalid(`${Noun} description must be at most ${PLAN_ITEM_DESCRIPTION_MAX} characters`);
      return description === '' ? null : description;
    },
  };
}

import { invalid } from '../decider';

export const ODYSSEY_TITLE_MAX = 200;
export const ODYSSEY_DESCRIPTION_MAX = 10_000;

/** An odyssey title is required after trimming. */
export function odysseyTitle(input: string): string {
  const title = input.trim();
  if (!title) throw invalid('Please provide an odyssey title');
  if (title.length > ODYSSEY_TITLE_MAX) throw invalid(`Odyssey title must be at most ${ODYSSEY_TITLE_MAX} characters`);
  return title;
}

/** A blank description is stored as null. */
export function odysseyDescription(input: string | null | undefined): string | null {
  const description = (input ?? '').trim();
  if (description.length > ODYSSEY_DESCRIPTION_MAX) {
    throw invalid(`Odyssey description must be at most ${ODYSSEY_DESCRIPTION_MAX} characters`);
  }
  return description === '' ? null : description;
}

import { invalid } from '../decider';

export const MISSION_TITLE_MAX = 200;
export const MISSION_DESCRIPTION_MAX = 10_000;

/** A mission title is required after trimming. */
export function missionTitle(input: string): string {
  const title = input.trim();
  if (!title) throw invalid('Please provide a mission title');
  if (title.length > MISSION_TITLE_MAX) throw invalid(`Mission title must be at most ${MISSION_TITLE_MAX} characters`);
  return title;
}

/** A blank description is stored as null. */
export function missionDescription(input: string | null | undefined): string | null {
  const description = (input ?? '').trim();
  if (description.length > MISSION_DESCRIPTION_MAX) {
    throw invalid(`Mission description must be at most ${MISSION_DESCRIPTION_MAX} characters`);
  }
  return description === '' ? null : description;
}

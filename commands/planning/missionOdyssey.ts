import type { OdysseyContext } from '../ports/planner';
import type { ReadModelQueries } from '../ports/readModels';
import { ownMission, ownOdyssey } from '../ownership';

/**
 * The odyssey a mission's todos are planned for: the one the request names, else (re-planning a
 * mission) the mission's own, or none. A mission or odyssey the request names must be the user's
 * own (404 otherwise, the same as a missing one).
 */
export async function missionOdyssey(
  queries: Pick<ReadModelQueries, 'findOwnMission' | 'findOwnOdyssey'>,
  userId: string,
  links: { mission_id?: string | null; odyssey_id?: string | null },
): Promise<OdysseyContext | null> {
  const mission = links.mission_id ? await ownMission(queries, userId, links.mission_id) : null;
  const odysseyId = links.odyssey_id ?? mission?.odyssey_id ?? null;
  if (!odysseyId) return null;
  const odyssey = await ownOdyssey(queries, userId, odysseyId);
  return { title: odyssey.title, description: odyssey.description ?? '' };
}

import type { QaPair } from '../../domain/planning';
import type { OdysseyContext } from '../ports/planner';
import type { ReadModelQueries } from '../ports/readModels';
import { ownMission, ownOdyssey } from '../ownership';

type Links = { mission_id?: string | null; odyssey_id?: string | null };
type OwnershipQueries = Pick<ReadModelQueries, 'findOwnMission' | 'findOwnOdyssey'>;

/** What the person answered when the odyssey's missions were generated, as its record holds it (empty: none). */
export type OdysseyAnswersQuery = { odysseyAnswers(userId: string, odysseyId: string): Promise<QaPair[]> };

/** The odyssey a request names, else the one of the mission it names; null for none. */
async function linkedOdyssey(queries: OwnershipQueries, userId: string, links: Links): Promise<(OdysseyContext & { id: string }) | null> {
  const mission = links.mission_id ? await ownMission(queries, userId, links.mission_id) : null;
  const odysseyId = links.odyssey_id ?? mission?.odyssey_id ?? null;
  if (!odysseyId) return null;
  const odyssey = await ownOdyssey(queries, userId, odysseyId);
  return { id: odysseyId, title: odyssey.title, description: odyssey.description ?? '' };
}

/**
 * The odyssey a mission is asked about and its todos are planned for: the one the request names,
 * else (re-planning a mission) the mission's own, or none; with the answers its missions were
 * generated from, which its questions do not ask again and its todos are planned with. A mission
 * or odyssey the request names must be the user's own (404 otherwise, the same as a missing one).
 */
export async function missionOdyssey(queries: OwnershipQueries & OdysseyAnswersQuery, userId: string, links: Links): Promise<OdysseyContext | null> {
  const odyssey = await linkedOdyssey(queries, userId, links);
  return odyssey && { title: odyssey.title, description: odyssey.description, answers: await queries.odysseyAnswers(userId, odyssey.id) };
}

import { deterministicId } from '../deterministicId';
import type { EventStore } from '../eventStore';
import { loadState } from '../handleCommand';
import { odysseyDecider, odysseyStreamId, type OdysseyState } from '../../domain/odysseys/odysseyDecider';

/**
 * The onboarding tour's sample data. Ids are derived from the user and a "generation" (one
 * per tour taken), so creating is idempotent (a repeated or concurrent call lands on the same
 * odyssey) and completing can find exactly what the sample made, even after the user
 * deleted or moved parts of it, without touching anything the user made.
 */
export const MAX_SAMPLE_MISSIONS = 20;
export const MAX_SAMPLE_TODOS = 50;

export const sampleOdysseyId = (userId: string, generation: number) => deterministicId(`onboarding-sample:${userId}:${generation}`);
export const sampleMissionId = (odysseyId: string, index: number) => deterministicId(`onboarding-sample:${odysseyId}:mission:${index}`);
export const sampleTodoId = (missionId: string, index: number) => deterministicId(`onboarding-sample:${missionId}:todo:${index}`);
export const sampleStepId = (todoId: string, index: number) => deterministicId(`onboarding-sample:${todoId}:step:${index}`);
export const sampleEvaluationRequestId = (todoId: string) => deterministicId(`onboarding-sample:${todoId}:evaluation`);

/** Every sample odyssey this user's tours created, oldest first (deleted ones included). */
export async function sampleGenerations(store: EventStore, userId: string): Promise<Array<{ odysseyId: string; state: OdysseyState }>> {
  const generations = [];
  for (let generation = 0; ; generation++) {
    const odysseyId = sampleOdysseyId(userId, generation);
    const { state, exists } = await loadState(store, odysseyStreamId(odysseyId), odysseyDecider);
    if (!exists) return generations;
    generations.push({ odysseyId, state });
  }
}

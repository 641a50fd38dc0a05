import { ownOdyssey } from '../ownership';
import type { UseCaseDepsWith, UserActor } from '../useCase';
import { handleOdysseyCommand } from './handleOdysseyCommand';

/** Marks an odyssey completed. */
export async function completeOdyssey(deps: UseCaseDepsWith<'findOwnOdyssey'>, input: { actor: UserActor; odysseyId: string }): Promise<{ odysseyId: string }> {
  const odyssey = await ownOdyssey(deps.queries, input.actor.userId, input.odysseyId);
  await handleOdysseyCommand(deps, input.actor, odyssey.id, { type: 'CompleteOdyssey', userId: input.actor.userId, now: deps.now().toISOString() });
  return { odysseyId: odyssey.id };
}

import { ownOdyssey } from '../ownership';
import type { UseCaseDepsWith, UserActor } from '../useCase';
import { handleOdysseyCommand } from './handleOdysseyCommand';

/** Deletes an odyssey; its missions stay as standalone missions. */
export async function deleteOdyssey(deps: UseCaseDepsWith<'findOwnOdyssey'>, input: { actor: UserActor; odysseyId: string }): Promise<void> {
  const odyssey = await ownOdyssey(deps.queries, input.actor.userId, input.odysseyId);
  await handleOdysseyCommand(deps, input.actor, odyssey.id, { type: 'DeleteOdyssey', userId: input.actor.userId, now: deps.now().toISOString() });
}

import { ownOdyssey } from '../ownership';
import type { UseCaseDepsWith, UserActor } from '../useCase';
import { handleOdysseyCommand } from './handleOdysseyCommand';

export type OdysseyChanges = { title?: string; description?: string | null; status?: string };

/** Edits an odyssey's fields or status. */
export async function updateOdyssey(
  deps: UseCaseDepsWith<'findOwnOdyssey'>,
  input: { actor: UserActor; odysseyId: string; changes: OdysseyChanges },
): Promise<{ odysseyId: string }> {
  const { actor, changes } = input;
  const odyssey = await ownOdyssey(deps.queries, actor.userId, input.odysseyId);
  await handleOdysseyCommand(deps, actor, odyssey.id, { ...changes, type: 'UpdateOdyssey', userId: actor.userId, now: deps.now().toISOString() });
  return { odysseyId: odyssey.id };
}

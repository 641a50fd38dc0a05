import type { UseCaseDeps, UserActor } from '../useCase';
import { handleOdysseyCommand } from './handleOdysseyCommand';

/** Creates an odyssey. */
export async function createOdyssey(deps: UseCaseDeps, input: { actor: UserActor; title: string; description?: string | null }): Promise<{ odysseyId: string }> {
  const { actor } = input;
  const odysseyId = deps.ids();
  await handleOdysseyCommand(deps, actor, odysseyId, {
    type: 'CreateOdyssey',
    odysseyId,
    userId: actor.userId,
    title: input.title,
    description: input.description,
    now: deps.now().toISOString(),
  });
  return { odysseyId };
}

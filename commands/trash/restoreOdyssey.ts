import { odysseyDecider, odysseyStreamId } from '../../domain/odysseys/odysseyDecider';
import type { UndoDeps } from '../undo/runCommand';

/** Brings back a deleted odyssey; its missions still standalone since the deletion come back into it. */
export async function restoreOdyssey(deps: UndoDeps, input: { userId: string; odysseyId: string; now: string }) {
  return deps.run({
    streamId: odysseyStreamId(input.odysseyId),
    decider: odysseyDecider,
    command: { type: 'RestoreOdyssey', userId: input.userId, now: input.now },
  });
}

import { calendarFeedDecider, calendarFeedStreamId } from '../../domain/calendar/calendarFeedDecider';
import { handleCommand } from '../handleCommand';
import type { UseCaseDeps, UserActor } from '../useCase';
import { feedTokenHash } from './feedToken';

/** Turns the user's calendar feed on, or replaces its link (the old token stops working). */
export async function enableCalendarFeed(
  deps: UseCaseDeps & { newFeedToken: () => string },
  input: { actor: UserActor },
): Promise<{ token: string; enabledAt: string }> {
  const { actor } = input;
  const token = deps.newFeedToken();
  const enabledAt = deps.now().toISOString();
  await handleCommand(deps, {
    streamId: calendarFeedStreamId(actor.userId),
    decider: calendarFeedDecider,
    command: { type: 'EnableCalendarFeed', userId: actor.userId, tokenHash: feedTokenHash(token), now: enabledAt },
    actor,
  });
  return { token, enabledAt };
}

import { calendarFeedDecider, calendarFeedStreamId } from '../../domain/calendar/calendarFeedDecider';
import { handleCommand } from '../handleCommand';
import type { UseCaseDeps, UserActor } from '../useCase';

/** Turns the user's calendar feed off: its link stops working (404 when it is already off). */
export async function revokeCalendarFeed(deps: UseCaseDeps, input: { actor: UserActor }): Promise<void> {
  const { actor } = input;
  await handleCommand(deps, {
    streamId: calendarFeedStreamId(actor.userId),
    decider: calendarFeedDecider,
    command: { type: 'RevokeCalendarFeed', userId: actor.userId, now: deps.now().toISOString() },
    actor,
  });
}

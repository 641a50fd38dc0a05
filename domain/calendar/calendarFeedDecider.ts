import { assertNever, notFound, type Decider } from '../decider';
import type { CalendarFeedEvent } from './events';

export const calendarFeedStreamId = (userId: string) => `calendar-feed-${userId}`;
export const CALENDAR_FEED_OFF = 'Your calendar feed is not turned on.';

/** One feed per user: off, or on with the hash of its current token. */
export type CalendarFeedState = { status: 'off' } | { status: 'on'; tokenHash: string; enabledAt: string };

/** Turning the feed on again rotates the token: the old URL stops working. */
export type EnableCalendarFeed = { type: 'EnableCalendarFeed'; userId: string; tokenHash: string; now: string };
export type RevokeCalendarFeed = { type: 'RevokeCalendarFeed'; userId: string; now: string };
export type CalendarFeedCommand = EnableCalendarFeed | RevokeCalendarFeed;

export const calendarFeedDecider: Decider<CalendarFeedState, CalendarFeedCommand, CalendarFeedEvent> = {
  initialState: () => ({ status: 'off' }),

  evolve(_state, event) {
    switch (event.type) {
      case 'CalendarFeedEnabled':
        return { status: 'on', tokenHash: event.data.tokenHash, enabledAt: event.data.enabledAt };
      case 'CalendarFeedRevoked':
        return { status: 'off' };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'EnableCalendarFeed':
        return [{ type: 'CalendarFeedEnabled', data: { userId: command.userId, tokenHash: command.tokenHash, enabledAt: command.now } }];
      case 'RevokeCalendarFeed':
        if (state.status === 'off') throw notFound(CALENDAR_FEED_OFF);
        return [{ type: 'CalendarFeedRevoked', data: { userId: command.userId, revokedAt: command.now } }];
      default:
        return assertNever(command);
    }
  },
};

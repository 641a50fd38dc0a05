import { randomUUID } from 'node:crypto';
import { calendarFeedDecider } from '../../../domain/calendar/calendarFeedDecider';
import { calendarEventSchemas, type CalendarFeedEvent } from '../../../domain/calendar/events';
import { deciderSpec } from '../../support/deciderSpec';

const spec = deciderSpec(calendarFeedDecider);
const userId = randomUUID();
const now = '2025-03-01T09:30:00.000Z';
const hash = (c: string) => c.repeat(64);
const enabled = (tokenHash: string): CalendarFeedEvent => ({ type: 'CalendarFeedEnabled', data: { userId, tokenHash, enabledAt: now } });
const revoked: CalendarFeedEvent = { type: 'CalendarFeedRevoked', data: { userId, revokedAt: now } };

describe('calendar feed decider', () => {
  it('turns the feed on with the hash of its token', () => {
    spec.given([]).when({ type: 'EnableCalendarFeed', userId, tokenHash: hash('a'), now }).then([enabled(hash('a'))]);
  });

  it('rotates the token when turned on again', () => {
    spec.given([enabled(hash('a'))]).when({ type: 'EnableCalendarFeed', userId, tokenHash: hash('b'), now }).then([enabled(hash('b'))]);
    expect(calendarFeedDecider.evolve(calendarFeedDecider.initialState(), enabled(hash('b')))).toEqual({ status: 'on', tokenHash: hash('b'), enabledAt: now });
  });

  it('revokes a feed that is on', () => {
    spec.given([enabled(hash('a'))]).when({ type: 'RevokeCalendarFeed', userId, now }).then([revoked]);
  });

  it('refuses to revoke a feed that is off (404)', () => {
    spec.given([]).when({ type: 'RevokeCalendarFeed', userId, now }).thenThrows('not_found', /not turned on/);
    spec.given([enabled(hash('a')), revoked]).when({ type: 'RevokeCalendarFeed', userId, now }).thenThrows('not_found');
  });

  it('accepts only a SHA-256 hex digest in the log, never a raw token', () => {
    expect(calendarEventSchemas.CalendarFeedEnabled.schema.safeParse(enabled(hash('a')).data).success).toBe(true);
    expect(calendarEventSchemas.CalendarFeedEnabled.schema.safeParse({ ...enabled(hash('a')).data, tokenHash: 'Abc_raw-token-value' }).success).toBe(false);
  });
});

import { odysseyDecider } from '../../../domain/odysseys/odysseyDecider';
import type { OdysseyEvent } from '../../../domain/odysseys/events';
import { deciderSpec } from '../../support/deciderSpec';
import { later, now, odysseyId, otherUser, userId } from './fixtures';

const spec = deciderSpec(odysseyDecider);

const created: OdysseyEvent = {
  type: 'OdysseyCreated',
  data: { odysseyId, userId, title: 'Run a marathon', description: 'Finish under 4 hours', isSample: false, createdAt: now },
};
const completed: OdysseyEvent = { type: 'OdysseyCompleted', data: { odysseyId, completedAt: now } };

describe('odyssey decider', () => {
  it('creates an odyssey with trimmed fields', () => {
    spec
      .given([])
      .when({ type: 'CreateOdyssey', odysseyId, userId, title: ' Run a marathon ', description: 'Finish under 4 hours ', now })
      .then([created]);
  });

  it('marks the onboarding sample', () => {
    spec
      .given([])
      .when({ type: 'CreateOdyssey', odysseyId, userId, title: 'Sample', isSample: true, now })
      .thenEvents((events) => expect(events[0]).toMatchObject({ type: 'OdysseyCreated', data: { isSample: true, description: null } }));
  });

  it('refuses a blank title', () => {
    spec.given([]).when({ type: 'CreateOdyssey', odysseyId, userId, title: ' ', now }).thenThrows('invalid', 'Please provide an odyssey title');
  });

  it('updates details and status (normalised)', () => {
    spec
      .given([created])
      .when({ type: 'UpdateOdyssey', userId, title: 'Run two marathons', status: 'Paused', now: later })
      .then([
        { type: 'OdysseyDetailsUpdated', data: { odysseyId, title: 'Run two marathons', description: 'Finish under 4 hours', updatedAt: later } },
        { type: 'OdysseyStatusChanged', data: { odysseyId, status: 'paused', changedAt: later } },
      ]);
  });

  it('turns a status update to completed into OdysseyCompleted', () => {
    spec
      .given([created])
      .when({ type: 'UpdateOdyssey', userId, status: 'completed', now: later })
      .then([{ type: 'OdysseyCompleted', data: { odysseyId, completedAt: later } }]);
  });

  it('refuses an unknown status', () => {
    spec.given([created]).when({ type: 'UpdateOdyssey', userId, status: 'done', now: later }).thenThrows('invalid', /active, completed, paused, archived/);
  });

  it('completes an active odyssey, and completing again changes nothing', () => {
    spec.given([created]).when({ type: 'CompleteOdyssey', userId, now: later }).then([{ type: 'OdysseyCompleted', data: { odysseyId, completedAt: later } }]);
    spec.given([created, completed]).when({ type: 'CompleteOdyssey', userId, now: later }).then([]);
  });

  it('can be reactivated after completion', () => {
    spec
      .given([created, completed])
      .when({ type: 'UpdateOdyssey', userId, status: 'active', now: later })
      .then([{ type: 'OdysseyStatusChanged', data: { odysseyId, status: 'active', changedAt: later } }]);
  });

  it('deletes, after which it is not found', () => {
    spec.given([created]).when({ type: 'DeleteOdyssey', userId, now: later }).then([{ type: 'OdysseyDeleted', data: { odysseyId, deletedAt: later } }]);
    spec
      .given([created, { type: 'OdysseyDeleted', data: { odysseyId, deletedAt: later } }])
      .when({ type: 'CompleteOdyssey', userId, now: later })
      .thenThrows('not_found', 'Odyssey not found');
  });

  it("answers not found for another user's odyssey", () => {
    spec.given([created]).when({ type: 'DeleteOdyssey', userId: otherUser, now: later }).thenThrows('not_found');
    spec.given([created]).when({ type: 'UpdateOdyssey', userId: otherUser, title: 'Hijack', now: later }).thenThrows('not_found');
    spec.given([]).when({ type: 'CompleteOdyssey', userId, now: later }).thenThrows('not_found');
  });
});

describe('restore of a deleted odyssey', () => {
  const deleted: OdysseyEvent = { type: 'OdysseyDeleted', data: { odysseyId, deletedAt: now } };

  it('restores within 30 days and refuses after, when not deleted, and for another user', () => {
    spec.given([created, deleted]).when({ type: 'RestoreOdyssey', userId, now: later }).then([{ type: 'OdysseyRestored', data: { odysseyId, restoredAt: later } }]);
    spec.given([created, deleted]).when({ type: 'RestoreOdyssey', userId, now: '2025-04-01T10:00:00.000Z' }).thenThrows('conflict', /more than 30 days ago/);
    spec.given([created]).when({ type: 'RestoreOdyssey', userId, now: later }).thenThrows('conflict', 'This odyssey is not deleted: it was restored already.');
    spec.given([created, deleted]).when({ type: 'RestoreOdyssey', userId: otherUser, now: later }).thenThrows('not_found', 'Odyssey not found');
  });
});

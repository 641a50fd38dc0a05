import { missionDecider, type MissionCommand } from '../../../domain/missions/missionDecider';
import type { MissionEvent } from '../../../domain/missions/events';
import { deciderSpec } from '../../support/deciderSpec';
import { later, now, odysseyId, otherUser, userId } from '../odysseys/fixtures';

const spec = deciderSpec(missionDecider);

const missionId = '6f1c2d1e-8a7b-4c3d-9e2f-1a2b3c4d5e6f';
const otherOdyssey = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';
const copyId = 'c3d4e5f6-a7b8-4c9d-8e1f-2a3b4c5d6e7f';

const created = (overrides: Partial<Extract<MissionEvent, { type: 'MissionCreated' }>['data']> = {}): MissionEvent => ({
  type: 'MissionCreated',
  data: {
    missionId,
    userId,
    title: 'Launch the website',
    description: 'Ship v1 to the public',
    odysseyId: null,
    copiedFromMissionId: null,
    createdAt: now,
    ...overrides,
  },
});

const update = (fields: Partial<Extract<MissionCommand, { type: 'UpdateMission' }>>): MissionCommand => ({
  type: 'UpdateMission',
  userId,
  now: later,
  ...fields,
});

describe('mission decider: create', () => {
  it('creates a mission with a trimmed title and a blank description stored as null', () => {
    spec
      .given([])
      .when({ type: 'CreateMission', missionId, userId, title: '  Launch the website ', description: '   ', now })
      .then([created({ description: null })]);
  });

  it('links the new mission to an active odyssey', () => {
    spec
      .given([])
      .when({
        type: 'CreateMission',
        missionId,
        userId,
        title: 'Launch the website',
        description: 'Ship v1 to the public',
        odyssey: { odysseyId, status: 'active' },
        now,
      })
      .then([created({ odysseyId })]);
  });

  it('refuses a blank title', () => {
    spec.given([]).when({ type: 'CreateMission', missionId, userId, title: '   ', now }).thenThrows('invalid', 'Please provide a mission title');
  });

  it('refuses a title longer than 200 characters', () => {
    spec.given([]).when({ type: 'CreateMission', missionId, userId, title: 'x'.repeat(201), now }).thenThrows('invalid', /at most 200/);
  });

  it('refuses an odyssey that is not active as parent', () => {
    spec
      .given([])
      .when({ type: 'CreateMission', missionId, userId, title: 'A', odyssey: { odysseyId, status: 'completed' }, now })
      .thenThrows('invalid', /Only active odysseys/);
  });

  it('refuses to create the same mission twice', () => {
    spec.given([created()]).when({ type: 'CreateMission', missionId, userId, title: 'Again', now }).thenThrows('conflict');
  });
});

describe('mission decider: update', () => {
  it('changes title and description in one event', () => {
    spec
      .given([created()])
      .when(update({ title: 'Launch the new website', description: '' }))
      .then([{ type: 'MissionDetailsUpdated', data: { missionId, title: 'Launch the new website', description: null, updatedAt: later } }]);
  });

  it('normalises the status input', () => {
    spec
      .given([created()])
      .when(update({ status: ' PAUSED ' }))
      .then([{ type: 'MissionStatusChanged', data: { missionId, status: 'paused', changedAt: later } }]);
  });

  it('refuses an unknown status with the allowed values', () => {
    spec.given([created()]).when(update({ status: 'archived' })).thenThrows('invalid', 'Mission status must be one of: active, paused, completed');
  });

  it('emits nothing when nothing changes', () => {
    spec
      .given([created({ odysseyId })])
      .when(update({ title: 'Launch the website', description: 'Ship v1 to the public', status: 'active', odyssey: { odysseyId, status: 'active' } }))
      .then([]);
  });

  it('sets, changes and clears the odyssey link', () => {
    spec
      .given([created()])
      .when(update({ odyssey: { odysseyId, status: 'active' } }))
      .then([{ type: 'MissionOdysseyChanged', data: { missionId, odysseyId, changedAt: later } }]);
    spec
      .given([created({ odysseyId })])
      .when(update({ odyssey: { odysseyId: otherOdyssey, status: 'active' } }))
      .then([{ type: 'MissionOdysseyChanged', data: { missionId, odysseyId: otherOdyssey, changedAt: later } }]);
    spec
      .given([created({ odysseyId })])
      .when(update({ odyssey: null }))
      .then([{ type: 'MissionOdysseyChanged', data: { missionId, odysseyId: null, changedAt: later } }]);
  });

  it('refuses moving to an odyssey that is not active', () => {
    spec.given([created()]).when(update({ odyssey: { odysseyId, status: 'paused' } })).thenThrows('invalid', /Only active odysseys/);
  });

  it('keeps a link to its current odyssey even after that odyssey was completed', () => {
    spec
      .given([created({ odysseyId })])
      .when(update({ title: 'Renamed', odyssey: { odysseyId, status: 'completed' } }))
      .then([{ type: 'MissionDetailsUpdated', data: { missionId, title: 'Renamed', description: 'Ship v1 to the public', updatedAt: later } }]);
  });

  it("answers not found for another user's mission", () => {
    spec.given([created()]).when(update({ userId: otherUser, title: 'Mine now' })).thenThrows('not_found', 'Mission not found');
  });

  it('answers not found for a deleted mission', () => {
    spec
      .given([created(), { type: 'MissionDeleted', data: { missionId, deletedAt: now } }])
      .when(update({ title: 'Back' }))
      .thenThrows('not_found');
  });

  it('lets a user set a completed mission back to active, dropping its completion summary', () => {
    const completed: MissionEvent = { type: 'MissionCompleted', data: { missionId, evaluation: 'All done well.', completedAt: now } };
    const reopened = missionDecider.decide(update({ status: 'active' }), [created(), completed].reduce(missionDecider.evolve, missionDecider.initialState()));
    expect(reopened).toEqual([{ type: 'MissionStatusChanged', data: { missionId, status: 'active', changedAt: later } }]);
    const state = [created(), completed, ...reopened].reduce(missionDecider.evolve, missionDecider.initialState());
    expect(state).toMatchObject({ status: 'active', completionEvaluation: null });
  });
});

describe('mission decider: delete, copy, replan', () => {
  it('deletes an own mission', () => {
    spec
      .given([created()])
      .when({ type: 'DeleteMission', userId, now: later })
      .then([{ type: 'MissionDeleted', data: { missionId, deletedAt: later } }]);
  });

  it('cannot delete twice or someone else’s mission', () => {
    spec
      .given([created(), { type: 'MissionDeleted', data: { missionId, deletedAt: now } }])
      .when({ type: 'DeleteMission', userId, now: later })
      .thenThrows('not_found');
    spec.given([created()]).when({ type: 'DeleteMission', userId: otherUser, now: later }).thenThrows('not_found');
  });

  it("copies as '<title> (Copy)' on a new stream, keeping description and odyssey", () => {
    spec
      .given([])
      .when({
        type: 'CopyMission',
        missionId: copyId,
        userId,
        source: { missionId, title: 'Launch the website', description: 'Ship v1', odysseyId },
        now: later,
      })
      .then([
        {
          type: 'MissionCreated',
          data: {
            missionId: copyId,
            userId,
            title: 'Launch the website (Copy)',
            description: 'Ship v1',
            odysseyId,
            copiedFromMissionId: missionId,
            createdAt: later,
          },
        },
      ]);
  });

  it('shortens a long title so the copy stays within 200 characters', () => {
    const long = 'x'.repeat(200);
    spec
      .given([])
      .when({ type: 'CopyMission', missionId: copyId, userId, source: { missionId, title: long, description: null, odysseyId: null }, now: later })
      .thenEvents(([event]) => {
        const title = (event.data as { title: string }).title;
        expect(title).toHaveLength(200);
        expect(title.endsWith('x (Copy)')).toBe(true);
      });
  });

  it('records a re-plan request with the new title and description', () => {
    spec
      .given([created()])
      .when({ type: 'RequestMissionReplan', userId, title: ' Launch v2 ', description: 'Bigger scope', now: later })
      .then([{ type: 'MissionReplanRequested', data: { missionId, title: 'Launch v2', description: 'Bigger scope', requestedAt: later } }]);
  });

  it('refuses a re-plan with a blank title or for another user', () => {
    spec.given([created()]).when({ type: 'RequestMissionReplan', userId, title: '', now: later }).thenThrows('invalid');
    spec.given([created()]).when({ type: 'RequestMissionReplan', userId: otherUser, title: 'X', now: later }).thenThrows('not_found');
  });

  it('makes a completed mission active again when it is re-planned', () => {
    const events: MissionEvent[] = [
      created(),
      { type: 'MissionCompleted', data: { missionId, evaluation: 'Done.', completedAt: now } },
      { type: 'MissionReplanRequested', data: { missionId, title: 'Launch v2', description: null, requestedAt: later } },
    ];
    const state = events.reduce(missionDecider.evolve, missionDecider.initialState());
    expect(state).toMatchObject({ status: 'active', title: 'Launch v2', completionEvaluation: null });
  });
});

describe('mission decider: undo of a re-plan', () => {
  const replanned: MissionEvent = { type: 'MissionReplanRequested', data: { missionId, title: 'Launch v2', description: null, requestedAt: later } };
  const undo = (revision: number, user = userId): MissionCommand => ({ type: 'UndoMissionReplan', userId: user, revision, now: later });

  it('gives back the title and description the re-plan replaced', () => {
    spec
      .given([created(), replanned])
      .when(undo(1))
      .then([{ type: 'MissionReplanUndone', data: { missionId, title: 'Launch the website', description: 'Ship v1 to the public', undoneRevision: 1, undoneAt: later, plannedTodosOnly: true } }]);
  });

  it('undoes only the latest re-plan, back to the plan it replaced', () => {
    const second: MissionEvent = { type: 'MissionReplanRequested', data: { missionId, title: 'Launch v3', description: 'Even bigger', requestedAt: later } };
    spec
      .given([created(), replanned, second])
      .when(undo(2))
      .then([{ type: 'MissionReplanUndone', data: { missionId, title: 'Launch v2', description: null, undoneRevision: 2, undoneAt: later, plannedTodosOnly: true } }]);
  });

  it('refuses once the mission changed after the re-plan, or when it was undone already', () => {
    const message = 'This mission changed after that re-plan, so the re-plan can no longer be undone.';
    const edited: MissionEvent = { type: 'MissionDetailsUpdated', data: { missionId, title: 'Launch v2.1', description: null, updatedAt: later } };
    spec.given([created(), replanned, edited]).when(undo(1)).thenThrows('conflict', message);
    const undone: MissionEvent = { type: 'MissionReplanUndone', data: { missionId, title: 'Launch the website', description: null, undoneRevision: 1, undoneAt: later } };
    spec.given([created(), replanned, undone]).when(undo(1)).thenThrows('conflict', message);
  });

  it('refuses a change that is not a re-plan, and another user', () => {
    const edited: MissionEvent = { type: 'MissionDetailsUpdated', data: { missionId, title: 'Launch v2.1', description: null, updatedAt: later } };
    spec.given([created(), edited]).when(undo(1)).thenThrows('invalid', /not a re-plan/);
    spec.given([created(), replanned]).when(undo(1, otherUser)).thenThrows('not_found');
    spec.given([]).when(undo(0)).thenThrows('not_found');
  });
});

describe('mission decider: completion', () => {
  const complete = (todos: { total: number; completed: number }, evaluation = 'Every todo met its criteria.'): MissionCommand => ({
    type: 'CompleteMission',
    evaluation,
    todos,
    now: later,
  });

  it('completes with the evaluation when every todo is completed', () => {
    spec
      .given([created()])
      .when(complete({ total: 3, completed: 3 }))
      .then([{ type: 'MissionCompleted', data: { missionId, evaluation: 'Every todo met its criteria.', completedAt: later } }]);
  });

  it('refuses while a todo is open or when there are no todos', () => {
    spec.given([created()]).when(complete({ total: 3, completed: 2 })).thenThrows('conflict');
    spec.given([created()]).when(complete({ total: 0, completed: 0 })).thenThrows('conflict');
  });

  it('is idempotent once completed with a summary', () => {
    spec
      .given([created(), { type: 'MissionCompleted', data: { missionId, evaluation: 'Done.', completedAt: now } }])
      .when(complete({ total: 3, completed: 3 }))
      .then([]);
  });

  it('adds the summary when the user had already marked the mission completed by hand', () => {
    spec
      .given([created(), { type: 'MissionStatusChanged', data: { missionId, status: 'completed', changedAt: now } }])
      .when(complete({ total: 1, completed: 1 }))
      .then([{ type: 'MissionCompleted', data: { missionId, evaluation: 'Every todo met its criteria.', completedAt: later } }]);
  });

  it('refuses a deleted mission', () => {
    spec
      .given([created(), { type: 'MissionDeleted', data: { missionId, deletedAt: now } }])
      .when(complete({ total: 1, completed: 1 }))
      .thenThrows('not_found');
  });
});

describe('restore of a deleted mission', () => {
  const deleted: MissionEvent = { type: 'MissionDeleted', data: { missionId, deletedAt: now } };
  const restore = (over: Partial<Extract<MissionCommand, { type: 'RestoreMission' }>> = {}): MissionCommand => ({ type: 'RestoreMission', userId, odysseyId, now: later, ...over });

  it('restores with the odyssey link the caller found, within 30 days', () => {
    spec.given([created({ odysseyId }), deleted]).when(restore()).then([{ type: 'MissionRestored', data: { missionId, odysseyId, restoredAt: later } }]);
    spec.given([created({ odysseyId }), deleted]).when(restore({ odysseyId: null })).then([{ type: 'MissionRestored', data: { missionId, odysseyId: null, restoredAt: later } }]);
  });

  it('refuses after 30 days, when not deleted, and for another user', () => {
    spec.given([created(), deleted]).when(restore({ now: '2025-04-01T10:00:00.000Z' })).thenThrows('conflict', /more than 30 days ago/);
    spec.given([created()]).when(restore()).thenThrows('conflict', 'This mission is not deleted: it was restored already.');
    spec.given([created(), deleted]).when(restore({ userId: otherUser })).thenThrows('not_found', 'Mission not found');
  });

  it('is a live mission again', () => {
    spec.given([created(), deleted, { type: 'MissionRestored', data: { missionId, odysseyId: null, restoredAt: later } }]).when(restore()).thenThrows('conflict');
    spec
      .given([created(), deleted, { type: 'MissionRestored', data: { missionId, odysseyId: null, restoredAt: later } }])
      .when({ type: 'DeleteMission', userId, now: later })
      .then([{ type: 'MissionDeleted', data: { missionId, deletedAt: later } }]);
  });
});

describe('mission decider: reopening when a todo is reopened', () => {
  const todoId = 'e4f5a6b7-c8d9-4e0f-8a1b-2c3d4e5f6a7b';
  const completed: MissionEvent = { type: 'MissionCompleted', data: { missionId, evaluation: 'All done well.', completedAt: now } };
  const reopen: MissionCommand = { type: 'ReopenMission', todoId, now: later };

  it('makes a completed mission active again and drops its completion summary', () => {
    spec.given([created(), completed]).when(reopen).then([{ type: 'MissionReopened', data: { missionId, todoId, reopenedAt: later } }]);
    const state = [created(), completed, { type: 'MissionReopened', data: { missionId, todoId, reopenedAt: later } } as MissionEvent].reduce(missionDecider.evolve, missionDecider.initialState());
    expect(state).toMatchObject({ status: 'active', completionEvaluation: null });
  });

  it('changes nothing for a mission that is not completed (a repeated trigger)', () => {
    spec.given([created()]).when(reopen).then([]);
  });

  it('refuses a deleted mission', () => {
    spec.given([created(), completed, { type: 'MissionDeleted', data: { missionId, deletedAt: now } }]).when(reopen).thenThrows('not_found');
  });
});

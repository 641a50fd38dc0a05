import type { TodoEvent } from '../../../domain/todos/events';
import { todoDecider } from '../../../domain/todos/todoDecider';
import { deciderSpec } from '../../support/deciderSpec';
import { created, evaluationRequested, missionId, otherUserId, planned, requestId, stepA, stepB, stepCompleted, t0, t1, todoId, userId, withGaps } from './fixtures';

const spec = deciderSpec(todoDecider);
const create = { type: 'CreateTodo' as const, todoId, userId, now: t0, title: 'Run a 10k', successCriteria: 'Finish a 10k race under 60 minutes' };
const update = { type: 'UpdateTodo' as const, todoId, userId, now: t1, evaluationRequestId: requestId };

describe('create todo', () => {
  it('creates a pending todo with medium priority, trimmed text and no mission by default', () => {
    spec
      .given([])
      .when({ ...create, title: '  Run a 10k ', successCriteria: ' Finish a 10k race under 60 minutes\n', description: '   ' })
      .then([created()]);
  });

  it('keeps priority, due date (a calendar date means the end of that day) and mission', () => {
    spec
      .given([])
      .when({ ...create, priority: 'HIGH', dueDate: '2025-04-01', missionId, description: 'Spring race' })
      .then([created({ priority: 'high', dueDate: '2025-04-01T23:59:59.999Z', missionId, description: 'Spring race' })]);
  });

  it('plans steps given up front in the same append', () => {
    spec
      .given([])
      .when({ ...create, steps: [{ stepId: stepA, title: ' Buy shoes ', description: '' }] })
      .then([
        created(),
        { type: 'StepsPlanned', data: { todoId, steps: [{ stepId: stepA, title: 'Buy shoes', description: null, orderIndex: 0 }], plannedAt: t0 } },
      ]);
  });

  it.each([
    ['a blank title', { title: '   ' }],
    ['blank success criteria', { successCriteria: '\n\t' }],
  ])('refuses %s', (_label, fields) => {
    spec.given([]).when({ ...create, ...fields }).thenThrows('invalid', 'Please provide both title and success criteria');
  });

  it('refuses an unknown priority and an unreadable due date', () => {
    spec.given([]).when({ ...create, priority: 'urgent' }).thenThrows('invalid', 'Priority must be low, medium or high');
    spec.given([]).when({ ...create, dueDate: 'next friday' }).thenThrows('invalid', /^Due date must be a valid date/);
  });

  it('refuses an overlong title', () => {
    spec.given([]).when({ ...create, title: 'x'.repeat(501) }).thenThrows('invalid', 'Title must be at most 500 characters');
  });

  it('refuses to create the same todo twice', () => {
    spec.given([created()]).when(create).thenThrows('conflict');
  });
});

describe('update todo', () => {
  it('records only the fields that changed', () => {
    spec
      .given([created()])
      .when({ ...update, title: 'Run a 10k', successCriteria: 'Finish under 55 minutes', description: '', priority: 'medium', dueDate: '2025-05-01' })
      .then([{ type: 'TodoDetailsUpdated', data: { todoId, successCriteria: 'Finish under 55 minutes', dueDate: '2025-05-01T23:59:59.999Z', updatedAt: t1 } }]);
  });

  it('records nothing when nothing changed', () => {
    spec.given([created()]).when({ ...update, title: 'Run a 10k', status: 'pending' }).then([]);
  });

  it('clears description and due date with null', () => {
    spec
      .given([created({ description: 'Spring race', dueDate: '2025-04-01T23:59:59.999Z' })])
      .when({ ...update, description: null, dueDate: null })
      .then([{ type: 'TodoDetailsUpdated', data: { todoId, description: null, dueDate: null, updatedAt: t1 } }]);
  });

  it.each(['inprogress', 'In_Progress', 'IN_PROGRESS'])('reads status %j as in_progress', (status) => {
    spec.given([created()]).when({ ...update, status }).then([{ type: 'TodoStatusChanged', data: { todoId, status: 'in_progress', changedAt: t1 } }]);
  });

  it('refuses to set completed by hand', () => {
    spec.given([created()]).when({ ...update, status: 'completed' }).thenThrows('invalid', /pending or in_progress only/);
  });

  it('refuses an unknown status', () => {
    spec.given([created()]).when({ ...update, status: 'done' }).thenThrows('invalid', 'Status must be pending or in_progress');
  });

  it("refuses to change a completed todo's status, but lets its other fields change", () => {
    const completed = [created(), planned(stepA), stepCompleted(stepA), { type: 'TodoForceCompleted' as const, data: { todoId, completedAt: t1 } }];
    spec
      .given(completed)
      .when({ ...update, status: 'pending' })
      .thenThrows('invalid', 'Completed todos cannot be manually edited. This was auto-completed when all steps were finished.');
    spec
      .given(completed)
      .when({ ...update, status: 'completed', title: 'Ran a 10k' })
      .then([{ type: 'TodoDetailsUpdated', data: { todoId, title: 'Ran a 10k', updatedAt: t1 } }]);
  });

  it('refuses a blank title or blank success criteria', () => {
    spec.given([created()]).when({ ...update, title: ' ' }).thenThrows('invalid', 'Please provide both title and success criteria');
    spec.given([created()]).when({ ...update, successCriteria: '' }).thenThrows('invalid', 'Please provide both title and success criteria');
  });

  it('links, moves and unlinks the mission', () => {
    const otherMission = '55555555-5555-4555-8555-555555555555';
    spec.given([created()]).when({ ...update, missionId }).then([
      { type: 'TodoLinkedToMission', data: { todoId, missionId, previousMissionId: null, linkedAt: t1 } },
    ]);
    spec.given([created({ missionId })]).when({ ...update, missionId: otherMission }).then([
      { type: 'TodoLinkedToMission', data: { todoId, missionId: otherMission, previousMissionId: missionId, linkedAt: t1 } },
    ]);
    spec.given([created({ missionId })]).when({ ...update, missionId: null }).then([
      { type: 'TodoUnlinkedFromMission', data: { todoId, missionId, unlinkedAt: t1 } },
    ]);
  });
});

describe('update of a todo whose steps are all done', () => {
  const evaluatedWithGaps = [
    created(),
    planned(stepA),
    stepCompleted(stepA),
    evaluationRequested('eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee'),
    { type: 'TodoEvaluated' as const, data: { todoId, requestId: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', ...withGaps, evaluatedAt: t1 } },
  ];

  it.each([
    ['title', { title: 'Run a city 10k' }],
    ['description', { description: 'The spring race' }],
    ['success criteria', { successCriteria: 'Finish a 10k race' }],
  ])('asks for a new evaluation when its %s changes', (_field, changes) => {
    spec
      .given(evaluatedWithGaps)
      .when({ ...update, ...changes })
      .then([
        { type: 'TodoDetailsUpdated', data: { todoId, ...changes, updatedAt: t1 } },
        { type: 'TodoEvaluationRequested', data: { todoId, requestId, requestedAt: t1 } },
      ]);
  });

  it('asks for none when only its priority, due date or status changes', () => {
    spec
      .given(evaluatedWithGaps)
      .when({ ...update, priority: 'high', status: 'in_progress' })
      .then([
        { type: 'TodoDetailsUpdated', data: { todoId, priority: 'high', updatedAt: t1 } },
        { type: 'TodoStatusChanged', data: { todoId, status: 'in_progress', changedAt: t1 } },
      ]);
  });

  it('asks for none while one is owed (it judges the texts as they are when it lands), nor for a completed todo or one with open steps', () => {
    const edit = { ...update, successCriteria: 'Finish a 10k race' };
    const editedOnly: TodoEvent[] = [{ type: 'TodoDetailsUpdated', data: { todoId, successCriteria: 'Finish a 10k race', updatedAt: t1 } }];
    spec.given([created(), planned(stepA), stepCompleted(stepA), evaluationRequested()]).when(edit).then(editedOnly);
    spec.given([...evaluatedWithGaps, { type: 'TodoForceCompleted', data: { todoId, completedAt: t1 } }]).when(edit).then(editedOnly);
    spec.given([created(), planned(stepA, stepB), stepCompleted(stepA)]).when(edit).then(editedOnly);
    spec.given([created()]).when(edit).then(editedOnly);
  });
});

describe('delete todo and ownership', () => {
  it('deletes a todo', () => {
    spec.given([created()]).when({ type: 'DeleteTodo', todoId, userId, now: t1 }).then([{ type: 'TodoDeleted', data: { todoId, deletedAt: t1 } }]);
  });

  it('answers not found for a deleted todo, a missing one, and another user', () => {
    const deleted = [created(), { type: 'TodoDeleted' as const, data: { todoId, deletedAt: t1 } }];
    spec.given(deleted).when({ ...update, title: 'Again' }).thenThrows('not_found', 'Todo not found');
    spec.given([]).when({ type: 'DeleteTodo', todoId, userId, now: t1 }).thenThrows('not_found', 'Todo not found');
    spec.given([created()]).when({ ...update, userId: otherUserId, title: 'Mine now' }).thenThrows('not_found', 'Todo not found');
    spec.given([created()]).when({ type: 'DeleteTodo', todoId, userId: otherUserId, now: t1 }).thenThrows('not_found', 'Todo not found');
  });
});

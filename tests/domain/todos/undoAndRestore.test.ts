import type { TodoEvent } from '../../../domain/todos/events';
import type { TodoCommand } from '../../../domain/todos/todoCommands';
import { todoDecider } from '../../../domain/todos/todoDecider';
import { deciderSpec } from '../../support/deciderSpec';
import { created, evaluationRequested, missionId, otherUserId, planned, started, stepA, stepB, stepC, stepCompleted, t0, t1, t2, todoId, userId } from './fixtures';

const spec = deciderSpec(todoDecider);
const fold = (events: TodoEvent[]) => events.reduce(todoDecider.evolve, todoDecider.initialState());
const DAY = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(Date.parse(t1) + days * DAY).toISOString();

/** The undo of the change `change`, made on top of `history`, as the use case builds it. */
function undo(kind: 'edit' | 'step_completion' | 'replan', history: TodoEvent[], change: TodoEvent[], overrides: Partial<TodoCommand> = {}): TodoCommand {
  return {
    type: 'UndoTodoChange',
    todoId,
    userId,
    now: t2,
    kind,
    revision: history.length + change.length - 1,
    change,
    before: fold(history),
    previousMissionExists: true,
    ...overrides,
  } as TodoCommand;
}

const edited: TodoEvent = { type: 'TodoDetailsUpdated', data: { todoId, title: 'Run a half marathon', priority: 'high', updatedAt: t1 } };
const deleted: TodoEvent = { type: 'TodoDeleted', data: { todoId, deletedAt: t1 } };
const retired: TodoEvent = { type: 'StepsRetired', data: { todoId, stepIds: [stepA, stepB], retiredAt: t1 } };
const replanned: TodoEvent = { type: 'StepsPlanned', data: { todoId, steps: [{ stepId: stepC, title: 'New plan', description: null, orderIndex: 0 }], plannedAt: t1 } };

describe('undo of an edit', () => {
  const history = [created(), planned(stepA, stepB)];

  it('gives back the previous values of the fields the edit changed, and only those', () => {
    spec
      .given([...history, edited])
      .when(undo('edit', history, [edited]))
      .then([{ type: 'TodoEditUndone', data: { todoId, undoneRevision: 2, previous: { title: 'Run a 10k', priority: 'medium' }, undoneAt: t2 } }]);
  });

  it('folds to the state before the edit', () => {
    const events = todoDecider.decide(undo('edit', history, [edited]), fold([...history, edited]));
    const after = fold([...history, edited, ...events]);
    expect({ title: after.title, priority: after.priority }).toEqual({ title: fold(history).title, priority: fold(history).priority });
  });

  it('puts the status and the mission link back; a mission deleted since leaves the todo standalone', () => {
    const inMission = [created({ missionId }), planned(stepA)];
    const change: TodoEvent[] = [
      { type: 'TodoStatusChanged', data: { todoId, status: 'in_progress', changedAt: t1 } },
      { type: 'TodoUnlinkedFromMission', data: { todoId, missionId, unlinkedAt: t1 } },
    ];
    spec
      .given([...inMission, ...change])
      .when(undo('edit', inMission, change))
      .thenEvents(([e]) => expect(e.data).toMatchObject({ previous: { status: 'pending', missionId } }));
    spec
      .given([...inMission, ...change])
      .when(undo('edit', inMission, change, { previousMissionExists: false }))
      .thenEvents(([e]) => expect(e.data).toMatchObject({ previous: { status: 'pending', missionId: null } }));
  });

  it('of the success criteria that asked for a new evaluation, puts back the verdict on the old ones and the open status', () => {
    const firstRequest = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
    const verdict = { gapsFound: true, gaps: ['No race time'], suggestions: ['Add it'], recommendation: 'Record it', criteria: [] };
    const before = [
      created(),
      planned(stepA),
      stepCompleted(stepA),
      started(),
      evaluationRequested(firstRequest),
      { type: 'TodoEvaluated' as const, data: { todoId, requestId: firstRequest, ...verdict, evaluatedAt: t1 } },
    ];
    const change: TodoEvent[] = [
      { type: 'TodoDetailsUpdated', data: { todoId, successCriteria: 'Finish a 10k race', updatedAt: t1 } },
      evaluationRequested(),
      { type: 'TodoEvaluated', data: { todoId, requestId: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', gapsFound: false, gaps: [], suggestions: [], recommendation: 'Met', criteria: [], evaluatedAt: t2 } },
      { type: 'TodoAutoCompleted', data: { todoId, requestId: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', completedAt: t2 } },
    ];
    const state = fold([...before, ...change]);
    expect(state.status).toBe('completed');
    const events = todoDecider.decide(undo('edit', before, change), state);
    const previousVerdict = { ...verdict, todoAutoCompleted: false, userOverride: false, evaluatedAt: t1 };
    expect(events).toEqual([
      { type: 'TodoEditUndone', data: { todoId, undoneRevision: 9, previous: { successCriteria: 'Finish a 10k race under 60 minutes', evaluation: previousVerdict, status: 'in_progress' }, undoneAt: t2 } },
    ]);
    const after = fold([...before, ...change, ...events]);
    expect(after).toMatchObject({ status: 'in_progress', completedAt: null, evaluation: previousVerdict, pendingEvaluationRequestId: null, successCriteria: 'Finish a 10k race under 60 minutes' });
  });

  it('is refused once the todo moved on', () => {
    const moved = [...history, edited, stepCompleted(stepA)];
    spec.given(moved).when(undo('edit', history, [edited])).thenThrows('conflict', 'This todo changed after that edit, so the edit can no longer be undone.');
  });

  it('is refused for a change that was not an edit, and for another user', () => {
    spec.given([...history, stepCompleted(stepA)]).when(undo('edit', history, [stepCompleted(stepA)])).thenThrows('invalid', /not an edit/);
    spec.given([...history, edited]).when(undo('edit', history, [edited], { userId: otherUserId })).thenThrows('not_found', 'Todo not found');
  });
});

describe('undo of a step completion', () => {
  const history = [created(), planned(stepA, stepB)];

  it('opens the step again and gives the todo back its status', () => {
    const change = [stepCompleted(stepA), started()];
    spec
      .given([...history, ...change])
      .when(undo('step_completion', history, change))
      .then([{ type: 'StepCompletionUndone', data: { todoId, stepId: stepA, undoneRevision: 3, stepStatus: 'pending', todoStatus: 'pending', clearsEvaluation: false, undoneAt: t2 } }]);
    const after = fold([...history, ...change, ...todoDecider.decide(undo('step_completion', history, change), fold([...history, ...change]))]);
    expect(after.steps.map((s) => s.status)).toEqual(['pending', 'pending']);
    expect(after.status).toBe('pending');
  });

  it('drops the evaluation the completion asked for, and reopens an auto-completed todo', () => {
    const before = [...history, stepCompleted(stepA), started()];
    const change: TodoEvent[] = [stepCompleted(stepB), evaluationRequested(), { type: 'TodoAutoCompleted', data: { todoId, requestId: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', completedAt: t1 } }];
    const state = fold([...before, ...change]);
    const events = todoDecider.decide(undo('step_completion', before, change), state);
    expect(events[0].data).toMatchObject({ stepId: stepB, todoStatus: 'in_progress', clearsEvaluation: true });
    const after = fold([...before, ...change, ...events]);
    expect({ status: after.status, completedAt: after.completedAt, pending: after.pendingEvaluationRequestId }).toEqual({ status: 'in_progress', completedAt: null, pending: null });
  });

  it('is refused once another step was completed', () => {
    const change = [stepCompleted(stepA), started()];
    spec
      .given([...history, ...change, stepCompleted(stepB)])
      .when(undo('step_completion', history, change))
      .thenThrows('conflict', 'This todo changed after that step was completed, so the completion can no longer be undone.');
  });
});

describe('undo of a re-plan', () => {
  const history = [created(), planned(stepA, stepB), stepCompleted(stepA), started()];

  it('brings back the retired steps as they were and retires the new ones', () => {
    const change = [retired, replanned];
    const events = todoDecider.decide(undo('replan', history, change), fold([...history, ...change]));
    expect(events).toEqual([{ type: 'TodoReplanUndone', data: { todoId, undoneRevision: 5, restoredStepIds: [stepA, stepB], retiredStepIds: [stepC], undoneAt: t2 } }]);
    const after = fold([...history, ...change, ...events]);
    expect(after.steps.map((s) => [s.stepId, s.status])).toEqual([
      [stepA, 'completed'],
      [stepB, 'pending'],
    ]);
  });

  it('retires the evidence and findings with their steps, and brings them back with the steps', () => {
    const evidenceId = '77777777-7777-4777-8777-777777777777';
    const findingId = '88888888-8888-4888-8888-888888888888';
    const worked: TodoEvent[] = [
      ...history,
      { type: 'EvidenceAdded', data: { todoId, evidenceId, stepId: stepA, contentType: 'text', contentText: 'Ran 8 km in 47 min', fileUrl: null, addedAt: t1 } },
      { type: 'FindingAdded', data: { todoId, findingId, stepId: stepA, findingType: 'resource', title: 'Training plan', content: 'https://example.org/10k-plan', source: 'user', addedAt: t1 } },
    ];
    const change = [retired, replanned];
    const replannedState = fold([...worked, ...change]);
    expect([replannedState.evidence, replannedState.findings]).toEqual([[], []]);
    expect(replannedState.retired.evidence.map((e) => e.evidenceId)).toEqual([evidenceId]);
    expect(replannedState.retired.findings.map((f) => f.findingId)).toEqual([findingId]);
    const after = fold([...worked, ...change, ...todoDecider.decide(undo('replan', worked, change), replannedState)]);
    expect(after.evidence.map((e) => e.evidenceId)).toEqual([evidenceId]);
    expect(after.findings.map((f) => f.findingId)).toEqual([findingId]);
    expect(after.retired).toEqual({ steps: [expect.objectContaining({ stepId: stepC })], evidence: [], findings: [] });
  });

  it('is refused once the new plan was worked on', () => {
    spec
      .given([...history, retired, replanned, stepCompleted(stepC)])
      .when(undo('replan', history, [retired, replanned]))
      .thenThrows('conflict', 'This todo changed after that re-plan, so the re-plan can no longer be undone.');
  });
});

describe('restore of a deleted todo', () => {
  const restore = (overrides: Partial<Extract<TodoCommand, { type: 'RestoreTodo' }>> = {}): TodoCommand => ({ type: 'RestoreTodo', todoId, userId, now: later(29), missionId, ...overrides });

  it('restores within 30 days, with the mission link the caller found', () => {
    spec.given([created({ missionId }), deleted]).when(restore()).then([{ type: 'TodoRestored', data: { todoId, missionId, restoredAt: later(29) } }]);
    spec.given([created({ missionId }), deleted]).when(restore({ missionId: null })).then([{ type: 'TodoRestored', data: { todoId, missionId: null, restoredAt: later(29) } }]);
    const after = fold([created({ missionId }), planned(stepA), deleted, { type: 'TodoRestored', data: { todoId, missionId: null, restoredAt: t2 } }]);
    expect({ lifecycle: after.lifecycle, missionId: after.missionId, steps: after.steps.length }).toEqual({ lifecycle: 'active', missionId: null, steps: 1 });
  });

  it("restores a todo its mission's re-plan set aside (still active on its own stream) within 30 days of that", () => {
    const setAsideAt = later(1);
    spec.given([created({ missionId })]).when(restore({ setAsideAt, now: later(30) })).then([{ type: 'TodoRestored', data: { todoId, missionId, restoredAt: later(30) } }]);
    spec
      .given([created({ missionId })])
      .when(restore({ setAsideAt, now: later(32) }))
      .thenThrows('conflict', 'This todo was deleted more than 30 days ago and can no longer be restored.');
    spec.given([created({ missionId })]).when(restore({ setAsideAt, userId: otherUserId })).thenThrows('not_found', 'Todo not found');
  });

  it('refuses after 30 days, a todo that is not deleted, another user, and a stale undo', () => {
    spec.given([created(), deleted]).when(restore({ now: later(31) })).thenThrows('conflict', 'This todo was deleted more than 30 days ago and can no longer be restored.');
    spec.given([created()]).when(restore()).thenThrows('conflict', 'This todo is not deleted: it was restored already.');
    spec.given([created(), deleted]).when(restore({ userId: otherUserId })).thenThrows('not_found', 'Todo not found');
    spec.given([]).when(restore()).thenThrows('not_found', 'Todo not found');
    spec.given([created(), deleted]).when(restore({ revision: 0 })).thenThrows('conflict', /changed after it was deleted/);
    spec.given([created(), deleted]).when(restore({ revision: 1 })).thenEvents((events) => expect(events).toHaveLength(1));
  });

  it('counts revisions as the store does', () => {
    expect(fold([]).revision).toBe(-1);
    expect(fold([created({ createdAt: t0 }), planned(stepA)]).revision).toBe(1);
  });
});

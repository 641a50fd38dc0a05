import { NOTE_MARKER } from '../../../domain/todos/notes';
import { todoDecider } from '../../../domain/todos/todoDecider';
import { deciderSpec } from '../../support/deciderSpec';
import { created, otherUserId, planned, stepA, stepB, stepC, stepCompleted, t0, t1, todoId, userId } from './fixtures';

const spec = deciderSpec(todoDecider);
const base = { todoId, userId, now: t1 };

describe('add step', () => {
  it('puts a step without an order index after the last one', () => {
    spec
      .given([created(), planned(stepA, stepB)])
      .when({ ...base, type: 'AddStep', stepId: stepC, title: ' Book a race ', description: '', orderIndex: null })
      .then([{ type: 'StepAdded', data: { todoId, stepId: stepC, title: 'Book a race', description: null, orderIndex: 2, addedAt: t1 } }]);
  });

  it('starts at 0 on a todo without steps and keeps an explicit index', () => {
    spec.given([created()]).when({ ...base, type: 'AddStep', stepId: stepA, title: 'First' }).thenEvents(([e]) => {
      expect(e).toMatchObject({ type: 'StepAdded', data: { orderIndex: 0 } });
    });
    spec.given([created()]).when({ ...base, type: 'AddStep', stepId: stepA, title: 'First', orderIndex: 7 }).thenEvents(([e]) => {
      expect(e).toMatchObject({ data: { orderIndex: 7 } });
    });
  });

  it('refuses a blank title and a negative or fractional order index', () => {
    spec.given([created()]).when({ ...base, type: 'AddStep', stepId: stepA, title: '  ' }).thenThrows('invalid', 'Step title is required');
    spec.given([created()]).when({ ...base, type: 'AddStep', stepId: stepA, title: 'x', orderIndex: -1 }).thenThrows('invalid', /Order index/);
    spec.given([created()]).when({ ...base, type: 'AddStep', stepId: stepA, title: 'x', orderIndex: 1.5 }).thenThrows('invalid', /Order index/);
  });

  it('refuses new steps on a completed todo', () => {
    spec
      .given([created(), planned(stepA), stepCompleted(stepA), { type: 'TodoForceCompleted', data: { todoId, completedAt: t1 } }])
      .when({ ...base, type: 'AddStep', stepId: stepB, title: 'One more' })
      .thenThrows('conflict', /Completed todos cannot be re-planned or get new steps/);
  });
});

describe('plan steps', () => {
  const plan = { ...base, type: 'PlanSteps' as const, steps: [{ stepId: stepA, title: 'Pick a plan', description: 'Eight weeks' }, { stepId: stepB, title: 'Run' }] };

  it('records the planner steps in order', () => {
    spec.given([created()]).when(plan).then([
      {
        type: 'StepsPlanned',
        data: {
          todoId,
          steps: [
            { stepId: stepA, title: 'Pick a plan', description: 'Eight weeks', orderIndex: 0 },
            { stepId: stepB, title: 'Run', description: null, orderIndex: 1 },
          ],
          plannedAt: t1,
        },
      },
    ]);
  });

  it('does nothing when the todo already has a plan (planning twice never duplicates steps)', () => {
    spec.given([created(), planned(stepC)]).when(plan).then([]);
  });

  it('refuses an empty plan', () => {
    spec.given([created()]).when({ ...plan, steps: [] }).thenThrows('invalid', 'The plan has no steps');
  });
});

describe('regenerate steps (re-plan)', () => {
  const newStep = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
  it('retires every current step and plans the new ones', () => {
    spec
      .given([created(), planned(stepA, stepB), stepCompleted(stepA)])
      .when({ ...base, type: 'RegenerateSteps', steps: [{ stepId: newStep, title: 'Fresh start' }] })
      .then([
        { type: 'StepsRetired', data: { todoId, stepIds: [stepA, stepB], retiredAt: t1 } },
        { type: 'StepsPlanned', data: { todoId, steps: [{ stepId: newStep, title: 'Fresh start', description: null, orderIndex: 0 }], plannedAt: t1 } },
      ]);
  });

  it('makes retired steps unknown to later commands', () => {
    spec
      .given([created(), planned(stepA), { type: 'StepsRetired', data: { todoId, stepIds: [stepA], retiredAt: t1 } }])
      .when({ ...base, type: 'CompleteStep', stepId: stepA, evaluationRequestId: newStep })
      .thenThrows('not_found', 'Step not found');
  });
});

describe('update step', () => {
  it('changes title and description', () => {
    spec
      .given([created(), planned(stepA)])
      .when({ ...base, type: 'UpdateStep', stepId: stepA, title: 'Pick an 8-week plan', description: ' from a coach ' })
      .then([{ type: 'StepUpdated', data: { todoId, stepId: stepA, title: 'Pick an 8-week plan', description: 'from a coach', updatedAt: t1 } }]);
  });

  it('refuses a blank title, an empty change, another user and an unknown step', () => {
    spec.given([created(), planned(stepA)]).when({ ...base, type: 'UpdateStep', stepId: stepA, title: '' }).thenThrows('invalid', 'Step title is required');
    spec.given([created(), planned(stepA)]).when({ ...base, type: 'UpdateStep', stepId: stepA }).thenThrows('invalid', /title or description/);
    spec.given([created(), planned(stepA)]).when({ ...base, userId: otherUserId, type: 'UpdateStep', stepId: stepA, title: 'x' }).thenThrows('not_found', 'Todo not found');
    spec.given([created(), planned(stepA)]).when({ ...base, type: 'UpdateStep', stepId: stepB, title: 'x' }).thenThrows('not_found', 'Step not found');
  });
});

describe('notes', () => {
  it("appends the note to the step's description with the note marker", () => {
    const events = [created(), planned(stepA), { type: 'StepUpdated' as const, data: { todoId, stepId: stepA, description: 'Eight weeks', updatedAt: t0 } }];
    spec.given(events).when({ ...base, type: 'AddStepNote', stepId: stepA, content: ' Knee felt fine ' }).then([
      { type: 'StepNoteAdded', data: { todoId, stepId: stepA, content: 'Knee felt fine', addedAt: t1 } },
    ]);
    const after = [...events, { type: 'StepNoteAdded' as const, data: { todoId, stepId: stepA, content: 'Knee felt fine', addedAt: t1 } }];
    const state = after.reduce(todoDecider.evolve, todoDecider.initialState());
    expect(state.steps[0].description).toBe(`Eight weeks\n\n${NOTE_MARKER} Knee felt fine`);
  });

  it('refuses a blank note', () => {
    spec.given([created(), planned(stepA)]).when({ ...base, type: 'AddStepNote', stepId: stepA, content: '  ' }).thenThrows('invalid', 'Note text is required');
  });
});

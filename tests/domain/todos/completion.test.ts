import { todoDecider } from '../../../domain/todos/todoDecider';
import type { TodoEvent } from '../../../domain/todos/events';
import { deciderSpec } from '../../support/deciderSpec';
import {
  created,
  evaluationRequested,
  judged,
  noGaps,
  planned,
  requestId,
  started,
  stepA,
  stepB,
  stepC,
  stepCompleted,
  t1,
  t2,
  todoId,
  userId,
  withGaps,
} from './fixtures';

const spec = deciderSpec(todoDecider);
const base = { todoId, userId, now: t1 };
const complete = (stepId: string) => ({ ...base, type: 'CompleteStep' as const, stepId, evaluationRequestId: requestId });
const record = (evaluation: typeof noGaps | typeof withGaps, id = requestId, judgedTexts = judged) => ({ ...base, now: t2, type: 'RecordEvaluation' as const, requestId: id, judged: judgedTexts, evaluation });
const fold = (events: TodoEvent[]) => events.reduce(todoDecider.evolve, todoDecider.initialState());

describe('complete step', () => {
  it('completes a step and starts a pending todo', () => {
    spec.given([created(), planned(stepA, stepB)]).when(complete(stepA)).then([stepCompleted(stepA), started('step_completed')]);
  });

  it('does not start an in-progress todo again', () => {
    spec.given([created(), planned(stepA, stepB), stepCompleted(stepA), started()]).when(complete(stepB)).thenEvents((events) => {
      expect(events.map((e) => e.type)).toEqual(['StepCompleted', 'TodoEvaluationRequested']);
    });
  });

  it('asks for an evaluation when the last open step is completed', () => {
    spec.given([created(), planned(stepA, stepB), stepCompleted(stepA), started()]).when(complete(stepB)).then([stepCompleted(stepB), evaluationRequested()]);
  });

  it('is idempotent for a step that is already completed', () => {
    spec.given([created(), planned(stepA, stepB), stepCompleted(stepA), started()]).when(complete(stepA)).then([]);
  });

  it('asks for the evaluation exactly once when the last two steps complete concurrently', () => {
    // Both requests decide on the same state; the store accepts the first append, the second
    // conflicts and re-decides on the new state (what handleCommand does on a revision conflict).
    const history = [created(), planned(stepA, stepB), started()];
    const first = todoDecider.decide(complete(stepA), fold(history));
    const second = todoDecider.decide(complete(stepB), fold(history));
    expect(first.map((e) => e.type)).toEqual(['StepCompleted']);
    expect(second.map((e) => e.type)).toEqual(['StepCompleted']);
    const retried = todoDecider.decide({ ...complete(stepB), evaluationRequestId: 'ffffffff-ffff-4fff-8fff-ffffffffffff' }, fold([...history, ...first]));
    expect(retried.map((e) => e.type)).toEqual(['StepCompleted', 'TodoEvaluationRequested']);
    const all = [...history, ...first, ...retried];
    expect(all.filter((e) => e.type === 'TodoEvaluationRequested')).toHaveLength(1);
  });

  it('does not ask for an evaluation of a todo that is already completed', () => {
    spec
      .given([created(), planned(stepA, stepB), { type: 'TodoForceCompleted', data: { todoId, completedAt: t1 } }, stepCompleted(stepA)])
      .when(complete(stepB))
      .then([stepCompleted(stepB)]);
  });
});

describe('record evaluation', () => {
  const allDone = [created(), planned(stepA), stepCompleted(stepA), started(), evaluationRequested()];

  it('auto-completes the todo when there are no gaps', () => {
    spec.given(allDone).when(record(noGaps)).then([
      { type: 'TodoEvaluated', data: { todoId, requestId, ...noGaps, evaluatedAt: t2 } },
      { type: 'TodoAutoCompleted', data: { todoId, requestId, completedAt: t2 } },
    ]);
    const state = fold([...allDone, ...todoDecider.decide(record(noGaps), fold(allDone))]);
    expect(state.status).toBe('completed');
    expect(state.evaluation).toMatchObject({ gapsFound: false, todoAutoCompleted: true, userOverride: false });
  });

  it('keeps the todo open when there are gaps', () => {
    spec.given(allDone).when(record(withGaps)).then([{ type: 'TodoEvaluated', data: { todoId, requestId, ...withGaps, evaluatedAt: t2 } }]);
    const state = fold([...allDone, ...todoDecider.decide(record(withGaps), fold(allDone))]);
    expect(state.status).toBe('in_progress');
    expect(state.evaluation).toMatchObject({ gapsFound: true, gaps: ['No race result recorded'], todoAutoCompleted: false });
  });

  it('treats listed gaps as gaps even when the flag says otherwise', () => {
    spec.given(allDone).when(record({ ...withGaps, gapsFound: false })).thenEvents((events) => {
      expect(events.map((e) => e.type)).toEqual(['TodoEvaluated']);
      expect(events[0].data).toMatchObject({ gapsFound: true });
    });
  });

  it('accepts one result per request: a repeat or an unknown request changes nothing', () => {
    const evaluated = [...allDone, ...todoDecider.decide(record(noGaps), fold(allDone))];
    spec.given(evaluated).when(record(noGaps)).then([]);
    spec.given(allDone).when(record(noGaps, 'ffffffff-ffff-4fff-8fff-ffffffffffff')).then([]);
  });

  it('sets aside a verdict on success criteria edited while it was made: the todo stays open and its evaluation owed', () => {
    const edited: TodoEvent[] = [...allDone, { type: 'TodoDetailsUpdated', data: { todoId, successCriteria: 'Finish a 10k race under 50 minutes', updatedAt: t2 } }];
    spec.given(edited).when(record(noGaps)).then([{ type: 'TodoEvaluationDiscarded', data: { todoId, requestId, changed: ['successCriteria'], discardedAt: t2 } }]);
    const state = fold([...edited, ...todoDecider.decide(record(noGaps), fold(edited))]);
    expect(state).toMatchObject({ status: 'in_progress', evaluation: null, pendingEvaluationRequestId: requestId });
    // A verdict on the todo as it is now is then accepted for the same request.
    spec.given([...edited, ...todoDecider.decide(record(noGaps), fold(edited))])
      .when(record(noGaps, requestId, { ...judged, successCriteria: 'Finish a 10k race under 50 minutes' }))
      .thenEvents((events) => expect(events.map((e) => e.type)).toEqual(['TodoEvaluated', 'TodoAutoCompleted']));
  });

  it('names every judged text that changed, a title or description too', () => {
    const edited: TodoEvent[] = [...allDone, { type: 'TodoDetailsUpdated', data: { todoId, title: 'Run a city 10k', description: 'The one in May', updatedAt: t2 } }];
    spec.given(edited).when(record(withGaps)).thenEvents((events) => expect(events).toEqual([{ type: 'TodoEvaluationDiscarded', data: { todoId, requestId, changed: ['title', 'description'], discardedAt: t2 } }]));
  });

  it('accepts a verdict when an edit of a judged text was undone: it judged what the todo says', () => {
    const editedBack: TodoEvent[] = [
      ...allDone,
      { type: 'TodoDetailsUpdated', data: { todoId, successCriteria: 'Something else', updatedAt: t2 } },
      { type: 'TodoEditUndone', data: { todoId, undoneRevision: allDone.length, previous: { successCriteria: judged.successCriteria }, undoneAt: t2 } },
    ];
    spec.given(editedBack).when(record(noGaps)).thenEvents((events) => expect(events.map((e) => e.type)).toEqual(['TodoEvaluated', 'TodoAutoCompleted']));
  });

  it('ignores a result for a plan that was replaced meanwhile', () => {
    const replanned: TodoEvent[] = [...allDone, { type: 'StepsRetired', data: { todoId, stepIds: [stepA], retiredAt: t2 } }];
    spec.given(replanned).when(record(noGaps)).then([]);
  });
});

describe('force-complete', () => {
  it('completes a todo with gaps and marks the evaluation as a user override', () => {
    const withGapsHistory: TodoEvent[] = [
      created(),
      planned(stepA),
      stepCompleted(stepA),
      started(),
      evaluationRequested(),
      { type: 'TodoEvaluated', data: { todoId, requestId, ...withGaps, evaluatedAt: t2 } },
    ];
    spec.given(withGapsHistory).when({ ...base, now: t2, type: 'ForceCompleteTodo' }).then([{ type: 'TodoForceCompleted', data: { todoId, completedAt: t2 } }]);
    const state = fold([...withGapsHistory, { type: 'TodoForceCompleted', data: { todoId, completedAt: t2 } }]);
    expect(state.status).toBe('completed');
    expect(state.evaluation).toMatchObject({ gapsFound: true, userOverride: true, todoAutoCompleted: false });
  });

  it('records an override evaluation when there was none', () => {
    const state = fold([created(), { type: 'TodoForceCompleted', data: { todoId, completedAt: t2 } }]);
    expect(state.evaluation).toMatchObject({ userOverride: true, gapsFound: false, evaluatedAt: t2 });
  });

  it('refuses to complete a completed todo again', () => {
    spec
      .given([created(), { type: 'TodoForceCompleted', data: { todoId, completedAt: t1 } }])
      .when({ ...base, type: 'ForceCompleteTodo' })
      .thenThrows('conflict', 'This todo is already completed');
  });
});

describe('step chat outcome', () => {
  const findingId = '99999999-9999-4999-8999-999999999999';
  const replyId = '88888888-8888-4888-8888-888888888888';
  const outcome = { ...base, type: 'ApplyStepChatOutcome' as const, stepId: stepA, replyId, findings: [], stepCompleted: false, evaluationRequestId: requestId };
  const byChat = (event: TodoEvent): TodoEvent => ({ ...event, data: { ...event.data, chatReplyId: replyId } }) as TodoEvent;

  it('starts a pending todo and the step on the first chat', () => {
    spec.given([created(), planned(stepA, stepB)]).when(outcome).then([
      started('step_chat'),
      { type: 'StepStarted', data: { todoId, stepId: stepA, startedAt: t1, chatReplyId: replyId } },
    ]);
  });

  it('records extracted findings and drops unusable ones', () => {
    spec
      .given([created(), planned(stepA), started()])
      .when({
        ...outcome,
        findings: [
          { findingId, findingType: 'Decision', title: 'Race', content: 'We chose the city 10k' },
          { findingId: stepB, findingType: 'rumour', title: 'x', content: 'y' },
          { findingId: stepC, findingType: 'information', title: ' ', content: 'no title' },
        ],
      })
      .then([
        { type: 'FindingAdded', data: { todoId, findingId, stepId: stepA, findingType: 'decision', title: 'Race', content: 'We chose the city 10k', source: 'step_assistant', addedAt: t1, chatReplyId: replyId } },
        { type: 'StepStarted', data: { todoId, stepId: stepA, startedAt: t1, chatReplyId: replyId } },
      ]);
  });

  it('completes the step when the assistant says so, and asks for the evaluation on the last one', () => {
    spec.given([created(), planned(stepA)]).when({ ...outcome, stepCompleted: true }).then([
      started('step_chat'),
      byChat(stepCompleted(stepA)),
      evaluationRequested(),
    ]);
  });

  it("applies a reply's outcome once: the same reply again changes nothing", () => {
    const finding = { findingId, findingType: 'decision', title: 'Race', content: 'We chose the city 10k' };
    const first = { type: 'FindingAdded' as const, data: { todoId, findingId, stepId: stepA, findingType: 'decision' as const, title: 'Race', content: 'We chose the city 10k', source: 'step_assistant', addedAt: t1, chatReplyId: replyId } };
    spec.given([created(), planned(stepA, stepB), started(), first]).when({ ...outcome, findings: [finding] }).then([]);
    // Even once the step it completed was reopened, or the finding it recorded deleted.
    spec
      .given([created(), planned(stepA, stepB), started(), byChat(stepCompleted(stepA)), { type: 'StepReopened', data: { todoId, stepId: stepA, todoStatus: 'in_progress', clearsEvaluation: false, reopenedAt: t1 } } as TodoEvent])
      .when({ ...outcome, stepCompleted: true })
      .then([]);
    spec.given([created(), planned(stepA), started(), first, { type: 'FindingDeleted', data: { todoId, findingId, deletedAt: t1 } }]).when({ ...outcome, findings: [finding] }).then([]);
  });

  it('a completion for a step already completed appends nothing', () => {
    spec.given([created(), planned(stepA, stepB), stepCompleted(stepA), started()]).when({ ...outcome, stepCompleted: true }).then([]);
  });
});

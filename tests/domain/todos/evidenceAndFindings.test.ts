import { todoDecider } from '../../../domain/todos/todoDecider';
import type { TodoCommand } from '../../../domain/todos/todoCommands';
import type { TodoEvent } from '../../../domain/todos/events';
import { deciderSpec } from '../../support/deciderSpec';
import { created, evaluationRequested, noGaps, otherUserId, planned, requestId, started, stepA, stepB, stepCompleted, t1, t2, todoId, userId, withGaps } from './fixtures';

const spec = deciderSpec(todoDecider);
const base = { todoId, userId, now: t1 };
const evidenceId = '77777777-7777-4777-8777-777777777777';
const findingId = '88888888-8888-4888-8888-888888888888';

describe('evidence', () => {
  it('records trimmed text evidence on a step', () => {
    spec.given([created(), planned(stepA)]).when({ ...base, type: 'AddEvidence', stepId: stepA, evidenceId, contentText: ' Ran 8 km in 47 min ' }).then([
      { type: 'EvidenceAdded', data: { todoId, evidenceId, stepId: stepA, contentType: 'text', contentText: 'Ran 8 km in 47 min', fileUrl: null, addedAt: t1 } },
    ]);
  });

  it('refuses blank evidence and an unknown step', () => {
    spec.given([created(), planned(stepA)]).when({ ...base, type: 'AddEvidence', stepId: stepA, evidenceId, contentText: ' \n ' }).thenThrows('invalid', 'Evidence text cannot be empty');
    spec.given([created(), planned(stepA)]).when({ ...base, type: 'AddEvidence', stepId: stepB, evidenceId, contentText: 'x' }).thenThrows('not_found', 'Step not found');
  });
});

describe('findings', () => {
  const add = { ...base, type: 'AddFinding' as const, stepId: stepA, findingId, findingType: 'resource', title: 'Training plan', content: 'https://example.org/10k-plan' };

  it('adds a finding by the user', () => {
    spec.given([created(), planned(stepA)]).when(add).then([
      { type: 'FindingAdded', data: { todoId, findingId, stepId: stepA, findingType: 'resource', title: 'Training plan', content: 'https://example.org/10k-plan', source: 'user', addedAt: t1 } },
    ]);
  });

  it('refuses an unknown type and blank text', () => {
    spec.given([created(), planned(stepA)]).when({ ...add, findingType: 'opinion' }).thenThrows('invalid', 'Finding type must be information, decision or resource');
    spec.given([created(), planned(stepA)]).when({ ...add, content: ' ' }).thenThrows('invalid', 'Finding title and content are required');
  });

  it('deletes a finding once; another user cannot', () => {
    const withFinding = [created(), planned(stepA), ...todoDecider.decide(add, [created(), planned(stepA)].reduce(todoDecider.evolve, todoDecider.initialState()))];
    spec.given(withFinding).when({ ...base, now: t2, type: 'DeleteFinding', findingId }).then([{ type: 'FindingDeleted', data: { todoId, findingId, deletedAt: t2 } }]);
    spec
      .given([...withFinding, { type: 'FindingDeleted', data: { todoId, findingId, deletedAt: t2 } }])
      .when({ ...base, type: 'DeleteFinding', findingId })
      .thenThrows('not_found', 'Finding not found');
    spec.given(withFinding).when({ ...base, userId: otherUserId, type: 'DeleteFinding', findingId }).thenThrows('not_found', 'Todo not found');
  });

  it('drops the evidence and findings of retired steps', () => {
    const state = [
      created(),
      planned(stepA, stepB),
      { type: 'EvidenceAdded' as const, data: { todoId, evidenceId, stepId: stepA, contentType: 'text', contentText: 'x', fileUrl: null, addedAt: t1 } },
      { type: 'FindingAdded' as const, data: { todoId, findingId, stepId: stepA, findingType: 'information' as const, title: 't', content: 'c', source: 'user', addedAt: t1 } },
      { type: 'StepsRetired' as const, data: { todoId, stepIds: [stepA, stepB], retiredAt: t2 } },
    ].reduce(todoDecider.evolve, todoDecider.initialState());
    expect(state.steps).toEqual([]);
    expect(state.evidence).toEqual([]);
    expect(state.findings).toEqual([]);
  });
});

describe('proof for a todo whose evaluation found gaps', () => {
  const askedAgain = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
  const evaluated = (verdict: typeof withGaps | typeof noGaps) => ({ type: 'TodoEvaluated' as const, data: { todoId, requestId, ...verdict, evaluatedAt: t1 } });
  const finishedWithGaps = [created(), planned(stepA), stepCompleted(stepA), started(), evaluationRequested(), evaluated(withGaps)];
  const proofs = [
    { proof: 'evidence', command: { ...base, now: t2, type: 'AddEvidence' as const, stepId: stepA, evidenceId, contentText: 'Race result: 58:40', evaluationRequestId: askedAgain } },
    { proof: 'a finding', command: { ...base, now: t2, type: 'AddFinding' as const, stepId: stepA, findingId, findingType: 'information', title: 'Race', content: '58:40', evaluationRequestId: askedAgain } },
    { proof: 'a note', command: { ...base, now: t2, type: 'AddStepNote' as const, stepId: stepA, content: 'Finished in 58:40', evaluationRequestId: askedAgain } },
  ];
  const decideOn = (given: TodoEvent[], command: TodoCommand) => todoDecider.decide(command, given.reduce(todoDecider.evolve, todoDecider.initialState()));
  const asked = { type: 'TodoEvaluationRequested', data: { todoId, requestId: askedAgain, requestedAt: t2 } };

  it.each(proofs)('asks for a new evaluation when $proof is added: the gaps asked for it', ({ command }) => {
    const events = decideOn(finishedWithGaps, command);
    expect(events.map((e) => e.type).slice(1)).toEqual(['TodoEvaluationRequested']);
    expect(events[1]).toEqual(asked);
  });

  it.each(proofs)('asks for none when $proof reaches a todo with open steps, a completed one, one with an evaluation owed or none made (reopened by hand), or none is asked for', ({ command }) => {
    const openStep = [created(), planned(stepA, stepB), stepCompleted(stepA), started(), evaluated(withGaps)];
    const owed = [...finishedWithGaps, evaluationRequested('ffffffff-ffff-4fff-8fff-ffffffffffff', t1)];
    const completed = [created(), planned(stepA), stepCompleted(stepA), started(), evaluationRequested(), evaluated(noGaps), { type: 'TodoAutoCompleted' as const, data: { todoId, requestId, completedAt: t1 } }];
    const reopenedByHand = [created(), planned(stepA), stepCompleted(stepA), started()];
    for (const given of [openStep, completed, owed, reopenedByHand]) expect(decideOn(given, command)).toHaveLength(1);
    expect(decideOn(finishedWithGaps, { ...command, evaluationRequestId: undefined })).toHaveLength(1);
  });
});

import { todoDecider } from '../../../domain/todos/todoDecider';
import { deciderSpec } from '../../support/deciderSpec';
import { created, otherUserId, planned, stepA, stepB, t1, t2, todoId, userId } from './fixtures';

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

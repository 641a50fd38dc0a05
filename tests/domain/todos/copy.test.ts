import { todoDecider } from '../../../domain/todos/todoDecider';
import type { TodoEvent } from '../../../domain/todos/events';
import { deciderSpec } from '../../support/deciderSpec';
import { created, missionId, otherUserId, planned, started, stepA, stepB, stepCompleted, t0, t2, todoId, userId } from './fixtures';

const spec = deciderSpec(todoDecider);
const copyId = '66666666-6666-4666-8666-666666666666';
const copyStepA = '12121212-1212-4212-8212-121212121212';
const copyStepB = '13131313-1313-4313-8313-131313131313';

const source: TodoEvent[] = [
  created({ description: 'Spring race', priority: 'high', dueDate: '2025-04-01T23:59:59.999Z', missionId }),
  planned(stepA, stepB),
  stepCompleted(stepA),
  started(),
  { type: 'EvidenceAdded', data: { todoId, evidenceId: copyId, stepId: stepA, contentType: 'text', contentText: 'Bought shoes', fileUrl: null, addedAt: t0 } },
];
const sourceState = source.reduce(todoDecider.evolve, todoDecider.initialState());

describe('copy todo', () => {
  it("creates '<title> (Copy)' with the same fields and the steps as pending, without evidence", () => {
    spec.given([]).when({ type: 'CopyTodo', todoId: copyId, userId, now: t2, source: sourceState, stepIds: [copyStepA, copyStepB] }).then([
      {
        type: 'TodoCreated',
        data: {
          todoId: copyId,
          userId,
          title: 'Run a 10k (Copy)',
          description: 'Spring race',
          successCriteria: 'Finish a 10k race under 60 minutes',
          priority: 'high',
          dueDate: '2025-04-01T23:59:59.999Z',
          missionId,
          copiedFromTodoId: todoId,
          createdAt: t2,
        },
      },
      {
        type: 'StepsPlanned',
        data: {
          todoId: copyId,
          steps: [
            { stepId: copyStepA, title: 'Step 1', description: null, orderIndex: 0 },
            { stepId: copyStepB, title: 'Step 2', description: null, orderIndex: 1 },
          ],
          plannedAt: t2,
        },
      },
    ]);
  });

  it('gives a copy that starts pending with no completed step or evidence', () => {
    const events = todoDecider.decide({ type: 'CopyTodo', todoId: copyId, userId, now: t2, source: sourceState, stepIds: [copyStepA, copyStepB] }, todoDecider.initialState());
    const copy = events.reduce(todoDecider.evolve, todoDecider.initialState());
    expect(copy.status).toBe('pending');
    expect(copy.steps.map((s) => s.status)).toEqual(['pending', 'pending']);
    expect(copy.evidence).toEqual([]);
    expect(copy.findings).toEqual([]);
  });

  it('shortens a long title so the copy stays within the title limit', () => {
    const long = [created({ title: 'x'.repeat(500) })].reduce(todoDecider.evolve, todoDecider.initialState());
    const [event] = todoDecider.decide({ type: 'CopyTodo', todoId: copyId, userId, now: t2, source: long, stepIds: [] }, todoDecider.initialState());
    const title = (event.data as { title: string }).title;
    expect(title).toHaveLength(500);
    expect(title.endsWith('… (Copy)')).toBe(true);
  });

  it("refuses to copy another user's todo", () => {
    spec.given([]).when({ type: 'CopyTodo', todoId: copyId, userId: otherUserId, now: t2, source: sourceState, stepIds: [copyStepA, copyStepB] }).thenThrows('not_found', 'Todo not found');
  });
});

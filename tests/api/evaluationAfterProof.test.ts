import type { TestUser } from '../support/testApp';
import { createTodoWithPlan, todoEvaluatedWithGaps } from '../support/createTodoWithPlan';
import { testAppForSuite } from '../support/testAppForSuite';
import { todoReads } from '../support/todoReads';

/**
 * A todo whose steps are all done but whose evaluation found gaps stays open, and the verdict
 * asks for proof. The proof (evidence, a note, a finding, a chat message that records a result)
 * has the todo evaluated again at once: a person who did what the gaps asked sees it judged.
 */
const { t, alice } = testAppForSuite();

const { todo, historyTypes } = todoReads(t);

/** A todo whose steps are all completed and whose evaluation asks for the race time. */
async function raceWithoutTime(user: TestUser) {
  const { todoId, steps, evaluation } = await todoEvaluatedWithGaps(t, user, { title: 'Race day', successCriteria: 'Finish a 10k race in under 60 minutes' });
  return { todoId, lastStep: steps[steps.length - 1], evaluatedAt: evaluation.evaluated_at };
}

const proofs = [
  { proof: 'evidence', add: (stepId: string, text: string) => t.as(alice).post(`/api/steps/${stepId}/evidence`, { content_type: 'text', content_text: text }), added: 'EvidenceAdded' },
  { proof: 'a note', add: (stepId: string, text: string) => t.as(alice).post(`/api/steps/${stepId}/notes`, { content: text }), added: 'StepNoteAdded' },
  {
    proof: 'a finding',
    add: (stepId: string, text: string) => t.as(alice).post('/api/step-assistant/findings', { step_id: stepId, finding_type: 'information', title: 'Race result', content: text }),
    added: 'FindingAdded',
  },
];

describe('proof added to a todo whose evaluation found gaps', () => {
  it.each(proofs)('$proof that meets the criterion completes the todo on a new verdict', async ({ add, added }) => {
    const { todoId, lastStep } = await raceWithoutTime(alice);

    expect((await add(lastStep, 'Race result: 10k in 58:40')).statusCode).toBeLessThan(300);

    expect(await todo(alice, todoId)).toMatchObject({ status: 'completed', completion_evaluation: { gaps_found: false, todo_auto_completed: true } });
    const types = await historyTypes(alice, todoId);
    expect(types.slice(types.lastIndexOf(added))).toEqual([added, 'TodoEvaluationRequested', 'TodoEvaluated', 'TodoAutoCompleted', 'PlannerCallRecorded']);
  });

  it('that does not meet it shows the new verdict, and the todo stays open', async () => {
    const { todoId, lastStep, evaluatedAt } = await raceWithoutTime(alice);

    expect((await proofs[0].add(lastStep, 'Race result: 10k in 65:12')).statusCode).toBe(201);

    const after = await todo(alice, todoId);
    expect(after).toMatchObject({ status: 'in_progress', completion_evaluation: { gaps_found: true } });
    expect(after.completion_evaluation.evaluated_at).not.toBe(evaluatedAt);
    expect(JSON.stringify(after.completion_evaluation.criteria)).toContain('65:12');
  });

  it('told in the step chat is judged too', async () => {
    const { todoId, lastStep } = await raceWithoutTime(alice);

    const chat = await t.as(alice).post('/api/step-assistant/chat', { step_id: lastStep, message: 'My race result: 10k in 58:40' });
    expect(chat.statusCode).toBe(200);

    expect(await todo(alice, todoId)).toMatchObject({ status: 'completed', completion_evaluation: { todo_auto_completed: true } });
  });

  it('asks for no evaluation while a step is still open', async () => {
    const { todoId, steps } = await createTodoWithPlan(t, alice, { title: 'Race day', successCriteria: 'Finish a 10k race in under 60 minutes' }, 2);
    expect((await t.as(alice).put(`/api/steps/${steps[0]}/complete`)).statusCode).toBe(200);

    expect((await proofs[0].add(steps[0], 'Race result: 10k in 58:40')).statusCode).toBe(201);

    expect(await todo(alice, todoId)).toMatchObject({ status: 'in_progress', completion_evaluation: null });
    expect(await historyTypes(alice, todoId)).not.toContain('TodoEvaluationRequested');
  });
});

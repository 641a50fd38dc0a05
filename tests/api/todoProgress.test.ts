import type { TestUser } from '../support/testApp';
import { testAppForSuite } from '../support/testAppForSuite';

/** GET /todos/{id}/progress is projected per todo: these hold it to what the todo's other reads say. */
const { t, alice, bob } = testAppForSuite();

const progressOf = async (user: TestUser, todoId: string) => {
  const res = await t.as(user).get(`/api/todos/${todoId}/progress`);
  return { status: res.statusCode, body: res.statusCode === 200 ? res.json() : null };
};

async function todoWithSteps(titles: string[]) {
  const todo = (await t.as(alice).post('/api/todos/', { title: 'Run a 10k', success_criteria: 'Finish a 10k' })).json();
  const planned = await t.plannedSteps(alice, todo.id);
  for (const step of planned) await t.as(alice).put(`/api/steps/${step.id}`, { title: `Old ${step.title}` });
  const steps = [];
  for (const title of titles) steps.push((await t.as(alice).post('/api/steps', { todo_id: todo.id, title })).json());
  return { todo, steps: [...(await t.as(alice).get(`/api/steps/todo/${todo.id}`)).json()] as Array<{ id: string; title: string; order_index: number }>, added: steps };
}

describe('the progress of a todo', () => {
  it('counts steps, evidence and findings, rounds the share as the list does, and shows what the step reads show', async () => {
    const { todo, steps } = await todoWithSteps(['Buy shoes', 'Race']);
    expect(steps.length).toBeGreaterThanOrEqual(3);
    expect((await t.as(alice).put(`/api/steps/${steps[0].id}/complete`)).statusCode).toBe(200);
    const long = `Ran 8 km 🏃 ${'x'.repeat(105)}🏃🏃🏃 and then some more`;
    expect((await t.as(alice).post(`/api/steps/${steps[1].id}/evidence`, { content_type: 'text', content_text: long })).statusCode).toBe(201);
    expect((await t.as(alice).post('/api/step-assistant/findings', { step_id: steps[1].id, finding_type: 'decision', title: 'Pace', content: 'Even splits', source: 'watch' })).statusCode).toBe(201);

    const { status, body } = await progressOf(alice, todo.id);
    expect(status).toBe(200);
    const total = steps.length;
    expect(body.metrics).toEqual({
      completion_percentage: Math.round((1 / total) * 100),
      completed_steps: 1,
      total_steps: total,
      in_progress_steps: 0,
      pending_steps: total - 1,
      total_findings: 1,
      total_evidence: 1,
    });
    expect(body.steps.map((s: { id: string }) => s.id)).toEqual(steps.map((s) => s.id));
    expect(body.steps[1]).toMatchObject({ finding_count: 1, evidence_count: 1 });
    const [evidence] = body.evidence;
    // The first 119 characters (🏃 is one) and an ellipsis.
    expect(evidence.content_preview).toBe(`${Array.from(long).slice(0, 119).join('')}…`);
    expect(Array.from(evidence.content_preview)).toHaveLength(120);
    // The step's own read and the progress agree on the evidence and the finding.
    const step = (await t.as(alice).get(`/api/steps/${steps[1].id}`)).json();
    expect(evidence).toEqual(step.evidence[0]);
    expect(body.findings[0]).toEqual(step.findings[0]);

    // A renamed step is renamed in the progress too.
    await t.as(alice).put(`/api/steps/${steps[1].id}`, { title: 'Long run' });
    expect((await progressOf(alice, todo.id)).body.findings[0].step_title).toBe('Long run');
  });

  it('is not found for another user, goes with its deleted todo and comes back with it', async () => {
    const { todo } = await todoWithSteps(['Race']);
    const before = await progressOf(alice, todo.id);
    expect(before.status).toBe(200);
    expect((await progressOf(bob, todo.id)).status).toBe(404);
    expect((await t.as(alice).delete(`/api/todos/${todo.id}`)).statusCode).toBe(204);
    expect((await progressOf(alice, todo.id)).status).toBe(404);
    expect((await t.as(alice).post(`/api/trash/todo/${todo.id}/restore`)).statusCode).toBe(200);
    expect(await progressOf(alice, todo.id)).toEqual(before);
  });
});

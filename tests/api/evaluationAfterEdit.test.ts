import type { EvaluateTodoInput } from '../../commands/ports/planner';
import { PlannerError } from '../../commands/ports/planner';
import type { TestUser } from '../support/testApp';
import { createTodoWithPlan, todoEvaluatedWithGaps } from '../support/createTodoWithPlan';
import { offlinePlannerWith } from '../support/offlinePlannerWith';
import { testAppForSuite } from '../support/testAppForSuite';
import { undoOf } from '../support/undoHeader';
import { todoReads } from '../support/todoReads';

/**
 * A todo whose steps are all done but whose evaluation found gaps stays open with those gaps.
 * Editing what the evaluation judged (title, description, success criteria) — typically to fix
 * what it said — asks for a new evaluation against the todo as it reads now.
 */
let plannerDown = false;
const asked: EvaluateTodoInput[] = [];
/** Finds a gap while the success criteria ask for a time; met otherwise. */
const planner = offlinePlannerWith({
  evaluateTodo: async (input: EvaluateTodoInput) => {
    if (plannerDown) throw new PlannerError('unavailable', 'The model endpoint did not answer.');
    asked.push(input);
    const criteria = input.todo.success_criteria;
    if (/minutes/.test(criteria)) {
      return {
        gaps_found: true,
        gaps: [`No time recorded for "${criteria}"`],
        suggestions: ['Add your race time as evidence'],
        recommendation: 'Record your time first.',
        criteria: [{ criterion: criteria, met: false, evidence: 'No time recorded' }],
      };
    }
    return { gaps_found: false, gaps: [], suggestions: [], recommendation: 'Every criterion is met.', criteria: [{ criterion: criteria, met: true, evidence: 'All steps done' }] };
  },
});

const { t, alice } = testAppForSuite({ planner });
afterEach(() => {
  plannerDown = false;
  asked.length = 0;
});

const { todo, historyTypes } = todoReads(t);

/** A todo whose steps are all completed and whose evaluation found a gap: open, gaps shown. */
async function todoWithGaps(user: TestUser) {
  const withGaps = await todoEvaluatedWithGaps(t, user, { title: 'Run a 10k', successCriteria: 'Finish a 10k race in under 50 minutes' });
  asked.length = 0;
  return withGaps;
}

describe('an edit of a todo whose evaluation found gaps', () => {
  it('of its success criteria asks for a new evaluation: met, the todo completes as it does on its last step', async () => {
    const { todoId } = await todoWithGaps(alice);

    const edited = await t.as(alice).put(`/api/todos/${todoId}`, { success_criteria: 'Finish a 10k race' });
    expect(edited.statusCode).toBe(200);
    // The answer carries the new verdict, made against the criteria the todo has now.
    expect(asked.map((input) => input.todo.success_criteria)).toEqual(['Finish a 10k race']);
    expect(edited.json()).toMatchObject({
      status: 'completed',
      success_criteria: 'Finish a 10k race',
      completion_evaluation: { gaps_found: false, gaps: [], todo_auto_completed: true },
    });
    expect(await todo(alice, todoId)).toMatchObject({ status: 'completed', completion_evaluation: { todo_auto_completed: true } });
    const types = await historyTypes(alice, todoId);
    expect(types.slice(types.lastIndexOf('TodoDetailsUpdated'))).toEqual(['TodoDetailsUpdated', 'TodoEvaluationRequested', 'TodoEvaluated', 'TodoAutoCompleted', 'PlannerCallRecorded']);
  });

  it('that still leaves a gap shows the new gaps, not the old verdict', async () => {
    const { todoId, evaluation } = await todoWithGaps(alice);

    const edited = await t.as(alice).put(`/api/todos/${todoId}`, { title: 'Run a city 10k', success_criteria: 'Finish a 10k race in under 55 minutes' });
    expect(edited.statusCode).toBe(200);
    const body = edited.json();
    expect(body).toMatchObject({ status: 'in_progress', completion_evaluation: { gaps_found: true, gaps: ['No time recorded for "Finish a 10k race in under 55 minutes"'] } });
    expect(body.completion_evaluation.evaluated_at).not.toBe(evaluation.evaluated_at);
    expect(asked.map((input) => input.todo.title)).toEqual(['Run a city 10k']);
  });

  it('of its priority or due date asks for no evaluation: nothing it judged changed', async () => {
    const { todoId, evaluation } = await todoWithGaps(alice);
    const edited = await t.as(alice).put(`/api/todos/${todoId}`, { priority: 'high', due_date: '2031-05-01' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'in_progress', completion_evaluation: { gaps: evaluation.gaps, evaluated_at: evaluation.evaluated_at } });
    expect(asked).toHaveLength(0);
    expect(await historyTypes(alice, todoId)).not.toContain('TodoEvaluationDiscarded');
  });

  it('of a todo with open steps asks for no evaluation', async () => {
    const { todoId, steps } = await createTodoWithPlan(t, alice, { title: 'Run a 10k', successCriteria: 'Finish a 10k race in under 50 minutes' }, 2);
    expect((await t.as(alice).put(`/api/steps/${steps[0]}/complete`)).statusCode).toBe(200);
    const edited = await t.as(alice).put(`/api/todos/${todoId}`, { success_criteria: 'Finish a 10k race' });
    expect(edited.json()).toMatchObject({ status: 'in_progress', completion_evaluation: null });
    expect(asked).toHaveLength(0);
  });

  it('with the planner down keeps the evaluation owed: the background sweep makes it later', async () => {
    const { todoId, evaluation } = await todoWithGaps(alice);
    plannerDown = true;
    const edited = await t.as(alice).put(`/api/todos/${todoId}`, { success_criteria: 'Finish a 10k race' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'in_progress', completion_evaluation: { evaluated_at: evaluation.evaluated_at } });
    const row = await t.services.deps.db('todos').where({ id: todoId }).first('pending_evaluation_request_id');
    expect(row.pending_evaluation_request_id).not.toBeNull();
  });

  it('undone, puts back the texts, the open status and the verdict they had', async () => {
    const { todoId, evaluation } = await todoWithGaps(alice);
    const edited = await t.as(alice).put(`/api/todos/${todoId}`, { success_criteria: 'Finish a 10k race' });
    expect(edited.json()).toMatchObject({ status: 'completed' });

    const undo = await t.as(alice).post('/api/undo', undoOf(edited));
    expect(undo.statusCode).toBe(200);
    const after = await todo(alice, todoId);
    expect(after).toMatchObject({
      status: 'in_progress',
      completed_at: null,
      success_criteria: 'Finish a 10k race in under 50 minutes',
      completion_evaluation: { gaps_found: true, gaps: evaluation.gaps, evaluated_at: evaluation.evaluated_at, todo_auto_completed: false },
    });
    // As before the edit: the todo can be edited again, which asks again.
    const again = await t.as(alice).put(`/api/todos/${todoId}`, { success_criteria: 'Finish a 10k race' });
    expect(again.json()).toMatchObject({ status: 'completed' });
  });

  it('undone after the planner failed, puts back the verdict and owes no evaluation', async () => {
    const { todoId, evaluation } = await todoWithGaps(alice);
    plannerDown = true;
    const edited = await t.as(alice).put(`/api/todos/${todoId}`, { success_criteria: 'Finish a 10k race' });
    const undo = await t.as(alice).post('/api/undo', undoOf(edited));
    expect(undo.statusCode).toBe(200);
    expect(await todo(alice, todoId)).toMatchObject({ status: 'in_progress', success_criteria: 'Finish a 10k race in under 50 minutes', completion_evaluation: { evaluated_at: evaluation.evaluated_at } });
    const row = await t.services.deps.db('todos').where({ id: todoId }).first('pending_evaluation_request_id');
    expect(row.pending_evaluation_request_id).toBeNull();
  });
});

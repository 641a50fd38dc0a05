import type { EvaluateTodoInput, TodoInput } from '../../commands/ports/planner';
import { OfflinePlanner } from '../../planner/offlinePlanner';
import type { TestUser } from '../support/testApp';
import { offlinePlannerWith } from '../support/offlinePlannerWith';
import { testAppForSuite } from '../support/testAppForSuite';
import { createTodoWithPlan } from '../support/createTodoWithPlan';
import { todoReads } from '../support/todoReads';

/** A planner answer held back until the test opens it: it lands after whatever the test does meanwhile. */
function heldAnswer() {
  let reach!: () => void;
  let open!: () => void;
  return {
    reached: new Promise<void>((resolve) => (reach = resolve)),
    opened: new Promise<void>((resolve) => (open = resolve)),
    reach: () => reach(),
    open: () => open(),
  };
}

const HELD_PLAN = 'Book a pool lane';
const HELD_EVALUATION = 'Swim 1 km';
const plan = heldAnswer();
const evaluation = heldAnswer();
const offline = new OfflinePlanner();

/** The offline planner, holding the plan and the evaluation of the todos named above; its evaluations find no gaps. */
const planner = offlinePlannerWith({
  async todoSteps(input: TodoInput, signal?: AbortSignal) {
    if (input.title === HELD_PLAN) {
      plan.reach();
      await plan.opened;
    }
    return offline.todoSteps(input, signal);
  },
  async evaluateTodo(input: EvaluateTodoInput) {
    if (input.todo.title === HELD_EVALUATION) {
      evaluation.reach();
      await evaluation.opened;
    }
    return { gaps_found: false, gaps: [], suggestions: [], recommendation: 'Every criterion is met.', criteria: [] };
  },
});

const { t, alice } = testAppForSuite({ planner });

const newMission = async (user: TestUser) => (await t.as(user).post('/api/missions/', { title: 'Swim more' })).json().id as string;
const replan = (user: TestUser, missionId: string) => t.as(user).post(`/api/missions/${missionId}/replan`, { title: 'Swim faster', description: null });
const { historyTypes } = todoReads(t);

describe('a todo a mission re-plan set aside', () => {
  it('gets the plan that arrived after the re-plan: restored from Recently deleted, it shows those steps', async () => {
    const missionId = await newMission(alice);
    const created = await t.as(alice).post('/api/todos/', { title: HELD_PLAN, success_criteria: 'A lane is booked', mission_id: missionId });
    expect(created.statusCode).toBe(201);
    const todoId = created.json().id as string;
    await plan.reached;
    expect((await replan(alice, missionId)).statusCode).toBe(200);
    plan.open();
    await t.quiet();
    expect(await historyTypes(alice, todoId)).toContain('StepsPlanned');
    const planned = (await offline.todoSteps({ title: HELD_PLAN, description: null, success_criteria: 'A lane is booked' })).steps.map((s) => s.title);
    expect(planned.length).toBeGreaterThan(0);
    // Its stream has it active, so it takes an edit as well (sent through the store: the todo is not on any screen).
    await t.runTodoCommand(alice, todoId, { type: 'UpdateTodo', priority: 'high' });

    expect((await t.as(alice).post(`/api/trash/todo/${todoId}/restore`)).statusCode).toBe(200);
    expect((await t.as(alice).get(`/api/todos/${todoId}`)).json()).toMatchObject({ mission_id: missionId, priority: 'high', total_steps: planned.length, completed_steps: 0 });
    const steps = (await t.as(alice).get(`/api/steps/todo/${todoId}`)).json() as Array<{ title: string; status: string }>;
    expect(steps.map((s) => [s.title, s.status])).toEqual(planned.map((title) => [title, 'pending']));
  });

  it("gets the evaluation that arrived after the re-plan: back by the re-plan's undo, it is completed with that evaluation", async () => {
    const missionId = await newMission(alice);
    const { todoId, steps } = await createTodoWithPlan(t, alice, { title: HELD_EVALUATION, successCriteria: 'Swam 1 km', missionId }, 2);
    expect((await t.as(alice).put(`/api/steps/${steps[0]}/complete`)).statusCode).toBe(200);
    // The last completion asks for the evaluation and answers once it has it.
    const lastCompletion = t.as(alice).put(`/api/steps/${steps[1]}/complete`);
    await evaluation.reached;
    const replanned = await replan(alice, missionId);
    expect(replanned.statusCode).toBe(200);
    evaluation.open();
    expect((await lastCompletion).statusCode).toBe(200);
    await t.quiet();
    expect(await historyTypes(alice, todoId)).toEqual(expect.arrayContaining(['TodoEvaluated', 'TodoAutoCompleted']));

    const undo = JSON.parse(replanned.headers['x-undo'] as string) as unknown;
    expect((await t.as(alice).post('/api/undo', undo)).statusCode).toBe(200);
    const todo = (await t.as(alice).get(`/api/todos/${todoId}`)).json();
    expect(todo).toMatchObject({ mission_id: missionId, status: 'completed', total_steps: 2, completed_steps: 2 });
    expect(todo.completion_evaluation).toMatchObject({ gaps_found: false, recommendation: 'Every criterion is met.', todo_auto_completed: true });
  });
});

import { apiAs } from './browserApp';

/** How long the offline planner may take to plan a new todo on a loaded machine. */
const PLAN_TIMEOUT_MS = 30_000;

/** The planner plans a new todo in the background: waits for its steps and answers them. */
export async function plannedSteps(baseUrl: string, token: string, todoId: string): Promise<Array<{ id: string; title: string }>> {
  const deadline = Date.now() + PLAN_TIMEOUT_MS;
  for (;;) {
    const steps = await apiAs<Array<{ id: string; title: string }>>(baseUrl, token, 'GET', `/steps/todo/${todoId}`);
    if (steps.length > 0) return steps;
    if (Date.now() > deadline) throw new Error(`no plan arrived for todo ${todoId} within ${PLAN_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An odyssey holding a mission holding a planned todo, made over the API. */
export async function odysseyMissionTodo(baseUrl: string, token: string) {
  const odyssey = await apiAs<{ id: string }>(baseUrl, token, 'POST', '/odysseys/', { title: 'Open a bakery', description: 'Bread for the street.' });
  const mission = await apiAs<{ id: string }>(baseUrl, token, 'POST', '/missions/', { title: 'Find the premises', description: 'A corner shop.', odyssey_id: odyssey.id });
  const todo = await apiAs<{ id: string }>(baseUrl, token, 'POST', '/todos/', { title: 'Sign the lease', success_criteria: 'A signed lease', mission_id: mission.id });
  await plannedSteps(baseUrl, token, todo.id);
  return { odyssey, mission, todo };
}

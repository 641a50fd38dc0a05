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

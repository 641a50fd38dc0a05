import type { TestUser } from './testApp';
import { eventually } from './eventually';
import { offlinePlannerWith } from './offlinePlannerWith';
import { testAppForSuite } from './testAppForSuite';

/**
 * A suite on when a mission completes: the offline planner with an evaluation that finds every
 * criterion met (so a todo completes with its last step), alice's missions read over the API,
 * her steps completed, and a wait until a mission reads a status and stays there.
 */
export function missionCompletionSuite() {
  const planner = offlinePlannerWith({
    evaluateTodo: async () => ({ gaps_found: false, gaps: [], suggestions: [], recommendation: 'Every criterion is met.', criteria: [] }),
  });
  const { t, alice } = testAppForSuite({ planner });

  const mission = async (user: TestUser, id: string) => (await t.as(user).get(`/api/missions/${id}`)).json();

  async function finish(user: TestUser, steps: string[]) {
    for (const id of steps) expect((await t.as(user).put(`/api/steps/${id}/complete`)).statusCode).toBe(200);
  }

  /** Waits until alice's mission reads `status`, then lets the reactors settle (a late reaction would show). */
  async function missionBecomes(id: string, status: string) {
    await eventually(() => mission(alice, id), (value) => value.status === status);
    await t.quiet();
    const settled = await mission(alice, id);
    expect(settled.status).toBe(status);
    return settled;
  }

  return { t, alice, mission, finish, missionBecomes };
}

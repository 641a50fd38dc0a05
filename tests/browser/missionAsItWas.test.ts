import { apiAs, newSignedInPage, seriousA11yViolations, tokenOf } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { plannedSteps } from './support/plannedSteps';
import { dayInput } from './support/dayInput';

jest.setTimeout(120_000);

const DAY = 24 * 60 * 60 * 1000;
/** The server's clock runs this far behind the real one while the history is made. */
let clockOffset = 0;
const app = browserAppForSuite({ now: () => new Date(Date.now() + clockOffset), adminFirst: false });

it('shows a mission as it was on an earlier day, read-only, and goes back to today', async () => {
  const page = await newSignedInPage(app);
  const token = await tokenOf(page);
  const call = <T>(method: string, path: string, body?: unknown) => apiAs<T>(app.baseUrl, token, method, path, body);

  // Three days ago: the mission and its plan.
  clockOffset = -3 * DAY;
  const mission = await call<{ id: string }>('POST', '/missions/', { title: 'Build a garden shed' });
  const base = await call<{ id: string }>('POST', '/todos/', { title: 'Pour the base', success_criteria: 'Level slab', mission_id: mission.id });
  const walls = await call<{ id: string }>('POST', '/todos/', { title: 'Raise the walls', success_criteria: 'Four walls up', mission_id: mission.id });
  const baseSteps = await plannedSteps(app.baseUrl, token, base.id);
  await plannedSteps(app.baseUrl, token, walls.id);

  // Yesterday: the first step of the base is done.
  clockOffset = -1 * DAY;
  await call('PUT', `/steps/${baseSteps[0].id}/complete`);

  // Today: the base is renamed, the walls todo deleted and a roof todo added.
  clockOffset = 0;
  await call('PUT', `/todos/${base.id}`, { title: 'Pour the concrete base' });
  await call('DELETE', `/todos/${walls.id}`);
  await call('POST', '/todos/', { title: 'Fit the roof', success_criteria: 'Watertight', mission_id: mission.id });

  await page.goto(`/missions/${mission.id}`);
  await page.getByRole('heading', { level: 1, name: 'Build a garden shed' }).waitFor();
  await page.getByRole('link', { name: /Pour the concrete base/ }).waitFor();

  const yesterday = dayInput(new Date(Date.now() - DAY));
  await page.getByLabel('View as it was on…').fill(yesterday);
  await page.getByRole('button', { name: 'View', exact: true }).click();

  const banner = page.getByRole('note', { name: 'As it was' });
  await banner.getByText(/^As it was on .+ — read-only$/).waitFor();
  const then = page.getByRole('list', { name: 'Todos then' });
  const baseThen = then.getByRole('listitem', { name: 'Pour the base' });
  await baseThen.waitFor();
  await baseThen.getByText(`1 of ${baseSteps.length} steps done`, { exact: false }).waitFor();
  await then.getByRole('listitem', { name: 'Raise the walls' }).waitFor();
  expect(await then.getByRole('listitem', { name: 'Fit the roof' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Edit / Re-plan / Copy' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: '+ Add Todo' }).count()).toBe(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await banner.getByRole('link', { name: 'Back to today' }).click();
  await page.getByRole('link', { name: /Fit the roof/ }).waitFor();
  expect(await page.getByRole('note', { name: 'As it was' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Edit / Re-plan / Copy' }).waitFor();
});

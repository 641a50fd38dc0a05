import type { Page } from 'playwright-core';
import { apiAs, newSignedInPage, screenshot, seriousA11yViolations, tokenOf } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { missionWizardAtQuestions } from './support/missionWizard';

jest.setTimeout(240_000);

const app = browserAppForSuite();

type MissionTodo = { id: string; title: string; status: string; depends_on: string[]; blocked: boolean };
type MissionDetail = { todo_order: string[]; todos: MissionTodo[] };

/** Runs the mission wizard up to its review and answers the questions. */
async function planToReview(page: Page, title: string, description: string) {
  const wizard = await missionWizardAtQuestions(page, title, description);
  await wizard.getByText('Step 2 of 3').waitFor();
  const answers = wizard.locator('textarea');
  for (let i = 0; i < (await answers.count()); i += 1) await answers.nth(i).fill('Just me, evenings and weekends');
  await wizard.getByRole('button', { name: 'Generate Todos' }).click();
  await wizard.getByText('Step 3 of 3').waitFor({ timeout: 60_000 });
  return wizard;
}

/** Completes every open step of the todo on its page; a gap in the criteria is accepted by hand. */
async function completeOnItsPage(page: Page, todoId: string) {
  await page.goto(`/todo/${todoId}`);
  await page.getByRole('heading', { name: 'AI-Generated Plan' }).waitFor();
  const open = page.getByRole('checkbox');
  await open.first().waitFor({ timeout: 60_000 });
  const total = await open.count();
  for (let left = total; left > 0; left = await open.count()) {
    await open.first().click();
    await page.getByText(`${total - left + 1} of ${total} steps completed`).waitFor();
  }
  const evaluation = page.getByRole('dialog', { name: 'Success Criteria Evaluation' });
  const completed = page.getByText('All steps complete! Todo has been marked as complete.');
  await Promise.race([evaluation.waitFor({ timeout: 60_000 }), completed.waitFor({ timeout: 60_000 })]);
  if (await evaluation.isVisible()) {
    await evaluation.getByRole('button', { name: 'Mark as Complete Anyway' }).click();
    await evaluation.waitFor({ state: 'detached' });
  }
}

it('plan a mission, keep the proposed order, complete the first todo, see the next one unblocked and the forecast move', async () => {
  const page = await newSignedInPage(app);
  const token = await tokenOf(page);

  // The review shows what each proposed todo waits for; the order is kept as proposed.
  const wizard = await planToReview(page, 'Move to a new flat', 'Move from Berlin to Hamburg by the end of next month, with my books and my bike');
  const proposedWaits = await wizard.getByRole('button', { name: /^Remove wait: / }).count();
  expect(proposedWaits).toBeGreaterThan(0);
  await wizard.getByText('Waits for:').first().waitFor();
  await screenshot(page, 'mission-wizard-review-order', { fullPage: false });
  expect(await seriousA11yViolations(page)).toEqual([]);
  const created = await wizard.getByRole('button', { name: /^Create Mission & \d+ Todos$/ }).textContent();
  await wizard.getByRole('button', { name: /^Create Mission & \d+ Todos$/ }).click();
  await page.waitForURL(/\/missions\/[0-9a-f-]+$/, { timeout: 60_000 });
  const missionId = page.url().split('/').at(-1) ?? '';

  // Every kept wait exists once the wizard is done, and the mission lists its todos in that order.
  const detail = async () => apiAs<MissionDetail>(app.baseUrl, token, 'GET', `/missions/${missionId}`);
  let mission = await detail();
  expect(`Create Mission & ${mission.todos.length} Todos`).toBe(created);
  expect(mission.todos.reduce((n, t) => n + t.depends_on.length, 0)).toBe(proposedWaits);
  const first = mission.todos.find((t) => t.id === mission.todo_order[0]);
  const next = mission.todos.find((t) => t.depends_on.length === 1 && t.depends_on[0] === first?.id);
  if (!first || !next) throw new Error(`expected a todo that waits only for the first one: ${JSON.stringify(mission.todos)}`);
  expect(first.blocked).toBe(false);
  expect(next.blocked).toBe(true);

  const todoList = page.getByRole('region', { name: 'Mission Todos' });
  await todoList.getByText(`Blocked · waits for “${first.title}”`).first().waitFor();
  const forecast = page.getByRole('region', { name: 'Pace and forecast' });
  const before = await forecast.getByTestId('forecast-sentence').textContent();
  expect(before).toMatch(/none completed/);
  const chain = forecast.getByTestId('critical-path');
  await chain.getByRole('link', { name: first.title }).waitFor();
  await screenshot(page, 'mission-in-order');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The next todo's page says what it waits for.
  await page.goto(`/todo/${next.id}`);
  const order = page.getByRole('region', { name: 'Order' });
  await order.getByText(`Blocked until “${first.title}” is completed.`).waitFor();
  await order.getByRole('list', { name: 'Waits for' }).getByRole('link', { name: new RegExp(first.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).waitFor();

  // Complete the first todo: the next one is no longer blocked.
  await completeOnItsPage(page, first.id);
  await page.goto(`/todo/${next.id}`);
  await order.waitFor();
  expect(await order.getByText(/^Blocked until/).count()).toBe(0);
  expect(await page.getByText(/^Blocked · waits for/).count()).toBe(0);
  mission = await detail();
  expect(mission.todos.find((t) => t.id === next.id)?.blocked).toBe(false);

  // The forecast moved: one todo fewer, now at a pace, and the chain starts after the done todo.
  await page.goto(`/missions/${missionId}`);
  await forecast.getByTestId('forecast-sentence').waitFor();
  const after = await forecast.getByTestId('forecast-sentence').textContent();
  expect(after).not.toBe(before);
  expect(after).toMatch(/^\d+ todos? left\. At your pace, likely done by/);
  if (await chain.isVisible()) expect(await chain.getByRole('link', { name: first.title }).count()).toBe(0);
  await screenshot(page, 'mission-in-order-after-first');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

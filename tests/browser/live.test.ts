import type { Page } from 'playwright-core';
import { createPlanner } from '../../planner/createPlanner';
import type { Planner } from '../../commands/ports/planner';
import { apiAs, newSignedInPage, registerByApi, startBrowserApp, tokenOf, uniqueEmail, type BrowserApp } from './support/browserApp';

jest.setTimeout(180_000);

/** The offline planner, except that plans for titles starting with "Gated" wait until released. */
let releasePlan: () => void = () => undefined;
const planReleased = new Promise<void>((resolve) => {
  releasePlan = resolve;
});
const offline = createPlanner({});
const gatedPlanner: Planner = Object.assign(Object.create(offline) as Planner, {
  async todoSteps(input: Parameters<Planner['todoSteps']>[0], signal?: AbortSignal) {
    if (input.title.startsWith('Gated')) await planReleased;
    return offline.todoSteps(input, signal);
  },
});

let app: BrowserApp;

beforeAll(async () => {
  app = await startBrowserApp({ planner: gatedPlanner });
  await registerByApi(app.baseUrl, uniqueEmail('admin'));
});

afterAll(async () => {
  releasePlan();
  await app?.close();
});

async function createTodoByApi(page: Page, title: string): Promise<string> {
  const todo = await apiAs<{ id: string }>(app.baseUrl, await tokenOf(page), 'POST', '/todos/', { title, success_criteria: 'Done when it is done' });
  return todo.id;
}

it('a step completed in one tab shows completed in another tab of the same user, without a reload', async () => {
  const first = await newSignedInPage(app);
  const todoId = await createTodoByApi(first, 'Plant a herb garden');
  await first.goto(`/todo/${todoId}`);
  await first.getByRole('checkbox').first().waitFor({ timeout: 30_000 });
  const total = await first.getByRole('checkbox').count();

  // A second tab of the same browser: the same session.
  const second = await first.context().newPage();
  await second.goto(`/todo/${todoId}`);
  await second.getByText(`0 of ${total} steps completed`).waitFor();

  await first.getByRole('checkbox').first().click();
  await first.getByText(`1 of ${total} steps completed`).waitFor();
  await second.getByText(`1 of ${total} steps completed`).waitFor();
  // The completed step offers Reopen in place of its checkbox.
  await second.getByRole('button', { name: 'Reopen' }).first().waitFor();
  expect(await second.getByRole('checkbox').count()).toBe(total - 1);
});

it("a new todo's background steps appear on its detail page without a reload", async () => {
  const page = await newSignedInPage(app);
  const todoId = await createTodoByApi(page, 'Gated: learn the ukulele');
  await page.goto(`/todo/${todoId}`);
  await page.getByText('Waiting for AI to generate your plan').waitFor();
  const loads: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads.push(frame.url());
  });

  releasePlan();
  await page.getByRole('checkbox').first().waitFor({ timeout: 30_000 });
  expect(await page.getByRole('checkbox').count()).toBeGreaterThan(0);
  expect(loads).toEqual([]);
});

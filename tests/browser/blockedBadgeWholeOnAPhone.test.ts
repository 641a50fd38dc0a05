import { apiAs, signedInPageIn } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { horizontalOverflow, linesOf } from './support/layoutChecks';
import { plannedSteps } from './support/plannedSteps';

jest.setTimeout(180_000);

const app = browserAppForSuite();
const PHONE = { width: 390, height: 844 };

it("on a phone, a blocked todo's page names the whole todo it waits for in its Blocked badge, not cut by an ellipsis", async () => {
  const { page, token } = await signedInPageIn(app, PHONE);
  const first = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/todos/', { title: 'Swim five lengths of the lake with a friend watching from the shore', success_criteria: 'Done' });
  const second = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/todos/', { title: 'Swim six lengths', success_criteria: 'Done' });
  await apiAs(app.baseUrl, token, 'POST', `/todos/${second.id}/dependencies`, { depends_on: first.id });
  await page.goto(`/todo/${second.id}`);
  const badge = page.getByText('Blocked · waits for “Swim five lengths of the lake with a friend watching from the shore”', { exact: true });
  await badge.waitFor();
  const shown = await badge.evaluate((element) => ({ cut: element.scrollWidth > element.clientWidth + 1, inside: element.getBoundingClientRect().right <= window.innerWidth }));
  expect(shown).toEqual({ cut: false, inside: true });
  await page.context().close();
});

it("on a phone, a mission's todo row says its steps done, its due date and Overdue, and names in full another mission's todo it waits for, all one tap to the todo", async () => {
  const { page, token } = await signedInPageIn(app, PHONE);
  const mission = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/missions/', { title: 'Open the bakery' });
  const kitchen = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/missions/', { title: 'Fit out the kitchen' });
  const quote = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/todos/', { title: 'Get a written quotation from the shopfitters for the counters', success_criteria: 'Done', mission_id: kitchen.id });
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const due = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${String(yesterday.getDate()).padStart(2, '0')}`;
  const lease = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/todos/', { title: 'Sign the lease', success_criteria: 'A signed lease', mission_id: mission.id, due_date: due });
  const steps = await plannedSteps(app.baseUrl, token, lease.id);
  await apiAs(app.baseUrl, token, 'POST', `/todos/${lease.id}/dependencies`, { depends_on: quote.id });

  await page.goto(`/missions/${mission.id}`);
  const rows = page.getByRole('region', { name: 'Mission Todos' }).getByRole('link');
  const badge = rows.getByText('Blocked · waits for “Get a written quotation from the shopfitters for the counters”', { exact: true });
  await badge.waitFor();
  expect(await rows.count()).toBe(1);
  expect(await rows.getByText(new RegExp(`^0 of ${steps.length} steps · Due `)).isVisible()).toBe(true);
  expect(await rows.getByText('· Overdue', { exact: true }).isVisible()).toBe(true);
  // Shown whole, wrapped between words: no ellipsis, no word split over two lines, nothing past the screen's edge.
  const shown = await badge.evaluate((element) => ({ cut: element.scrollWidth > element.clientWidth + 1, inside: element.getBoundingClientRect().right <= window.innerWidth }));
  expect(shown).toEqual({ cut: false, inside: true });
  const splitWords = [];
  for (const word of ['quotation', 'shopfitters', 'counters”']) if ((await linesOf(badge, word)) !== 1) splitWords.push(word);
  expect(splitWords).toEqual([]);
  expect(await horizontalOverflow(page)).toBeNull();
  // The badge is part of the row: tapping it opens the todo.
  await badge.click();
  await page.waitForURL(`**/todo/${lease.id}`);
  await page.context().close();
});

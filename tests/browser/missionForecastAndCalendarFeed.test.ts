import { apiAs, newSignedInPage, seriousA11yViolations, startBrowserApp, tokenOf, type BrowserApp } from './support/browserApp';

jest.setTimeout(120_000);

let app: BrowserApp;

beforeAll(async () => {
  app = await startBrowserApp();
});
afterAll(async () => {
  await app?.close();
});

it('shows a mission its pace, forecast and burn-up numbers, and turns on a private calendar link', async () => {
  const page = await newSignedInPage(app);
  const token = await tokenOf(page);
  const mission = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/missions/', { title: 'Run a half marathon' });
  const todos = [];
  for (const title of ['Buy running shoes', 'Run 10 km', 'Run 15 km']) {
    todos.push(await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/todos/', { title, success_criteria: 'Done', mission_id: mission.id, due_date: '2031-06-01' }));
  }
  await apiAs(app.baseUrl, token, 'POST', `/todos/${todos[0].id}/force-complete`);

  await page.goto(`/missions/${mission.id}`);
  const section = page.getByRole('region', { name: 'Pace and forecast' });
  await section.waitFor();
  await section.getByText(/^2 todos left\. At your pace, likely done by/).waitFor();
  await section.getByText('Pace: 0.3 todos a week (1 in the last 28 days).').waitFor();
  await section.getByText(/On track for the due dates|At risk|Will miss/).waitFor();
  // The chart's numbers are there as text, for screen readers and without colour.
  await section.getByText('Burn-up numbers').click();
  await section.getByRole('table').getByRole('cell', { name: '3' }).first().waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: /User menu|@/ }).first().click();
  await page.getByRole('menuitem', { name: 'Calendar feed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calendar feed' });
  await dialog.getByRole('button', { name: 'Turn on calendar feed' }).click();
  const link = await dialog.getByLabel(/Your private link/).inputValue();
  expect(link).toMatch(/\/api\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await fetch(link).then((r) => r.text());
  expect(feed).toContain('SUMMARY:Run 10 km');
  expect(feed).not.toContain('Buy running shoes');
});

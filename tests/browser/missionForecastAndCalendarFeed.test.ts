import { apiAs, finishOnboarding, newSignedInPage, registerAndLogin, screenshot, seriousA11yViolations, tokenOf } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { plannedSteps } from './support/plannedSteps';

jest.setTimeout(120_000);

const app = browserAppForSuite({ adminFirst: false });

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
  await page.getByRole('menuitem', { name: 'Calendar Feed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calendar Feed' });
  await dialog.getByRole('button', { name: 'Turn on calendar feed' }).click();
  const link = await dialog.getByLabel(/Your private link/).inputValue();
  expect(link).toMatch(/\/api\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await fetch(link).then((r) => r.text());
  expect(feed).toContain('SUMMARY:Run 10 km');
  expect(feed).not.toContain('Buy running shoes');
});

it.each(['light', 'dark'] as const)('draws the burn-up of a mission made minutes ago once one step is done (%s)', async (colorScheme) => {
  const page = await app.newPage({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme });
  await registerAndLogin(page);
  await finishOnboarding(page);
  const token = await tokenOf(page);
  const mission = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/missions/', { title: 'Bake sourdough bread' });
  const todo = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/todos/', { title: 'Grow a starter', success_criteria: 'It doubles in a day', mission_id: mission.id });
  const steps = await plannedSteps(app.baseUrl, token, todo.id);
  await apiAs(app.baseUrl, token, 'PUT', `/steps/${steps[0].id}/complete`);

  await page.goto(`/missions/${mission.id}`);
  const section = page.getByRole('region', { name: 'Pace and forecast' });
  await section.getByTestId('forecast-sentence').waitFor();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');
  // The chart: three lines, and the hour before the plan and the current hour marked on the
  // two done lines (todos, and todos counting their steps).
  const chart = section.getByTestId('burnup-chart');
  await chart.locator('svg .recharts-line-dot').nth(3).waitFor();
  expect(await chart.locator('svg .recharts-line-dot').count()).toBe(4);
  expect(await chart.locator('svg path.recharts-line-curve').count()).toBe(3);
  await section.getByText('Burn-up numbers').click();
  await section.getByRole('columnheader', { name: 'Hour' }).waitFor();
  const lastRow = section.getByRole('row').last();
  expect(await lastRow.getByRole('cell').allTextContents()).toEqual([expect.any(String), '1', '0', String(Math.round(100 / steps.length) / 100)]);
  await screenshot(page, `forecast-young-mission-${colorScheme}`);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

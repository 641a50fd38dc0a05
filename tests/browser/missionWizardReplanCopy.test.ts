import type { Page } from 'playwright-core';
import { apiAs, newSignedInPage, screenshot, seriousA11yViolations, tokenOf } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';

jest.setTimeout(180_000);

const app = browserAppForSuite();

const signUp = () => newSignedInPage(app);

/** Runs the whole mission wizard from /missions and returns the number of todos created. */
async function createMissionWithWizard(page: Page, title: string, description: string): Promise<number> {
  await page.goto('/missions');
  await page.getByRole('button', { name: '+ Add Mission' }).click();
  const wizard = page.getByRole('dialog', { name: 'Create New Mission' });
  await wizard.getByText('Step 1 of 3').waitFor();
  await wizard.getByText('Please provide both mission title and description').waitFor();
  await wizard.getByLabel('Mission Title').fill(title);
  await wizard.getByLabel('Description').fill(description);
  await screenshot(page, 'mission-wizard-details', { fullPage: false });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await wizard.getByRole('button', { name: 'Next: AI Questions' }).click();

  await wizard.getByText('Step 2 of 3').waitFor();
  const answers = wizard.locator('textarea');
  const count = await answers.count();
  expect(count).toBeGreaterThan(0);
  await wizard.getByText('Please answer all questions before proceeding').waitFor();
  for (let i = 0; i < count; i += 1) await answers.nth(i).fill(`Answer ${i + 1}: small team, four weeks, budget 2000 EUR`);
  await screenshot(page, 'mission-wizard-questions', { fullPage: false });
  await wizard.getByRole('button', { name: 'Generate Todos' }).click();

  // The job is polled every 2 s; the review appears when it completes.
  await wizard.getByText('Step 3 of 3').waitFor({ timeout: 30_000 });
  const removeButtons = wizard.getByRole('button', { name: /^Remove todo/ });
  const generated = await removeButtons.count();
  expect(generated).toBeGreaterThan(1);
  await wizard.getByLabel('Title').first().fill('Kick-off with the whole team');
  await removeButtons.last().click();
  await screenshot(page, 'mission-wizard-review', { fullPage: false });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await wizard.getByRole('button', { name: `Create Mission & ${generated - 1} Todos` }).click();
  await page.waitForURL(/\/missions\/[0-9a-f-]+$/);
  await page.getByRole('heading', { name: title }).waitFor();
  return generated - 1;
}

describe('missions: wizard, detail, re-plan and copy', () => {
  it('mission wizard -> todos created in the new mission', async () => {
    const page = await signUp();
    await page.goto('/missions');
    await page.getByRole('heading', { name: 'Missions Dashboard' }).waitFor();
    await screenshot(page, 'missions-empty');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const created = await createMissionWithWizard(page, 'Launch the bakery website', 'A simple site with the menu, opening hours and online orders');
    await page.getByRole('heading', { name: 'Mission Todos' }).waitFor();
    const todoLinks = page.locator('section[aria-labelledby="todos-title"] li a');
    await todoLinks.nth(created - 1).waitFor();
    expect(await todoLinks.count()).toBe(created);
    await todoLinks.getByText('Kick-off with the whole team', { exact: true }).waitFor();
    await page.getByText(`0 of ${created} todos`).waitFor();
    await page.getByRole('link', { name: 'View 3D Graph' }).waitFor();
    await page.getByRole('link', { name: '← Back to Missions' }).waitFor();
    await screenshot(page, 'mission-detail');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/missions');
    await page.getByRole('link', { name: 'View details of Launch the bakery website' }).waitFor();
    await page.getByText(`${created} todos · 0 completed`).waitFor();
    await page.getByRole('button', { name: 'Paused' }).click();
    await page.getByText('No missions with this status').waitFor();
    await page.getByRole('button', { name: 'All' }).click();
    await screenshot(page, 'missions');
  });

  it('edit + re-plan with the resource warning; the job runs and the new todos are created', async () => {
    const page = await signUp();
    const created = await createMissionWithWizard(page, 'Plan the summer fair', 'Stalls, music and food for the neighbourhood fair');
    const missionUrl = page.url();

    // Some work on a todo: the re-plan must warn about it.
    await page.locator('section[aria-labelledby="todos-title"] li a').first().click();
    await page.getByRole('checkbox').first().waitFor({ timeout: 30_000 });
    await page.getByRole('checkbox').first().click();
    await page.getByText(/^1 of \d+ steps completed$/).waitFor();
    await page.goto(missionUrl);
    const todoLinks = 'section[aria-labelledby="todos-title"] li a';
    await page.locator(todoLinks).first().waitFor();
    const hrefs = () => page.locator(todoLinks).evaluateAll((links) => links.map((a) => a.getAttribute('href')).sort());
    const plannedTodos = await hrefs();

    await page.getByRole('button', { name: 'Edit / Re-plan / Copy' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit / Re-plan / Copy Mission' });
    await edit.getByLabel('Title').fill('Plan the autumn fair');
    await screenshot(page, 'mission-edit', { fullPage: false });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await edit.getByRole('button', { name: 'Save and Re-plan' }).click();
    const warning = page.getByRole('dialog', { name: 'Re-plan Warning' });
    await warning.getByText('Todos with progress').waitFor();
    expect(await warning.locator('dd').first().textContent()).toBe('1');
    await screenshot(page, 'mission-replan-warning', { fullPage: false });
    await warning.getByRole('button', { name: 'Re-plan Anyway' }).click();

    const toast = page.getByText(/^mission re-planned with \d+ todos$/);
    await toast.waitFor({ timeout: 30_000 });
    const replanned = Number((await toast.textContent())!.match(/\d+/)![0]);
    await page.getByRole('heading', { name: 'Plan the autumn fair' }).waitFor();
    await page.getByText('Planning Complete').waitFor();
    await page.getByText(`0 of ${replanned} todos`).waitFor();
    expect(replanned).toBeGreaterThan(0);
    expect(created).toBeGreaterThan(0);
    await screenshot(page, 'mission-replanned');
    expect(await hrefs()).not.toEqual(plannedTodos);

    // The toast's Undo takes the re-plan back: the first plan's todos, with the step done, return.
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Undone.').waitFor();
    await page.waitForFunction(
      ([selector, expected]) => JSON.stringify([...document.querySelectorAll(selector)].map((a) => a.getAttribute('href')).sort()) === expected,
      [todoLinks, JSON.stringify(plannedTodos)] as const,
      { timeout: 15_000 },
    );
    await page.getByText(`0 of ${created} todos`).waitFor();
  });

  it('copy creates a planned copy of the mission', async () => {
    const page = await signUp();
    await createMissionWithWizard(page, 'Write the family cookbook', 'Collect recipes from everyone and print twenty copies');
    await page.getByRole('button', { name: 'Edit / Re-plan / Copy' }).click();
    await page.getByRole('dialog', { name: 'Edit / Re-plan / Copy Mission' }).getByRole('button', { name: 'Copy' }).click();
    const toast = page.getByText(/^mission copy created with \d+ todos$/);
    await toast.waitFor({ timeout: 30_000 });
    const copied = Number((await toast.textContent())!.match(/\d+/)![0]);
    expect(copied).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Write the family cookbook (Copy)' }).waitFor();
    await page.getByText(`0 of ${copied} todos`).waitFor();
  });

  it("skip planning: an empty mission, then a todo added with the mission locked", async () => {
    const page = await signUp();
    await page.goto('/missions');
    await page.getByRole('button', { name: '+ Add Mission' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create New Mission' });
    await wizard.getByLabel('Mission Title').fill('Tidy the garage');
    await wizard.getByLabel('Description').fill('Sort, donate, shelve');
    await wizard.getByRole('button', { name: 'Skip Planning & Create Mission' }).click();
    await page.waitForURL(/\/missions\/[0-9a-f-]+$/);
    await page.getByText('No todos in this mission yet.').waitFor();

    await page.getByRole('button', { name: '+ Add Todo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Todo' });
    expect(await dialog.getByLabel('Mission').inputValue()).toBe('Tidy the garage');
    expect(await dialog.getByLabel('Mission').isDisabled()).toBe(true);
    await dialog.getByLabel(/^Title/).fill('Sort the boxes');
    await dialog.getByLabel(/^Success Criteria/).fill('Every box labelled keep, donate or bin');
    await dialog.getByRole('button', { name: 'Create Todo' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: /Sort the boxes/ }).click();
    await page.getByRole('link', { name: '← Back to Tidy the garage' }).waitFor();
  });

  it('a mission in an odyssey shows the breadcrumb; an unknown one says Mission not found', async () => {
    const page = await signUp();
    const token = await tokenOf(page);
    const odyssey = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/odysseys/', { title: 'Open a bakery', description: 'Our own bakery by next spring' });
    const mission = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/missions/', { title: 'Find a location', description: 'Near the station', odyssey_id: odyssey.id });
    await page.goto(`/missions/${mission.id}`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByRole('link', { name: 'Odysseys' }).waitFor();
    await crumbs.getByRole('link', { name: 'Open a bakery' }).waitFor();
    await crumbs.getByText('Find a location').waitFor();
    await page.getByRole('link', { name: '← Back to Odyssey' }).waitFor();

    await page.goto('/missions/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Mission not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
  });
});

import type { Page } from 'playwright-core';
import { registerByApi, screenshot, seriousA11yViolations, startBrowserApp, uniqueEmail, type BrowserApp } from './support/browserApp';
import { signUp } from './support/planTrees';

jest.setTimeout(240_000);

let app: BrowserApp;

beforeAll(async () => {
  app = await startBrowserApp();
  await registerByApi(app.baseUrl, uniqueEmail('admin'));
});

afterAll(async () => {
  await app?.close();
});

const tour = (page: Page) => page.getByRole('dialog', { name: /./ }).filter({ hasText: /Step \d of 5/ });

/** After each advance the tour steps aside for 3 s, then returns on the next stop. */
async function advance(page: Page, action: string, nextTitle: string, nextUrl: string | RegExp) {
  await tour(page).getByRole('button', { name: action }).click();
  await page.getByText('Explore the page... modal returns in 3s').waitFor();
  await page.waitForURL(nextUrl);
  await tour(page).getByRole('heading', { name: nextTitle }).waitFor({ timeout: 10_000 });
}

type Odyssey = { id: string; is_sample: boolean };

describe('onboarding tour', () => {
  it('runs from Welcome to Finish Tour: sample data created, every stop visited, sample removed', async () => {
    const page = await app.newPage();
    const { api } = await signUp(page, app.baseUrl);

    // A new account sees the tour on its first screen.
    await tour(page).getByRole('heading', { name: 'Welcome' }).waitFor();
    await tour(page).getByText('Step 1 of 5').waitFor();
    expect(await tour(page).getByRole('button', { name: 'Skip Tour' }).count()).toBe(0);
    await screenshot(page, 'tour-welcome');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await advance(page, "Let's Begin", 'Command Center', '**/dashboard');
    const samples = (await api.get<Odyssey[]>('/odysseys/')).filter((o) => o.is_sample);
    expect(samples).toHaveLength(1);
    const sampleId = samples[0].id;
    expect(await page.evaluate(() => [localStorage.getItem('onboarding_sample_created'), localStorage.getItem('onboarding_odyssey_id'), localStorage.getItem('onboarding_step')])).toEqual(['true', sampleId, '1']);
    await tour(page).getByText('Step 2 of 5').waitFor();
    await screenshot(page, 'tour-command-center');

    // Minimise to the pill and back.
    await tour(page).getByRole('button', { name: 'Minimize' }).click();
    await page.getByRole('button', { name: 'Tour: Command Center, Step 2 of 5, Click to expand' }).click();

    await advance(page, 'Next Stop', 'Todos Workspace', '**/todos');
    await advance(page, 'Continue', '3D Graph', `**/odysseys/${sampleId}/graph`);
    await page.locator('canvas').first().waitFor();
    await screenshot(page, 'tour-graph');
    await advance(page, 'Almost Done', 'Meet The Director', '**/director');
    await tour(page).getByText('Step 5 of 5').waitFor();

    // A reload resumes the saved step.
    await page.reload();
    await tour(page).getByRole('heading', { name: 'Meet The Director' }).waitFor();
    await screenshot(page, 'tour-director');

    await tour(page).getByRole('button', { name: 'Finish Tour' }).click();
    await page.waitForURL('**/dashboard');
    await tour(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => ['onboarding_step', 'onboarding_sample_created', 'onboarding_odyssey_id'].map((k) => localStorage.getItem(k)))).toEqual([null, null, null]);
    expect((await api.get<Odyssey[]>('/odysseys/')).filter((o) => o.is_sample)).toEqual([]);
    expect((await api.get<{ has_completed_onboarding: boolean }>('/auth/me')).has_completed_onboarding).toBe(true);

    // Completed: no tour after a reload, until the user menu asks for it again.
    await page.reload();
    await page.getByRole('heading', { name: 'Command Center' }).waitFor();
    await page.waitForTimeout(500);
    expect(await tour(page).count()).toBe(0);
    await page.getByRole('button', { name: /User menu|@example\.com/ }).first().click();
    await page.getByRole('menuitem', { name: 'Re-take Tour' }).click();
    await tour(page).getByRole('heading', { name: 'Welcome' }).waitFor();
  });

  it('Back returns to the previous stop and Skip Tour completes onboarding', async () => {
    const page = await app.newPage();
    const { api } = await signUp(page, app.baseUrl);
    await advance(page, "Let's Begin", 'Command Center', '**/dashboard');
    await advance(page, 'Next Stop', 'Todos Workspace', '**/todos');
    await tour(page).getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/dashboard');
    await tour(page).getByRole('heading', { name: 'Command Center' }).waitFor();
    await tour(page).getByRole('button', { name: 'Skip Tour' }).click();
    await page.waitForURL('**/dashboard');
    await tour(page).waitFor({ state: 'detached' });
    expect((await api.get<Odyssey[]>('/odysseys/')).filter((o) => o.is_sample)).toEqual([]);
    expect((await api.get<{ has_completed_onboarding: boolean }>('/auth/me')).has_completed_onboarding).toBe(true);
  });
});

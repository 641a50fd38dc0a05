import type { Page } from 'playwright-core';
import { screenshot, seriousA11yViolations } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { signUp } from './support/planTrees';

jest.setTimeout(240_000);

const app = browserAppForSuite();

const tour = (page: Page) => page.getByRole('dialog', { name: /./ }).filter({ hasText: /Step \d of 5/ });

/** After each advance the tour steps aside for 3 s, then returns on the next stop. */
async function advance(page: Page, action: string, nextTitle: string, nextUrl: string | RegExp) {
  await tour(page).getByRole('button', { name: action }).click();
  await page.getByText('Explore the page... modal returns in 3s').waitFor();
  await page.waitForURL(nextUrl);
  await tour(page).getByRole('heading', { name: nextTitle }).waitFor({ timeout: 10_000 });
}

type Odyssey = { id: string; is_sample: boolean };

/**
 * On the Director step the card leaves the message box and Send uncovered, with both in view
 * (scrolled to, as a person would). Waits (bounded) for the card to take its place.
 */
async function expectDirectorInputUncovered(page: Page) {
  const input = page.getByLabel('Message The Director');
  await input.scrollIntoViewIfNeeded();
  const clear = await page
    .waitForFunction(
      () => {
        const card = Array.from(document.querySelectorAll('[role="dialog"]')).find((d) => /Step \d of 5/.test(d.textContent ?? ''));
        const textarea = document.querySelector('[data-tour-target="director-input"] textarea');
        const send = document.querySelector('[data-tour-target="director-input"] button[type="submit"]');
        if (!card || !textarea || !send) return false;
        const a = card.getBoundingClientRect();
        const inView = (r: DOMRect) => r.top >= 0 && r.bottom <= window.innerHeight;
        const apart = (r: DOMRect) => r.bottom <= a.top || r.top >= a.bottom || r.right <= a.left || r.left >= a.right;
        const boxes = [textarea.getBoundingClientRect(), send.getBoundingClientRect()];
        return boxes.every((r) => inView(r) && apart(r));
      },
      undefined,
      { timeout: 10_000 },
    )
    .then(() => true)
    .catch(() => false);
  const [card, box] = [await tour(page).boundingBox(), await input.boundingBox()];
  expect({ clear, card, box }).toEqual({ clear: true, card: expect.anything(), box: expect.anything() });
}

describe('onboarding tour', () => {
  it('runs from Welcome to Finish Tour: sample data created, every stop visited, sample removed', async () => {
    const page = await app.newPage({ width: 1280, height: 800 });
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

    // The card leaves The Director's input free; a reload resumes the saved step.
    await expectDirectorInputUncovered(page);
    await page.reload();
    await tour(page).getByRole('heading', { name: 'Meet The Director' }).waitFor();
    await expectDirectorInputUncovered(page);
    await screenshot(page, 'tour-director', { fullPage: false });

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

    // A retaken tour survives reloads too, at the step it was on, until it is skipped.
    await page.reload();
    await tour(page).getByRole('heading', { name: 'Welcome' }).waitFor();
    await advance(page, "Let's Begin", 'Command Center', '**/dashboard');
    expect((await api.get<Odyssey[]>('/odysseys/')).filter((o) => o.is_sample)).toHaveLength(1);
    await advance(page, 'Next Stop', 'Todos Workspace', '**/todos');
    await page.reload();
    await tour(page).getByRole('heading', { name: 'Todos Workspace' }).waitFor();
    await tour(page).getByText('Step 3 of 5').waitFor();
    await tour(page).getByRole('button', { name: 'Skip Tour' }).click();
    await page.waitForURL('**/dashboard');
    await tour(page).waitFor({ state: 'detached' });
    expect((await api.get<Odyssey[]>('/odysseys/')).filter((o) => o.is_sample)).toEqual([]);
    await page.reload();
    await page.getByRole('heading', { name: 'Command Center' }).waitFor();
    expect(await tour(page).count()).toBe(0);
  });

  it('on a phone, resumes mid-tour after a reload and keeps the card off The Director input', async () => {
    const page = await app.newPage({ width: 390, height: 844 });
    await signUp(page, app.baseUrl);
    await advance(page, "Let's Begin", 'Command Center', '**/dashboard');
    await advance(page, 'Next Stop', 'Todos Workspace', '**/todos');
    await page.reload();
    await tour(page).getByRole('heading', { name: 'Todos Workspace' }).waitFor();
    await tour(page).getByText('Step 3 of 5').waitFor();
    await advance(page, 'Continue', '3D Graph', /\/odysseys\/[^/]+\/graph$/);
    await advance(page, 'Almost Done', 'Meet The Director', '**/director');
    await expectDirectorInputUncovered(page);
    await screenshot(page, 'tour-director-phone', { fullPage: false });
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

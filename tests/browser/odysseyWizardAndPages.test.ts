import { screenshot, seriousA11yViolations } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { signUpWithoutTour } from './support/planTrees';

jest.setTimeout(240_000);

const app = browserAppForSuite();

type OdysseyAnswer = { id: string; title: string; status: string; total_missions: number; missions: Array<{ title: string; description: string | null }> };

describe('odysseys', () => {
  it('Start New Odyssey: questions, the polled planning job, review, creation, detail and completion', async () => {
    const page = await app.newPage();
    const { api } = await signUpWithoutTour(page, app.baseUrl);

    await page.goto('/odysseys');
    await page.getByRole('heading', { name: 'My Odysseys' }).waitFor();
    await page.getByRole('heading', { name: 'No Odysseys Yet' }).waitFor();
    await screenshot(page, 'odysseys-empty');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Start New Odyssey' }).click();
    const wizard = page.getByRole('dialog', { name: 'Start New Odyssey' });
    const next = wizard.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    await wizard.getByLabel('Odyssey Title').fill('Run a marathon');
    await wizard.getByLabel('Odyssey Title').blur();
    await wizard.getByText('Please provide both odyssey title and description').waitFor();
    await wizard.getByLabel('Description').fill('Finish a full marathon next autumn without injury.');
    await screenshot(page, 'odyssey-wizard-details');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await next.click();

    // Step 2: the planner's questions, one 3-row answer each.
    const generate = wizard.getByRole('button', { name: 'Generate Missions' });
    await generate.waitFor();
    const answers = wizard.locator('textarea');
    const questionCount = await answers.count();
    expect(questionCount).toBeGreaterThan(0);
    expect(await generate.isDisabled()).toBe(true);
    for (let i = 0; i < questionCount; i += 1) {
      expect(await answers.nth(i).getAttribute('rows')).toBe('3');
      await answers.nth(i).fill(`Answer ${i + 1}: four runs a week, long run on Sundays`);
    }
    await screenshot(page, 'odyssey-wizard-questions');
    await generate.click();

    // The job is polled until it completes; the review opens and says nothing is created yet.
    const review = wizard.getByRole('list', { name: 'Suggested missions' });
    await review.waitFor({ timeout: 60_000 });
    await page.getByText('🚀 Odyssey launched with AI-generated missions!').waitFor();
    await wizard.getByText(/^Nothing is created yet\./).waitFor();
    const titles = review.getByRole('textbox', { name: /Mission \d+ title/ });
    const generated = await titles.count();
    expect(generated).toBeGreaterThan(1);
    expect(await review.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('384px');
    await titles.first().fill('Build the base: 30 km a week');
    await review.getByRole('button', { name: /^Remove mission/ }).last().click();
    expect(await titles.count()).toBe(generated - 1);
    await screenshot(page, 'odyssey-wizard-review');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Closing now would drop the generated missions: the wizard asks first, and keeps them.
    await wizard.getByRole('button', { name: 'Close dialog' }).click();
    const discard = wizard.getByRole('alertdialog', { name: 'Discard this odyssey?' });
    await discard.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Enter'); // "Keep editing" has the focus
    await discard.waitFor({ state: 'detached' });
    expect(await titles.count()).toBe(generated - 1);
    await wizard.getByRole('button', { name: 'Create Odyssey & Missions' }).click();
    await page.getByText('Odyssey created successfully with missions!').waitFor();

    // The modal closes after a second and the new odyssey opens.
    await page.waitForURL(/\/odysseys\/[0-9a-f-]{36}$/);
    await wizard.waitFor({ state: 'detached' });
    const odysseyId = page.url().split('/').pop()!;
    const saved = await api.get<OdysseyAnswer>(`/odysseys/${odysseyId}`);
    expect(saved.title).toBe('Run a marathon');
    expect(saved.missions.map((m) => m.title)).toContain('Build the base: 30 km a week');
    expect(saved.total_missions).toBe(generated - 1);

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Odysseys' }).waitFor();
    await page.getByRole('heading', { name: 'Run a marathon' }).waitFor();
    await page.getByRole('heading', { name: 'Missions in this Odyssey' }).waitFor();
    await page.getByText('Total Missions').waitFor();
    await page.getByRole('link', { name: /Build the base: 30 km a week/ }).waitFor();
    await page.getByRole('link', { name: 'View 3D Graph' }).waitFor();
    await screenshot(page, 'odyssey-detail');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Complete Odyssey asks first; dismissing changes nothing.
    const dialogs: string[] = [];
    page.once('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Complete Odyssey' }).click();
    expect(dialogs).toEqual(['Mark this odyssey as complete?']);
    expect((await api.get<OdysseyAnswer>(`/odysseys/${odysseyId}`)).status).toBe('active');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Complete Odyssey' }).click();
    await page.getByRole('button', { name: 'Complete Odyssey' }).waitFor({ state: 'detached' });
    expect((await api.get<OdysseyAnswer>(`/odysseys/${odysseyId}`)).status).toBe('completed');

    // The list: summary cards and the card with its progress.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Odysseys' }).click();
    const card = page.getByRole('link', { name: /Run a marathon/ });
    await card.waitFor();
    await card.getByText('Completed', { exact: true }).first().waitFor();
    await card.getByText(new RegExp(`of ${generated - 1} missions completed`)).waitFor();
    await card.getByRole('progressbar').waitFor();
    await screenshot(page, 'odysseys');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('an empty odyssey offers its first mission; a missing one says so', async () => {
    const page = await app.newPage();
    const { api } = await signUpWithoutTour(page, app.baseUrl);
    const odyssey = await api.post<{ id: string }>('/odysseys/', { title: 'Learn Portuguese', description: 'Hold a conversation in Lisbon.' });
    await page.goto(`/odysseys/${odyssey.id}`);
    await page.getByRole('heading', { name: 'No Missions Yet' }).waitFor();
    expect(await page.getByText('Total Missions').count()).toBe(0);
    await page.getByRole('button', { name: 'Add First Mission' }).click();
    await page.getByRole('dialog').waitFor();
    await screenshot(page, 'odyssey-add-first-mission');

    await page.goto('/odysseys/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Odyssey Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Odysseys' }).click();
    await page.waitForURL('**/odysseys');
  });
});

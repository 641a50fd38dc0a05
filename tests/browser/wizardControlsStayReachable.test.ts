import type { Locator, Page } from 'playwright-core';
import { signedInPageIn } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { odysseyWizardAtQuestions } from './support/odysseyWizard';
import { missionWizardAtQuestions } from './support/missionWizard';

jest.setTimeout(240_000);

const app = browserAppForSuite();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const EIGHT_QUESTIONS = Array.from({ length: 8 }, (_, i) => `Question ${i + 1}: what should the planner know about this part of the plan?`);

/** True when a click at the control's centre lands on it: inside the viewport and covered by nothing. */
async function clickableAtCentre(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (box.width === 0 || x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && element.contains(hit);
  });
}

/** Whether the control is clickable at its centre within `ms`: a smooth scroll may still be moving the dialog's body. */
async function becomesClickable(control: Locator, ms = 5000): Promise<boolean> {
  const until = Date.now() + ms;
  while (!(await clickableAtCentre(control))) {
    if (Date.now() > until) return false;
    await control.page().waitForTimeout(100);
  }
  return true;
}

/** The planning job stays at 40 % whenever the page asks how it is going. */
async function plannerStillWorking(page: Page) {
  await page.route('**/api/jobs/*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ id: 'job', job_id: 'job', type: 'planning', status: 'running', progress: 40, result: null, error_message: null, metadata: {} }) }),
  );
}

/** The planner asks eight questions, so the answers are longer than the dialog. */
async function askEightQuestions(page: Page, path: string) {
  await page.route(`**/api/${path}`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ questions: EIGHT_QUESTIONS }) }),
  );
}

describe.each([
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
])('the wizards on %s', (_name, viewport) => {
  it("keep the dialog's close button clickable while the launch toast shows", async () => {
    const { page } = await signedInPageIn(app, viewport);
    const { wizard, generate, answers } = await odysseyWizardAtQuestions(page);
    for (let i = 0; i < (await answers.count()); i += 1) await answers.nth(i).fill('Four runs a week');
    await generate.click();
    await page.getByText('🚀 Odyssey launched with AI-generated missions!').waitFor({ timeout: 60_000 });
    const close = wizard.getByRole('button', { name: 'Close dialog' });
    const create = wizard.getByRole('button', { name: 'Create Odyssey & Missions' });
    expect({ close: await clickableAtCentre(close), create: await clickableAtCentre(create) }).toEqual({ close: true, create: true });
    await close.click();
    await page.getByRole('button', { name: 'Discard' }).click();
    expect(await wizard.count()).toBe(0);
    await page.context().close();
  });

  it('keep Back and Generate Missions in view under eight questions', async () => {
    const { page } = await signedInPageIn(app, viewport);
    await askEightQuestions(page, 'odyssey-breakdown/questions');
    const { wizard, generate } = await odysseyWizardAtQuestions(page);
    await wizard.getByText(EIGHT_QUESTIONS[7]).waitFor();
    const back = wizard.getByRole('button', { name: 'Back' });
    expect({ back: await clickableAtCentre(back), generate: await clickableAtCentre(generate) }).toEqual({ back: true, generate: true });
    // Scrolled to the first answer, then to the last: the buttons stay where they are.
    await wizard.locator('textarea').first().focus();
    expect(await clickableAtCentre(generate)).toBe(true);
    await wizard.locator('textarea').last().scrollIntoViewIfNeeded();
    expect(await clickableAtCentre(generate)).toBe(true);
    await page.context().close();
  });

  it('keep Back and Generate Todos in view under eight questions', async () => {
    const { page } = await signedInPageIn(app, viewport);
    await askEightQuestions(page, 'mission-breakdown/questions');
    const wizard = await missionWizardAtQuestions(page, 'Launch the website', 'A site for the bakery, live before the spring.');
    await wizard.getByText(EIGHT_QUESTIONS[7]).waitFor();
    const back = wizard.getByRole('button', { name: 'Back' });
    const generate = wizard.getByRole('button', { name: 'Generate Todos' });
    expect({ back: await clickableAtCentre(back), generate: await clickableAtCentre(generate) }).toEqual({ back: true, generate: true });
    await wizard.locator('textarea').last().scrollIntoViewIfNeeded();
    expect(await clickableAtCentre(generate)).toBe(true);
    await page.context().close();
  });

  it.each([
    ['Start New Odyssey', 'Generate Missions', (page: Page) => odysseyWizardAtQuestions(page).then(({ wizard }) => wizard)],
    ['Create New Mission', 'Generate Todos', (page: Page) => missionWizardAtQuestions(page, 'Launch the website', 'A site for the bakery, live before the spring.')],
  ])('%s shows the planning badge in view while the planner works', async (_wizard, generateLabel, openAtQuestions) => {
    const { page } = await signedInPageIn(app, viewport);
    await plannerStillWorking(page);
    const wizard = await openAtQuestions(page);
    const answers = wizard.locator('textarea');
    await answers.first().waitFor();
    for (let i = 0; i < (await answers.count()); i += 1) await answers.nth(i).fill('Four evenings a week');
    // The user typed the last answer: the dialog is scrolled to its foot when Generate is pressed.
    await answers.last().scrollIntoViewIfNeeded();
    await wizard.getByRole('button', { name: generateLabel }).click();
    const badge = wizard.getByRole('status').filter({ hasText: 'AI Planning... 40%' });
    await badge.waitFor();
    expect(await becomesClickable(badge)).toBe(true);
    await page.context().close();
  });
});

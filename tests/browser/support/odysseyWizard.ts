import type { Page } from 'playwright-core';

/** Opens Start New Odyssey from /odysseys, describes a marathon and goes on to the planner's questions. */
export async function odysseyWizardAtQuestions(page: Page) {
  await page.goto('/odysseys');
  await page.getByRole('button', { name: 'Start New Odyssey' }).first().click();
  const wizard = page.getByRole('dialog', { name: 'Start New Odyssey' });
  await wizard.getByLabel('Odyssey Title').fill('Run a marathon');
  await wizard.getByLabel('Description').fill('Finish a full marathon next autumn without injury.');
  await wizard.getByRole('button', { name: 'Next' }).click();
  const generate = wizard.getByRole('button', { name: 'Generate Missions' });
  await generate.waitFor();
  return { wizard, generate, answers: wizard.locator('textarea') };
}

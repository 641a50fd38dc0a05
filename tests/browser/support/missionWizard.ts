import type { Page } from 'playwright-core';

/** Opens Create New Mission from /missions, describes the mission and goes on to the planner's questions. */
export async function missionWizardAtQuestions(page: Page, title: string, description: string) {
  await page.goto('/missions');
  await page.getByRole('button', { name: '+ Add Mission' }).click();
  const wizard = page.getByRole('dialog', { name: 'Create New Mission' });
  await wizard.getByLabel('Mission Title').fill(title);
  await wizard.getByLabel('Description').fill(description);
  await wizard.getByRole('button', { name: 'Next: AI Questions' }).click();
  return wizard;
}

import type { Page } from 'playwright-core';
import { apiAs, newSignedInPage, tokenOf } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { plannedSteps } from './support/plannedSteps';

jest.setTimeout(180_000);

const app = browserAppForSuite();

/** A todo whose steps are all done while the criteria ask for more than the plan covers: its evaluation found gaps. */
async function finishedWithGaps(page: Page): Promise<{ todoId: string; firstStepId: string }> {
  const token = await tokenOf(page);
  const todo = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/todos/', { title: 'Prepare the quarterly report', success_criteria: 'Report approved by the finance director' });
  const steps = await plannedSteps(app.baseUrl, token, todo.id);
  await apiAs(app.baseUrl, token, 'PUT', `/todos/${todo.id}`, { success_criteria: 'Budget signed off by the board' });
  await page.goto(`/todo/${todo.id}`);
  for (const step of steps) {
    const checkbox = page.locator(`li[id="step-${step.id}"]`).getByRole('checkbox');
    await checkbox.click();
    await checkbox.waitFor({ state: 'detached' });
  }
  const dialog = page.getByRole('dialog', { name: 'Success Criteria Evaluation' });
  await dialog.getByRole('heading', { name: 'Gaps' }).waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return { todoId: todo.id, firstStepId: steps[0].id };
}

/** Adds a note of evidence to the step through its Evidence panel. */
async function addEvidence(page: Page, stepId: string, text: string): Promise<void> {
  const step = page.locator(`li[id="step-${stepId}"]`);
  const field = step.getByLabel(/^Evidence for/);
  if (!(await field.isVisible())) await step.getByRole('button', { name: 'Add evidence' }).click();
  await field.fill(text);
  await step.getByRole('button', { name: 'Save Evidence' }).click();
  await step.getByText(text).waitFor();
}

/** Where keyboard focus is: the field's label when it is the evidence box, else whether it is in a dialog or lost on the page. */
const focusIsAt = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'nowhere (the page body)';
    if (active.closest('[role="dialog"]')) return 'in the dialog';
    if (/^H[1-6]$/.test(active.tagName)) return `the heading "${active.textContent?.trim()}"`;
    return active.getAttribute('aria-label') ?? (active as HTMLTextAreaElement).labels?.[0]?.textContent?.trim() ?? active.tagName.toLowerCase();
  });

it("closing the gaps dialog the last step's completion opened puts focus on the todo's title: the checkbox that opened it is gone", async () => {
  const page = await newSignedInPage(app);
  await finishedWithGaps(page);
  expect(await focusIsAt(page)).toBe('the heading "Prepare the quarterly report"');
});

describe('evidence added to a finished todo whose evaluation found gaps', () => {
  it('evidence that still leaves gaps opens the gaps dialog again; closing it puts focus back in the evidence box', async () => {
    const page = await newSignedInPage(app);
    const { firstStepId } = await finishedWithGaps(page);
    await addEvidence(page, firstStepId, 'Drafted the first pages of the report');
    const dialog = page.getByRole('dialog', { name: 'Success Criteria Evaluation' });
    await dialog.getByRole('heading', { name: 'Gaps' }).waitFor();
    expect(await focusIsAt(page)).toBe('in the dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusIsAt(page)).toMatch(/^Evidence for/);
  });

  it('evidence that covers the criteria completes the todo with its toast, and focus stays in the evidence box', async () => {
    const page = await newSignedInPage(app);
    const { firstStepId } = await finishedWithGaps(page);
    await addEvidence(page, firstStepId, 'Budget signed off by the board on 3 March, minutes attached');
    await page.getByText('All steps complete! Todo has been marked as complete.').waitFor();
    await page.getByText('Completed', { exact: true }).first().waitFor();
    expect(await focusIsAt(page)).toMatch(/^Evidence for/);
  });
});

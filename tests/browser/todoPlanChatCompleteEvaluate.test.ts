import type { Page } from 'playwright-core';
import { newSignedInPage, screenshot, seriousA11yViolations } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';

jest.setTimeout(180_000);

const app = browserAppForSuite();

const signUp = () => newSignedInPage(app);

/** Creates a todo through the /todos dialog (full details) and opens it. */
async function createTodo(page: Page, title: string, criteria: string, description = ''): Promise<void> {
  await page.goto('/todos');
  await page.getByRole('button', { name: '+ New Todo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Todo' });
  await dialog.getByRole('button', { name: 'Full Details' }).click();
  await dialog.getByLabel(/^Title/).fill(title);
  if (description) await dialog.getByLabel(/^Description/).fill(description);
  await dialog.getByLabel(/^Success Criteria/).fill(criteria);
  await dialog.getByLabel('Priority').selectOption('high');
  await dialog.getByRole('button', { name: 'Create Todo' }).click();
  await page.getByText('Todo created successfully!').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('link', { name: title, exact: true }).click();
  await page.waitForURL(/\/todo\/[0-9a-f-]+$/);
}

/** Waits for the AI plan and returns how many steps it has. */
async function waitForPlan(page: Page): Promise<number> {
  await page.getByRole('heading', { name: 'AI-Generated Plan' }).waitFor();
  await page.getByRole('checkbox').first().waitFor({ timeout: 30_000 });
  return page.getByRole('checkbox').count();
}

async function completeAllSteps(page: Page, total: number): Promise<void> {
  // Only open steps have a checkbox (a completed one offers Reopen instead).
  const open = page.getByRole('checkbox');
  for (let left = await open.count(); left > 0; left = await open.count()) {
    // The step leaves the open ones once the server confirms, so click and wait for the count.
    await open.first().click();
    await page.getByText(`${total - left + 1} of ${total} steps completed`).waitFor();
  }
}

describe('todos: create, plan, chat, complete, evaluate', () => {
  it('the workspace and the create dialog: validation, success toast, list update', async () => {
    const page = await signUp();
    await page.goto('/todos');
    await page.getByRole('heading', { name: 'Todos Workspace' }).waitFor();
    await page.getByText('Showing 0 of 0 todos').waitFor();
    await page.getByRole('button', { name: '+ New Todo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Todo' });
    await dialog.getByLabel(/^Title/).fill('Only a title');
    await dialog.getByRole('button', { name: 'Create Todo' }).click();
    await page.getByText('Please provide both title and success criteria').waitFor();
    await screenshot(page, 'create-todo-dialog', { fullPage: false });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByLabel(/^Success Criteria/).fill('It is written down');
    await dialog.getByRole('button', { name: 'Create Todo' }).click();
    await page.getByText('Todo created successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Showing 1 of 1 todos').waitFor();
    await page.getByRole('button', { name: 'Pending (1)' }).click();
    await page.getByText('Showing 1 of 1 todos').waitFor();
    await page.getByRole('button', { name: 'Completed (0)' }).click();
    await page.getByText('Showing 0 of 1 todos').waitFor();
    await screenshot(page, 'todos');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('plan appears -> chat with a step -> evidence -> all steps complete -> auto-completed', async () => {
    const page = await signUp();
    await createTodo(page, 'Book the team offsite venue', 'Venue booked for the offsite', 'A day out for the team of twelve');
    // The plan comes from the planner in the background: the screen waits and polls.
    const total = await waitForPlan(page);
    expect(total).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Book the team offsite venue' }).waitFor();
    await page.getByText('High priority').waitFor();
    await page.getByRole('link', { name: '← Back to Todos' }).waitFor();
    await screenshot(page, 'todo-detail');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Chat about the first step: a reply, findings and a next action.
    const firstStep = page.locator('ol > li').first();
    await firstStep.getByRole('button', { name: 'AI chat' }).click();
    await firstStep.getByLabel(/^Message about/).fill('I decided on the lake house venue; it costs 900 EUR for the day and has room for twelve.');
    await firstStep.getByRole('button', { name: 'Send' }).click();
    const log = firstStep.getByRole('log');
    await log.locator('div.justify-start').first().waitFor();
    await firstStep.getByText('Next action').waitFor();
    await firstStep.getByRole('heading', { name: /Findings \([1-9]/ }).waitFor();
    await screenshot(page, 'step-chat');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A finding can be deleted.
    const findingsBefore = await firstStep.getByRole('button', { name: /^Delete finding/ }).count();
    await firstStep.getByRole('button', { name: /^Delete finding/ }).first().click();
    await firstStep.getByRole('heading', { name: `Findings (${findingsBefore - 1})` }).waitFor();

    // Evidence that covers the success criteria.
    await firstStep.getByRole('button', { name: 'Add evidence' }).click();
    await firstStep.getByLabel(/^Evidence for/).fill('Venue booked for the offsite: lake house, confirmation LH-2291');
    await firstStep.getByRole('button', { name: 'Save Evidence' }).click();
    await firstStep.getByText('confirmation LH-2291').waitFor();

    await completeAllSteps(page, total);
    await page.getByText('All steps complete! Todo has been marked as complete.').waitFor();
    await page.getByRole('tab', { name: 'Evaluation' }).click();
    await page.getByRole('heading', { name: 'Success Criteria Evaluation' }).waitFor();
    await page.getByText('All success criteria are met. The todo was marked as complete.').waitFor();
    await screenshot(page, 'todo-evaluation');

    await page.getByRole('tab', { name: 'Progress' }).click();
    await page.getByText('100%').first().waitFor();
    await page.getByRole('heading', { name: 'Key Findings' }).waitFor();
    await page.getByText('Venue booked for the offsite: lake house').first().waitFor();
    await screenshot(page, 'todo-progress');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The completed todo cannot be set back by hand.
    await page.getByRole('button', { name: 'Edit / Re-plan / Copy' }).click();
    await page.getByText('Completed todos cannot be manually edited. This was auto-completed when all steps were finished.').waitFor();
    expect(await page.getByLabel('Status').isDisabled()).toBe(true);

    // ...but it can be reopened, and so can a completed step.
    await page.getByRole('dialog', { name: 'Edit / Re-plan / Copy Todo' }).getByRole('button', { name: 'Reopen' }).click();
    await page.getByText('Todo reopened: it is open again.').waitFor();
    await page.getByText('In Progress', { exact: true }).first().waitFor();
    await page.getByRole('tab', { name: 'Steps' }).click();
    await page.getByRole('button', { name: 'Reopen' }).first().click();
    await page.getByText(`${total - 1} of ${total} steps completed`).waitFor();
    expect(await page.getByRole('checkbox').count()).toBe(1);
  });

  it('gaps against the criteria open the evaluation dialog; force-complete closes the todo', async () => {
    const page = await signUp();
    await createTodo(page, 'Prepare the quarterly report', 'Report approved by the finance director');
    const total = await waitForPlan(page);
    // The criteria change after the plan was made (Save keeps the steps): the plan no longer covers them.
    await page.getByRole('button', { name: 'Edit / Re-plan / Copy' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit / Re-plan / Copy Todo' });
    await edit.getByLabel('Success Criteria').fill('Budget signed off by the board');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Todo updated successfully!').waitFor();
    await page.getByText('Budget signed off by the board').waitFor();
    await completeAllSteps(page, total);
    const dialog = page.getByRole('dialog', { name: 'Success Criteria Evaluation' });
    await dialog.waitFor();
    await dialog.getByRole('heading', { name: 'Gaps' }).waitFor();
    await screenshot(page, 'evaluation-dialog', { fullPage: false });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Mark as Complete Anyway' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Completed', { exact: true }).first().waitFor();
    await page.getByRole('tab', { name: 'Evaluation' }).click();
    await page.getByText('Completed by you despite the gaps below.').waitFor();
  });

  it('add a step, and edit + re-plan behind the Re-plan Warning', async () => {
    const page = await signUp();
    await createTodo(page, 'Learn to bake sourdough', 'Bake one loaf with an open crumb');
    const total = await waitForPlan(page);

    await page.getByRole('button', { name: '+ Add Step' }).click();
    await page.getByLabel('Step title').fill('Buy a proofing basket');
    await page.getByRole('button', { name: 'Add Step', exact: true }).click();
    await page.getByText('Buy a proofing basket').waitFor();
    await page.getByText(`0 of ${total + 1} steps completed`).waitFor();

    await page.getByRole('checkbox').first().click();
    await page.getByText(`1 of ${total + 1} steps completed`).waitFor();

    await page.getByRole('button', { name: 'Edit / Re-plan / Copy' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit / Re-plan / Copy Todo' });
    await edit.getByLabel('Title').fill('Learn to bake rye sourdough');
    await edit.getByRole('button', { name: 'Save and Re-plan' }).click();
    const warning = page.getByRole('dialog', { name: 'Re-plan Warning' });
    await warning.waitFor();
    await warning.getByText('Completed steps').waitFor();
    expect(await warning.locator('dd').first().textContent()).toBe('1');
    await screenshot(page, 'replan-warning', { fullPage: false });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await warning.getByRole('button', { name: 'Re-plan Anyway' }).click();
    await page.getByText('Todo saved and re-planned!').waitFor();
    await page.getByRole('heading', { name: 'Learn to bake rye sourdough' }).waitFor();
    await page.getByText(/^0 of \d+ steps completed$/).waitFor();
    expect(await page.getByText('Buy a proofing basket').count()).toBe(0);
  });

  it("an unknown todo shows 'Todo not found'", async () => {
    const page = await signUp();
    await page.goto('/todo/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Todo not found' }).waitFor();
  });
});

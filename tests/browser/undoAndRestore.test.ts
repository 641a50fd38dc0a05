import { apiAs, newSignedInPage, seriousA11yViolations, tokenOf } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';

jest.setTimeout(120_000);

const app = browserAppForSuite({ adminFirst: false });

it('undoes a todo deletion from the toast, and restores a deleted mission from Recently deleted', async () => {
  const page = await newSignedInPage(app);
  const token = await tokenOf(page);
  const todo = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/todos/', { title: 'Book the venue', success_criteria: 'Contract signed' });

  await page.goto(`/todo/${todo.id}`);
  await page.getByRole('heading', { name: 'Book the venue' }).waitFor();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByText('Todo deleted.').waitFor();
  await page.waitForURL('**/todos');
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByText('Undone.').waitFor();
  await page.getByRole('heading', { name: 'Book the venue' }).waitFor();
  expect(new URL(page.url()).pathname).toBe(`/todo/${todo.id}`);

  const mission = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/missions/', { title: 'Plan the wedding' });
  await page.goto(`/missions/${mission.id}`);
  await page.getByRole('heading', { name: 'Plan the wedding' }).waitFor();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByText('Mission deleted.').waitFor();
  await page.waitForURL('**/missions');

  await page.getByRole('button', { name: /User menu|@/ }).first().click();
  await page.getByRole('menuitem', { name: 'Recently Deleted', exact: true }).click();
  await page.getByRole('heading', { name: 'Recently Deleted', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Restore mission Plan the wedding' }).click();
  await page.getByText('Mission "Plan the wedding" restored.').waitFor();
  await page.getByText('Nothing deleted in the last 30 days.').waitFor();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto('/missions');
  await page.getByText('Plan the wedding').first().waitFor();
});

import type { Locator } from 'playwright-core';
import { apiAs, signedInPageIn } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { plannedSteps } from './support/plannedSteps';

jest.setTimeout(240_000);

const app = browserAppForSuite();
const PHONE = { width: 390, height: 844 };

const signedInPhone = () => signedInPageIn(app, PHONE);

const heightOf = async (target: Locator) => (await target.boundingBox())?.height ?? 0;

describe('the command palette, a History panel and Recently deleted on a phone', () => {
  it("the command palette's Esc button is a target a finger can hit (at least 24 px high)", async () => {
    const { page } = await signedInPhone();
    await page.getByRole('button', { name: /Search/ }).first().click();
    const close = page.getByRole('dialog', { name: 'Search and commands' }).getByRole('button', { name: 'Esc closes search' });
    await close.waitFor();
    expect(await heightOf(close)).toBeGreaterThanOrEqual(24);
    const width = (await close.boundingBox())?.width ?? 0;
    expect(width).toBeGreaterThanOrEqual(24);
    await page.context().close();
  });

  it("an open History panel's 'Technical details' and 'AI inputs and outputs only' are at least 24 px high", async () => {
    const { page, token } = await signedInPhone();
    const todo = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/todos/', { title: 'Sign the lease', success_criteria: 'A signed lease' });
    await plannedSteps(app.baseUrl, token, todo.id);
    await page.goto(`/todo/${todo.id}`);
    await page.getByRole('button', { name: 'Show history' }).click();
    const details = page.getByText('Technical details').first();
    await details.waitFor();
    const filter = page.getByText('AI inputs and outputs only', { exact: true });
    expect([await heightOf(details), await heightOf(filter)].map((height) => height >= 24)).toEqual([true, true]);
    await page.context().close();
  });

  it('Recently deleted shows what a long title is (todo, mission) beside its first line, not halfway down it', async () => {
    const { page, token } = await signedInPhone();
    const todo = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/todos/', {
      title: 'Order the business cards with the new logo and the opening hours',
      success_criteria: 'Cards delivered',
    });
    await apiAs(app.baseUrl, token, 'DELETE', `/todos/${todo.id}`);
    await page.goto('/trash');
    const row = page.getByRole('listitem').filter({ hasText: 'Order the business cards' });
    await row.waitFor();
    const [kind, title] = await Promise.all([row.getByText('Todo', { exact: true }).boundingBox(), row.getByText(/^Order the business cards/).boundingBox()]);
    const lineHeight = await row.getByText(/^Order the business cards/).evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((title?.height ?? 0) / lineHeight).toBeGreaterThan(1.5);
    // The label's middle lies within the title's first line.
    const kindMiddle = (kind?.y ?? 0) + (kind?.height ?? 0) / 2;
    expect(kindMiddle).toBeGreaterThanOrEqual(title?.y ?? 0);
    expect(kindMiddle).toBeLessThanOrEqual((title?.y ?? 0) + lineHeight);
    await page.context().close();
  });
});

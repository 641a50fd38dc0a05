import { apiAs, converseWithDirector, signedInPageIn } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { plannedSteps } from './support/plannedSteps';

jest.setTimeout(240_000);

const app = browserAppForSuite();
const PHONE = { width: 390, height: 844 };

const signedInPhone = () => signedInPageIn(app, PHONE);

describe("The Director and a todo's steps on a phone", () => {
  it("the Director's settings fields use most of a phone's width", async () => {
    const { page } = await signedInPhone();
    await page.goto('/director');
    await page.getByRole('tab', { name: 'Settings' }).click();
    const select = page.getByLabel('Response style');
    await select.waitFor();
    const width = (await select.boundingBox())?.width ?? 0;
    expect(width).toBeGreaterThanOrEqual(300);
    await page.context().close();
  });

  it("the fold of the recent conversations reads whole on one line, clear of New Conversation", async () => {
    const { page, token } = await signedInPhone();
    await converseWithDirector(app.baseUrl, token, 'What should I do first?');
    await page.goto('/director');
    const fold = page.getByRole('button', { name: /^Recent Conversations \(1\)/ });
    await fold.waitFor();
    const lines = await fold.evaluate((element) => {
      const style = getComputedStyle(element);
      const content = element.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      return Math.round(content / parseFloat(style.lineHeight));
    });
    expect(lines).toBe(1);
    // Whole, and clear of the New Conversation button.
    const newConversation = await page.getByRole('button', { name: 'New Conversation' }).boundingBox();
    const text = await fold.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const box = range.getBoundingClientRect();
      return { left: box.left, right: box.right, top: box.top, bottom: box.bottom, aside: element.closest('aside')!.getBoundingClientRect().right };
    });
    const apart =
      !newConversation ||
      text.right <= newConversation.x ||
      text.left >= newConversation.x + newConversation.width ||
      text.bottom <= newConversation.y ||
      text.top >= newConversation.y + newConversation.height;
    expect({ apart, inside: text.right <= text.aside }).toEqual({ apart: true, inside: true });
    await page.context().close();
  });

  it("when a done step's actions wrap, the second line's first action starts under the status badge", async () => {
    const { page, token } = await signedInPhone();
    const todo = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/todos/', { title: 'Sign the lease', success_criteria: 'A signed lease' });
    const steps = await plannedSteps(app.baseUrl, token, todo.id);
    await apiAs(app.baseUrl, token, 'PUT', `/steps/${steps[0].id}/complete`);
    await page.goto(`/todo/${todo.id}`);
    const step = page.locator(`li[id="step-${steps[0].id}"]`);
    await step.getByRole('button', { name: 'Reopen' }).waitFor();
    const row = await step.evaluate((item) => {
      const badge = [...item.querySelectorAll('span')].find((span) => span.textContent === 'Completed') as HTMLElement;
      const textLeft = (element: Element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().left;
      };
      const badgeBox = badge.getBoundingClientRect();
      const buttons = [...item.querySelectorAll('button')].filter((button) => /^(Reopen|Edit|Add evidence|AI chat)$/.test(button.textContent ?? ''));
      const below = buttons.filter((button) => button.getBoundingClientRect().top >= badgeBox.bottom);
      return { badgeLeft: badgeBox.left, wrapped: below.length, firstBelowTextLeft: below.length ? textLeft(below[0]) : null };
    });
    expect(row.wrapped).toBeGreaterThan(0);
    expect(Math.abs((row.firstBelowTextLeft ?? 0) - row.badgeLeft)).toBeLessThanOrEqual(1);
    await page.context().close();
  });
});

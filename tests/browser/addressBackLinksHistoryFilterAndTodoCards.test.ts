import type { Locator, Page } from 'playwright-core';
import { apiAs, finishOnboarding, registerAndLogin, screenshot, signedInPageIn, uniqueEmail } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { boxesOf, linesOf } from './support/layoutChecks';

jest.setTimeout(240_000);

const app = browserAppForSuite();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const heightOf = async (target: Locator) => (await target.boundingBox())?.height ?? 0;

/** A page of this size signed in as a new user with this address, who has finished onboarding. */
async function signedInAs(email: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await app.newPage(viewport);
  await registerAndLogin(page, email);
  await finishOnboarding(page);
  return page;
}

/** Opens the user menu and answers the paragraph that shows the whole address. */
async function addressInUserMenu(page: Page, email: string): Promise<Locator> {
  await page.getByRole('button', { name: `User menu for ${email}` }).click();
  return page.getByRole('menu', { name: 'User menu' }).getByText(email, { exact: true });
}

/** An odyssey holding a mission holding a todo, made over the API as the page's user. */
async function odysseyMissionAndTodo(token: string, todo: { title: string; description?: string } = { title: 'Ask three landlords for a viewing' }) {
  const odyssey = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/odysseys/', { title: 'Open a bakery', description: 'Bread for the street.' });
  const mission = await apiAs<{ id: string; title: string }>(app.baseUrl, token, 'POST', '/missions/', { title: 'Find the premises', description: 'A corner shop.', odyssey_id: odyssey.id });
  const made = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/todos/', { ...todo, success_criteria: 'Three viewings booked', mission_id: mission.id });
  return { missionId: mission.id, missionTitle: mission.title, todoId: made.id };
}

describe("the user menu shows the signed-in address whole on a phone", () => {
  it('an everyday address stays on one line, and the menu stays inside the screen', async () => {
    const email = uniqueEmail('jordan.fairweather');
    const page = await signedInAs(email, PHONE);
    const address = await addressInUserMenu(page, email);
    expect(await linesOf(address, email)).toBe(1);
    const [menu] = await boxesOf(page.getByRole('menu', { name: 'User menu' }));
    expect(menu.left).toBeGreaterThanOrEqual(0);
    expect(menu.right).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });

  it('an address too long for one line breaks before its "@", its name and domain each whole', async () => {
    const email = uniqueEmail('maximilian.featherstonehaugh.wolfe');
    const page = await signedInAs(email, PHONE);
    const address = await addressInUserMenu(page, email);
    const [local, domain] = [email.slice(0, email.indexOf('@')), email.slice(email.indexOf('@'))];
    expect(await linesOf(address, email)).toBe(2);
    expect([await linesOf(address, local), await linesOf(address, domain)]).toEqual([1, 1]);
    await screenshot(page, 'user-menu-long-address-phone', { fullPage: false });
    await page.context().close();
  });
});

describe('on a desktop, the back links above a todo and a mission are targets at least 24 px high', () => {
  it("the todo's '← Back to <mission>' and the mission's '← Back to Odyssey'", async () => {
    const { page, token } = await signedInPageIn(app, DESKTOP);
    const { missionId, missionTitle, todoId } = await odysseyMissionAndTodo(token);
    await page.goto(`/todo/${todoId}`);
    const toMission = page.getByRole('link', { name: `← Back to ${missionTitle}` });
    await toMission.waitFor();
    expect(await heightOf(toMission)).toBeGreaterThanOrEqual(24);
    await page.goto(`/missions/${missionId}`);
    const toOdyssey = page.getByRole('link', { name: '← Back to Odyssey' });
    await toOdyssey.waitFor();
    expect(await heightOf(toOdyssey)).toBeGreaterThanOrEqual(24);
    await page.context().close();
  });
});

describe("a history's 'AI inputs and outputs only' filter", () => {
  it('is a checkbox at least 24 px high, and a tap on its words ticks it', async () => {
    const { page, token } = await signedInPageIn(app, PHONE);
    const { todoId } = await odysseyMissionAndTodo(token);
    await page.goto(`/todo/${todoId}`);
    await page.getByRole('button', { name: 'Show history' }).click();
    const filter = page.getByRole('checkbox', { name: 'AI inputs and outputs only' });
    await filter.waitFor();
    expect(await heightOf(filter)).toBeGreaterThanOrEqual(24);
    await page.getByText('AI inputs and outputs only', { exact: true }).click();
    expect(await filter.isChecked()).toBe(true);
    await page.context().close();
  });
});

describe('a todo card on a phone', () => {
  it('lets the description use the whole width of the card', async () => {
    const { page, token } = await signedInPageIn(app, PHONE);
    const description = 'Call the agents on the high street, ask which corner shops fall vacant this spring, and book viewings for the three nearest the station.';
    await odysseyMissionAndTodo(token, { title: 'Ask three landlords for a viewing', description });
    await page.goto('/todos');
    const card = page.getByRole('listitem').filter({ hasText: 'Ask three landlords for a viewing' });
    const shown = card.getByText(description);
    await shown.waitFor();
    const room = await card.evaluate((element) => {
      const style = getComputedStyle(element);
      const { left, right } = element.getBoundingClientRect();
      return { left: Math.round(left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft)), right: Math.round(right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight)) };
    });
    const [text] = await boxesOf(shown);
    expect({ left: text.left, right: text.right }).toEqual(room);
    await screenshot(page, 'todo-cards-phone');
    await page.context().close();
  });
});

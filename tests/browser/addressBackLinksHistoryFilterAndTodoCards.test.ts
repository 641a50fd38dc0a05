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

import type { Locator } from 'playwright-core';
import { PASSWORD, converseWithDirector, finishOnboarding, registerByApi, screenshot, signedInPageIn, type Theme } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { horizontalOverflow, linesOf, placeholderShownWhole, textOnBackground } from './support/layoutChecks';
import { odysseyMissionTodo } from './support/plannedSteps';
import { dayInput } from './support/dayInput';

jest.setTimeout(240_000);

// The first account (the admin) has a long address: registered before any journey signs up.
const app = browserAppForSuite({ adminFirst: false });
const ADMIN_EMAIL = 'a-rather-long-administrator-address-for-the-planner@example-company.com';
beforeAll(async () => {
  await registerByApi(app.baseUrl, ADMIN_EMAIL);
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** A signed-in page (no tour) in the given theme and size, with the user's token. */
const signedInPage = (viewport: { width: number; height: number }, theme: Theme = 'light') => signedInPageIn(app, viewport, theme);

const height = async (element: Locator) => (await element.boundingBox())?.height ?? 0;
const lineHeight = (element: Locator) => element.evaluate((node) => parseFloat(getComputedStyle(node).lineHeight));

describe('phone and desktop review', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)("on a %s, a step's chat opens with a compact message box: a line or two high, the box's placeholder shows whole, and the box grows with the message", async (size, viewport) => {
    const { page, token } = await signedInPage(viewport);
    const { todo } = await odysseyMissionTodo(app.baseUrl, token);
    await page.goto(`/todo/${todo.id}`);
    await page.getByRole('button', { name: 'AI chat' }).first().click();
    await page.getByText('No findings yet...').waitFor();
    const box = page.getByLabel(/^Message about/);
    const log = page.getByRole('log');
    await box.scrollIntoViewIfNeeded();
    await screenshot(page, `phone-review-step-chat-${size}`, { fullPage: false });

    const line = await lineHeight(box);
    const empty = await height(box);
    // Two lines of text at most, with the box's padding and border (py-2 and 1 px).
    expect(empty).toBeLessThanOrEqual(2 * line + 18);
    expect(await placeholderShownWhole(box)).toEqual(expect.objectContaining({ fits: true }));
    // The conversation keeps its 256 px, empty or not; only the message box is compact.
    expect(await height(log)).toBe(256);

    await box.fill('Booked the notary.\nRead the lease twice.\nAsked about the break clause.\nSent the deposit.');
    expect(await height(box)).toBeGreaterThanOrEqual(empty + 2 * line);
    // Enter sends; the box is a line or two again.
    await box.press('Enter');
    await log.getByText('Sent the deposit.', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Send' }).waitFor();
    expect(await height(box)).toBe(empty);
    await page.context().close();
  });

  it("on a phone, The Director's chat follows its tabs, with the conversations folded under 'Recent Conversations'; on a desktop they stay in the side bar", async () => {
    const { page, token } = await signedInPage(PHONE);
    for (const message of ['What should I focus on today?', 'Which mission needs attention?', 'Plan my week']) await converseWithDirector(app.baseUrl, token, message);
    await page.goto('/director');
    const tabs = page.getByRole('tablist', { name: 'The Director' });
    const panel = page.getByRole('tabpanel');
    await page.getByRole('heading', { name: 'Welcome to The Director' }).waitFor();
    const sidebar = page.getByRole('complementary', { name: 'Conversations' });
    const entries = sidebar.getByRole('listitem');
    await screenshot(page, 'phone-review-director-phone', { fullPage: false });

    // Between the tabs and the chat: the folded list's line and New Conversation, no more (at 390 px
    // the two do not fit one row with the fold's text whole, so the button takes the row below).
    const tabsBottom = await tabs.evaluate((node) => node.getBoundingClientRect().bottom);
    const panelTop = await panel.evaluate((node) => node.getBoundingClientRect().top);
    expect(panelTop - tabsBottom).toBeLessThanOrEqual(125);
    expect(await entries.first().isVisible()).toBe(false);
    await sidebar.getByRole('button', { name: 'New Conversation' }).waitFor();

    const fold = sidebar.getByRole('button', { name: /^Recent Conversations/ });
    expect(await fold.getAttribute('aria-expanded')).toBe('false');
    await fold.click();
    expect(await fold.getAttribute('aria-expanded')).toBe('true');
    expect(await entries.count()).toBe(3);
    await screenshot(page, 'phone-review-director-phone-open', { fullPage: false });
    await entries.getByRole('button', { name: /Plan my week/ }).click();
    await panel.getByText('Plan my week').first().waitFor();
    // Picking a conversation folds the list again: the chat has the screen.
    expect(await fold.getAttribute('aria-expanded')).toBe('false');
    expect(await entries.first().isVisible()).toBe(false);
    expect(await horizontalOverflow(page)).toBeNull();

    await page.setViewportSize(DESKTOP);
    await entries.first().waitFor();
    expect(await fold.isVisible()).toBe(false);
    expect(await sidebar.getByRole('heading', { name: 'Recent Conversations' }).isVisible()).toBe(true);
    expect(await sidebar.evaluate((node) => node.getBoundingClientRect().width)).toBe(300);
    await page.context().close();
  });

  it("on a phone, the admin's '(you)' stays on a line of their long email, never on a line of its own", async () => {
    const page = await app.newPage(PHONE);
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/admin');
    await finishOnboarding(page);
    const row = page.getByRole('row').filter({ hasText: '(you)' });
    await row.waitFor();
    await row.scrollIntoViewIfNeeded();

    // The whole address is there to read, and at every phone width '(you)' sits on the line of its last characters.
    const cell = row.getByRole('cell').first();
    expect(await cell.textContent()).toContain(ADMIN_EMAIL);
    const alone: number[] = [];
    for (let width = 320; width <= 440; width += 4) {
      await page.setViewportSize({ width, height: PHONE.height });
      const [endTop, youTop] = await cell.evaluate((node, lastCharacter) => {
        const you = Array.from(node.querySelectorAll('span')).find((span) => span.textContent === '(you)')!;
        // The email's last character: the last text before '(you)' holding it (the cell's phone line of role and date comes after).
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        let last: Text | null = null;
        for (let text = walker.nextNode(); text && !you.contains(text); text = walker.nextNode()) if ((text as Text).data.includes(lastCharacter)) last = text as Text;
        const range = document.createRange();
        range.setStart(last!, last!.data.lastIndexOf(lastCharacter));
        range.setEnd(last!, last!.data.lastIndexOf(lastCharacter) + 1);
        return [range.getBoundingClientRect().top, you.getBoundingClientRect().top];
      }, ADMIN_EMAIL.slice(-1));
      if (Math.abs(endTop - youTop) > 4) alone.push(width);
    }
    expect(alone).toEqual([]);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'phone-review-admin-you', { fullPage: false });
    // The table fits its card: no sideways scrolling, neither of the page nor of the table.
    expect(await horizontalOverflow(page)).toBeNull();
    expect(await page.getByRole('table').evaluate((table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth)).toBe(true);
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)("in the %s theme on a phone, the 'as it was' banner is readable and never breaks 'read-only'", async (theme) => {
    const { page, token } = await signedInPage(PHONE, theme);
    const { mission } = await odysseyMissionTodo(app.baseUrl, token);
    await page.goto(`/missions/${mission.id}?asOf=${dayInput(new Date(Date.now() - 24 * 60 * 60 * 1000))}`);
    const banner = page.getByRole('note', { name: 'As it was' });
    const text = banner.getByText(/^As it was on .+ — read-only$/);
    await text.waitFor();
    await screenshot(page, `phone-review-as-it-was-${theme}`, { fullPage: false });
    expect((await textOnBackground(text)).contrast).toBeGreaterThanOrEqual(4.5);
    // Every phone width from 300 to 440 px: the banner's line breaks fall somewhere else.
    const broken: number[] = [];
    for (let width = 300; width <= 440; width += 4) {
      await page.setViewportSize({ width, height: PHONE.height });
      if ((await linesOf(text, 'read-only')) !== 1) broken.push(width);
    }
    expect(broken).toEqual([]);
    await page.context().close();
  });

  it("opening a signed-in page downloads the page's code while the session is still checked", async () => {
    const { page } = await signedInPage(DESKTOP);
    // The session check answers only once the Todos page's own chunk has been asked for: a page
    // that fetched its code after the check would never show.
    let chunkRequested = () => {};
    const requested = new Promise<void>((resolve) => (chunkRequested = resolve));
    page.on('request', (request) => {
      if (/\/assets\/TodosPage-[^/]+\.js$/.test(new URL(request.url()).pathname)) chunkRequested();
    });
    await page.route('**/api/auth/me', async (route) => {
      await requested;
      await route.continue();
    });
    await page.goto('/todos');
    await page.getByRole('heading', { name: 'Todos Workspace' }).waitFor();
    await page.context().close();
  });

  it('on a full reload, the header stays while the session is checked and Loading... shows where the page goes', async () => {
    const { page } = await signedInPage(DESKTOP);
    await page.goto('/todos');
    await page.getByRole('heading', { name: 'Todos Workspace' }).waitFor();
    // The session check is held until the test has looked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    const loading = page.getByRole('status').filter({ hasText: 'Loading...' });
    await loading.waitFor();
    await screenshot(page, 'phone-review-reload-loading', { fullPage: false });
    expect(await page.locator('main').getByRole('status').filter({ hasText: 'Loading...' }).count()).toBe(1);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Todos' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Todos Workspace' }).count()).toBe(0);
    release();
    await page.getByRole('heading', { name: 'Todos Workspace' }).waitFor();
    expect(await loading.count()).toBe(0);
    await page.context().close();
  });
});

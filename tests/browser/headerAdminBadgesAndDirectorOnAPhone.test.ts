import type { Locator } from 'playwright-core';
import { apiAs, finishOnboarding, registerByApi, screenshot, signedInPageIn, uniqueEmail } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { boxesOf, linesOf, type Box } from './support/layoutChecks';
import { odysseyMissionTodo, plannedSteps } from './support/plannedSteps';

jest.setTimeout(180_000);

const app = browserAppForSuite({ adminFirst: false });
let adminToken = '';
// Registered after the app starts (its beforeAll runs first): the first account is the admin.
beforeAll(async () => {
  adminToken = (await registerByApi(app.baseUrl, uniqueEmail('admin'))).token;
});
const PHONE = { width: 390, height: 844 };
const FLOATING_DIRECTOR = 'button[aria-label="The Director"]';
const DAY_MS = 24 * 60 * 60 * 1000;
const dueIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** The element's content box (its box less its padding and border). */
const contentBoxOf = (element: Locator): Promise<{ left: number; right: number }> =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    const inset = (side: 'Left' | 'Right') => parseFloat(style[`padding${side}`]) + parseFloat(style[`border${side}Width`]);
    return { left: Math.round(box.left + inset('Left')), right: Math.round(box.right - inset('Right')) };
  });

/** A mission with a pace (one todo done) and open todos due soon: it has a health and an outlook. */
async function missionWithAnOutlook(token: string): Promise<string> {
  const mission = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/missions/', { title: 'Kitchen: strip out the old units and replaster every wall properly', description: 'Before the family visits.' });
  const todos: Array<{ id: string }> = [];
  for (let i = 0; i < 3; i += 1) {
    todos.push(await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/todos/', { title: `Part ${i + 1}`, success_criteria: 'Done', mission_id: mission.id, due_date: dueIn(i + 2) }));
  }
  await plannedSteps(app.baseUrl, token, todos[0].id);
  await apiAs(app.baseUrl, token, 'POST', `/todos/${todos[0].id}/force-complete`);
  return mission.id;
}

describe('a mission header, the admin table, badges and the Director on a phone', () => {
  it("a mission's header actions fill their rows edge to edge on a phone, all of one height", async () => {
    const { page, token } = await signedInPageIn(app, PHONE);
    const missionId = await missionWithAnOutlook(token);
    await page.goto(`/missions/${missionId}`);
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    const actions = header.getByRole('button', { name: /^(Edit \/ Re-plan \/ Copy|Delete)$/ }).or(header.getByRole('link', { name: 'View 3D Graph' }));
    await actions.first().waitFor();
    await screenshot(page, 'mission-header-actions-phone', { fullPage: false });
    const edges = await contentBoxOf(header);
    const buttons = await boxesOf(actions);
    expect(buttons).toHaveLength(3);
    expect(new Set(buttons.map((button) => button.height)).size).toBe(1);
    const rows = new Map<number, Box[]>();
    for (const button of buttons) rows.set(button.top, [...(rows.get(button.top) ?? []), button]);
    for (const row of rows.values()) {
      expect([Math.min(...row.map((button) => button.left)), Math.max(...row.map((button) => button.right))]).toEqual([edges.left, edges.right]);
    }
    await page.context().close();
  });

  it('health and outlook badges sit as far apart as the badges beside them', async () => {
    const { page, token } = await signedInPageIn(app, PHONE);
    const missionId = await missionWithAnOutlook(token);
    for (const route of [`/missions/${missionId}`, '/missions']) {
      await page.goto(route);
      const outlook = page.locator('span.rounded-full').filter({ hasText: /^(On track|Due dates at risk|Will miss the due dates)$/ }).first();
      await outlook.waitFor();
      // The row: the outlook's nearest ancestor that also holds the mission's status badge.
      const badges = (
        await outlook.evaluate((badge) => {
          let row = badge.parentElement;
          const holdsStatus = (node: Element) => Array.from(node.querySelectorAll('span.rounded-full')).some((span) => span.textContent === 'Active');
          while (row && !holdsStatus(row)) row = row.parentElement;
          return Array.from(row?.querySelectorAll('span.rounded-full') ?? []).map((span) => {
            const { left, right, top } = span.getBoundingClientRect();
            return { left: Math.round(left), right: Math.round(right), top: Math.round(top) };
          });
        })
      ).sort((a, b) => a.top - b.top || a.left - b.left);
      expect(badges.length).toBeGreaterThanOrEqual(3);
      const gaps = badges.slice(1).filter((badge, index) => badge.top === badges[index].top).map((badge, index) => badge.left - badges[index].right);
      expect(gaps.length).toBeGreaterThanOrEqual(2);
      expect([route, gaps]).toEqual([route, gaps.map(() => 6)]);
    }
    await page.context().close();
  });

  it("the admin's user table breaks an e-mail only at its @, dots and hyphens, and the Director button never covers a Delete", async () => {
    const long = ['christopher.montgomery@very-long-company-domain.example.com', 'anna.fernandes@municipality-of-lisbon.example.org'];
    const page = await app.newPage(PHONE);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.evaluate((token) => localStorage.setItem('token', token), adminToken);
    await finishOnboarding(page);
    for (let i = 0; i < 10; i += 1) await registerByApi(app.baseUrl, `user${i}-${Date.now().toString(36)}@example.com`);
    for (const email of long) await registerByApi(app.baseUrl, email);
    await page.goto('/admin');
    const table = page.locator('section[aria-labelledby="users-title"] table');
    await table.getByRole('button', { name: `Delete ${long[0]}` }).waitFor();
    await screenshot(page, 'admin-users-phone');
    for (const email of long) {
      const cell = table.getByRole('cell', { name: email, exact: true }).or(table.getByRole('cell').filter({ hasText: email })).first();
      for (const piece of email.split(/[@.-]/)) expect([email, piece, await linesOf(cell, piece)]).toEqual([email, piece, 1]);
    }
    // The button is fixed at the bottom right: a Delete to its left is clear of it at every scroll.
    const [director] = await boxesOf(page.locator(FLOATING_DIRECTOR));
    const deletes = await boxesOf(table.getByRole('button', { name: /^Delete / }));
    expect(deletes.length).toBeGreaterThanOrEqual(long.length + 10);
    for (const button of deletes) expect(button.right).toBeLessThan(director.left);
    await page.context().close();
  });

  it("on a phone, an open step panel's corner is never under the Director button: a tap there reaches the panel", async () => {
    const { page, token } = await signedInPageIn(app, PHONE, 'light');
    const { todo } = await odysseyMissionTodo(app.baseUrl, token);
    await page.goto(`/todo/${todo.id}`);
    await page.locator(FLOATING_DIRECTOR).waitFor();
    const step = page.getByRole('listitem').filter({ has: page.getByRole('checkbox') }).first();
    await step.waitFor();
    const reached: Array<[string, boolean]> = [];
    for (const [open, close] of [['Edit', 'Edit'], ['Add evidence', 'Add evidence'], ['AI chat', 'Hide AI chat']]) {
      await step.getByRole('button', { name: open, exact: true }).click();
      // The panel follows the step's row of buttons inside the step.
      const panel = step.locator(':scope > *').nth(1);
      await panel.waitFor();
      // Scrolled so the panel ends at the screen's bottom, where the button sits.
      const bottom = await panel.evaluate((node) => {
        window.scrollBy(0, node.getBoundingClientRect().bottom - window.innerHeight);
        return Math.round(node.getBoundingClientRect().bottom);
      });
      expect(bottom).toBe(PHONE.height);
      // Where the button's centre would be (24 px from the bottom right, 56 px round): the panel.
      const underButton = await panel.evaluate((node) => node.contains(document.elementFromPoint(window.innerWidth - 24 - 28, window.innerHeight - 24 - 28)));
      reached.push([open, underButton]);
      await step.getByRole('button', { name: close, exact: true }).click();
    }
    expect(reached).toEqual([
      ['Edit', true],
      ['Add evidence', true],
      ['AI chat', true],
    ]);
    // With every panel closed the button is back.
    await page.locator(FLOATING_DIRECTOR).waitFor();
    await page.context().close();
  });

  it('the Director page shows its welcome while the markdown renderer is still on its way', async () => {
    const { page } = await signedInPageIn(app, PHONE, 'dark');
    const held: Array<() => Promise<void>> = [];
    // Holds the chunk that carries the markdown renderer (micromark) until the welcome shows.
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes('micromark')) return route.fulfill({ response, body });
      held.push(() => route.fulfill({ response, body }));
    });
    await page.goto('/director');
    await page.getByRole('heading', { name: 'Welcome to The Director' }).waitFor({ timeout: 10_000 });
    await page.getByPlaceholder('Ask about your priorities, progress or next steps...').waitFor();
    for (const release of held) await release();
    await page.unroute('**/assets/*.js');
    // A reply is still drawn as markdown once the renderer is there.
    await page.getByPlaceholder('Ask about your priorities, progress or next steps...').fill('What should I focus on today?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('log', { name: 'Messages' }).locator('.prose p').first().waitFor();
    await page.context().close();
  });
});

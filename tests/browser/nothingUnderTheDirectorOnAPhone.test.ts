import type { Locator, Page } from 'playwright-core';
import { apiAs, signedInPageIn } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { odysseyMissionTodo } from './support/plannedSteps';

jest.setTimeout(240_000);

const app = browserAppForSuite();
const PHONE = { width: 390, height: 844 };
const FLOATING_DIRECTOR = 'button[aria-label="The Director"]';

/**
 * With the page scrolled to its foot, every piece of text and every control the floating
 * Director button overlaps, described by its first words.
 */
async function underTheDirectorAtTheFoot(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))));
  return page.evaluate((selector) => {
    const button = document.querySelector(selector);
    if (!button) return ['no Director button'];
    const box = button.getBoundingClientRect();
    const overlaps = (rect: DOMRect) => rect.width > 0 && rect.height > 0 && rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
    const hits: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || button.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(overlaps)) hits.push(`text "${node.textContent.trim().slice(0, 40)}"`);
    }
    for (const control of document.querySelectorAll('a[href], button, input, select, textarea, summary, [role="button"]')) {
      if (control === button || !control.checkVisibility({ visibilityProperty: true })) continue;
      if (overlaps(control.getBoundingClientRect())) hits.push(`control ${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return hits;
  }, FLOATING_DIRECTOR);
}

/** Opens each route, waits for its content and finds nothing under the Director button at its foot. */
async function expectNothingUnderTheDirectorAtTheFootOf(page: Page, pages: { route: string; ready: Locator }[]): Promise<void> {
  const found: Record<string, string[]> = {};
  for (const { route, ready } of pages) {
    await page.goto(route);
    await ready.waitFor();
    found[route] = await underTheDirectorAtTheFoot(page);
  }
  expect(found).toEqual(Object.fromEntries(pages.map(({ route }) => [route, []])));
}

describe('the floating Director button on a phone', () => {
  it('covers no text and no control at the foot of the todo page, the todos page and the mission page', async () => {
    const { page, token } = await signedInPhone();
    const { mission, todo } = await odysseyMissionTodo(app.baseUrl, token);
    for (let index = 1; index <= 6; index += 1) {
      await apiAs(app.baseUrl, token, 'POST', '/todos/', {
        title: `Compare the quotes of supplier number ${index} for flour, butter and the ovens`,
        description: 'Ask each supplier for a written quote covering delivery days, minimum orders and how they handle a late delivery.',
        success_criteria: 'Three written quotes side by side',
        mission_id: mission.id,
      });
    }
    const pages = [
      { route: `/todo/${todo.id}`, ready: page.getByRole('button', { name: '+ Add Step' }) },
      { route: '/todos', ready: page.getByText('Compare the quotes of supplier number 6', { exact: false }).first() },
      { route: `/missions/${mission.id}`, ready: page.getByText('Compare the quotes of supplier number 6', { exact: false }).first() },
    ];
    await expectNothingUnderTheDirectorAtTheFootOf(page, pages);
    await page.context().close();
  });
});

describe('the floating Director button on a phone, on the pages that list', () => {
  it('covers no text and no control at the foot of the dashboard, the odyssey page and the lists of missions and odysseys', async () => {
    const { page, token } = await signedInPhone();
    const { odyssey, mission } = await odysseyMissionTodo(app.baseUrl, token);
    for (let index = 1; index <= 5; index += 1) {
      const todo = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/todos/', {
        title: `Measure the shop front number ${index} for the sign and the awning`,
        success_criteria: 'Measurements written down',
        mission_id: mission.id,
        due_date: '2030-03-10',
      });
      await apiAs(app.baseUrl, token, 'PUT', `/todos/${todo.id}`, { status: 'in_progress' });
    }
    const pages = [
      { route: '/dashboard', ready: page.getByText('Measure the shop front number', { exact: false }).first() },
      { route: `/odysseys/${odyssey.id}`, ready: page.getByText('Find the premises').first() },
      { route: '/missions', ready: page.getByText('Find the premises').first() },
      { route: '/odysseys', ready: page.getByText('Open a bakery').first() },
    ];
    await expectNothingUnderTheDirectorAtTheFootOf(page, pages);
    await page.context().close();
  });
});

describe('a toast', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', { width: 1280, height: 800 }],
  ] as const)("on a %s, rises above the floating Director button and clear of the page header's button: the full width on a phone, at the right on a desktop", async (size, viewport) => {
    const { page, token } = await signedInPageIn(app, viewport);
    const odyssey = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/odysseys/', { title: 'Learn to sail' });
    await page.goto(`/odysseys/${odyssey.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Odyssey deleted.' });
    await toast.waitFor();
    await page.waitForURL('**/odysseys');
    // An animation cut short by a re-render rejects its `finished`: settled either way is what counts.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
    const box = async (locator: Locator) => (await locator.boundingBox())!;
    const [note, director, header] = [await box(toast), await box(page.locator(FLOATING_DIRECTOR)), await box(page.getByRole('button', { name: 'Start New Odyssey' }))];
    const apart = (a: typeof note, b: typeof note) => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
    expect({ size, clearOfTheDirector: apart(note, director), clearOfTheHeader: apart(note, header), aboveTheDirector: note.y + note.height <= director.y }).toEqual({
      size,
      clearOfTheDirector: true,
      clearOfTheHeader: true,
      aboveTheDirector: true,
    });
    if (size === 'phone') expect([note.x, note.x + note.width]).toEqual([16, viewport.width - 16]);
    else expect(Math.round(note.x + note.width)).toBe(viewport.width - 16);
    await page.context().close();
  });
});

function signedInPhone() {
  return signedInPageIn(app, PHONE);
}

import type { Locator } from 'playwright-core';
import { apiAs, screenshot, signedInPageIn, type Theme } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { odysseyMissionTodo } from './support/plannedSteps';

jest.setTimeout(240_000);

const app = browserAppForSuite();

/** A signed-in page (no tour) in the given theme and size, with the user's token. */
const signedInPage = (theme: Theme = 'light', viewport = { width: 1280, height: 800 }) => signedInPageIn(app, viewport, theme);

/** A signed-in page on a new mission's page (the mission of an odyssey, with a todo), and its Pace and forecast card. */
async function missionForecast() {
  const { page, token } = await signedInPage();
  const { mission } = await odysseyMissionTodo(app.baseUrl, token);
  await page.goto(`/missions/${mission.id}`);
  return { page, forecast: page.getByRole('region', { name: 'Pace and forecast' }) };
}

const heightOf = async (element: Locator) => Math.round(((await element.boundingBox())?.height ?? 0) * 10) / 10;

/** How a card or a button is drawn, as one comparable line. */
const look = (element: Locator, properties: string[]) =>
  element.evaluate((node, names) => {
    const style = getComputedStyle(node) as unknown as Record<string, string>;
    return names.map((name) => `${name} ${name === 'height' ? Math.round(node.getBoundingClientRect().height) : style[name]}`).join(' | ');
  }, properties);

describe('visual review', () => {
  it.each(['light', 'dark'] as const)('in the %s theme, a filled button stands as high as the outlined buttons and the text boxes beside it', async (theme) => {
    const { page, token } = await signedInPage(theme);
    const { mission, todo } = await odysseyMissionTodo(app.baseUrl, token);
    await page.goto(`/todo/${todo.id}`);
    await page.getByRole('button', { name: 'AI chat' }).first().click();
    await page.getByText('No findings yet...').waitFor();
    const box = page.getByLabel(/^Message about/);
    await box.fill('Booked the notary.');
    const send = page.getByRole('button', { name: 'Send' });
    await screenshot(page, `visual-review-chat-row-${theme}`, { fullPage: false });
    expect(await heightOf(send)).toBe(await heightOf(box));

    await page.goto(`/missions/${mission.id}`);
    const addTodo = page.getByRole('button', { name: '+ Add Todo' });
    await addTodo.waitFor();
    const heights = new Set([await heightOf(addTodo), await heightOf(page.getByRole('button', { name: 'Edit / Re-plan / Copy' })), await heightOf(page.getByRole('button', { name: 'Delete', exact: true }))]);
    expect(heights.size).toBe(1);
    await page.context().close();
  });

  it('the summary cards of the Missions and the Odysseys pages are one card: same corners, padding, label and number', async () => {
    const { page, token } = await signedInPage();
    await odysseyMissionTodo(app.baseUrl, token);
    const cardLooks = async (route: string, label: string) => {
      await page.goto(route);
      const term = page.locator('main dl dt', { hasText: label }).first();
      await term.waitFor();
      const card = term.locator('xpath=..');
      return [
        await look(card, ['borderRadius', 'paddingTop', 'paddingLeft', 'boxShadow', 'height']),
        await look(term, ['fontSize', 'fontWeight', 'color']),
        await look(card.locator('dd'), ['fontSize', 'fontWeight', 'marginTop']),
      ].join(' / ');
    };
    const missions = await cardLooks('/missions', 'Total');
    await screenshot(page, 'visual-review-missions-cards', { fullPage: false });
    const odysseys = await cardLooks('/odysseys', 'Total');
    await screenshot(page, 'visual-review-odysseys-cards', { fullPage: false });
    expect(odysseys).toBe(missions);
    await page.context().close();
  });

  it('an empty Todos, Missions or Odysseys page offers the way to its first item, in one look', async () => {
    const { page } = await signedInPage();
    const looks: string[] = [];
    for (const [route, heading, action, dialog] of [
      ['/todos', 'No todos yet', 'Create First Todo', 'Create New Todo'],
      ['/missions', 'No missions yet', 'Add First Mission', 'Create New Mission'],
      ['/odysseys', 'No Odysseys Yet', 'Start First Odyssey', 'Start New Odyssey'],
    ] as const) {
      await page.goto(route);
      const title = page.getByRole('heading', { name: heading });
      await title.waitFor();
      await screenshot(page, `visual-review-empty-${route.slice(1)}`, { fullPage: false });
      const empty = title.locator('xpath=..');
      looks.push([await look(empty, ['borderRadius', 'borderTopStyle', 'paddingTop']), await look(title, ['fontSize', 'fontWeight'])].join(' / '));
      await empty.getByRole('button', { name: action }).click();
      await page.getByRole('dialog', { name: dialog }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    expect(new Set(looks).size === 1 ? 'one look' : looks).toBe('one look');
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)("in the %s theme, the calendar feed dialog's buttons and link box are the app's own", async (theme) => {
    const { page } = await signedInPage(theme);
    await page.goto('/todos');
    const reference = page.getByRole('button', { name: '+ New Todo' });
    await reference.waitFor();
    const shape = ['fontSize', 'fontWeight', 'borderRadius', 'paddingTop', 'paddingLeft', 'height'];
    const appButton = await look(reference, shape);
    await page.getByRole('button', { name: /User menu|@/ }).first().click();
    await page.getByRole('menuitem', { name: 'Calendar Feed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Calendar Feed' });
    await dialog.getByRole('button', { name: 'Turn on calendar feed' }).click();
    const link = dialog.getByLabel(/Your private link/);
    await link.waitFor();
    await screenshot(page, `visual-review-calendar-feed-${theme}`, { fullPage: false });
    for (const name of ['Copy link', 'Replace link', 'Turn off', 'Close'] as const) {
      expect([name, await look(dialog.getByRole('button', { name, exact: true }), shape)]).toEqual([name, appButton]);
    }
    // The link box is drawn like every other text box (here the new todo's title).
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '+ New Todo' }).click();
    const field = page.getByRole('dialog', { name: 'Create New Todo' }).getByLabel('Title');
    // Compared at rest: the dialog puts its focus (and its focus colour) on this box.
    await field.evaluate((node) => (node as HTMLElement).blur());
    const fieldLook = await look(field, ['borderRadius', 'borderTopColor', 'backgroundColor', 'color', 'height']);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /User menu|@/ }).first().click();
    await page.getByRole('menuitem', { name: 'Calendar Feed' }).click();
    await dialog.getByRole('button', { name: 'Replace link' }).click();
    await link.waitFor();
    expect(await look(link, ['borderRadius', 'borderTopColor', 'backgroundColor', 'color', 'height'])).toBe(fieldLook);
    await page.context().close();
  });

  it("a mission's Pace and forecast card is drawn like the cards around it", async () => {
    const { page, forecast } = await missionForecast();
    await forecast.getByTestId('forecast-sentence').waitFor();
    const history = page.getByRole('heading', { name: 'History' }).locator('xpath=ancestor::section[1]');
    const card = ['borderRadius', 'borderTopWidth', 'borderTopColor', 'boxShadow', 'paddingTop', 'paddingLeft'];
    expect(await look(forecast, card)).toBe(await look(history, card));
    await page.context().close();
  });

  it("the burn-up chart's legend is small print, no larger than the forecast's other notes", async () => {
    const { page, forecast } = await missionForecast();
    const legend = forecast.locator('.recharts-legend-item-text').first();
    await legend.waitFor();
    await forecast.scrollIntoViewIfNeeded();
    await screenshot(page, 'visual-review-forecast', { fullPage: false });
    // text-xs (12 px); it was the body's 16 px, larger than the sentences above the chart.
    expect(await legend.evaluate((node) => parseFloat(getComputedStyle(node).fontSize))).toBeLessThanOrEqual(12);
    await page.context().close();
  });

  it('a todo completed by hand with no gaps found says so, not "despite the gaps below"', async () => {
    const { page, token } = await signedInPage();
    const { todo } = await odysseyMissionTodo(app.baseUrl, token);
    await apiAs(app.baseUrl, token, 'POST', `/todos/${todo.id}/force-complete`);
    await page.goto(`/todo/${todo.id}`);
    await page.getByRole('tab', { name: 'Evaluation' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByText('Completed by you.', { exact: true }).waitFor();
    await screenshot(page, 'visual-review-evaluation-by-hand', { fullPage: false });
    expect(await panel.getByText(/despite the gaps/).count()).toBe(0);
    expect(await panel.getByRole('heading', { name: 'Gaps' }).count()).toBe(0);
    await page.context().close();
  });

  it("every top-level page's subtitle sits the same gap under its title", async () => {
    const { page } = await signedInPage();
    const gaps: Record<string, number> = {};
    for (const route of ['/dashboard', '/todos', '/missions', '/odysseys', '/director', '/trash'] as const) {
      await page.goto(route);
      const title = page.getByRole('heading', { level: 1 });
      await title.waitFor();
      gaps[route] = await title.evaluate((h1) => {
        const subtitle = h1.nextElementSibling as HTMLElement;
        return Math.round(subtitle.getBoundingClientRect().top - h1.getBoundingClientRect().bottom);
      });
    }
    await page.goto('/director');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'visual-review-director-title', { fullPage: false });
    expect(new Set(Object.values(gaps)).size === 1 ? 'one gap' : gaps).toBe('one gap');
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)("in the %s theme, the edit dialog's Status, Due Date and Priority boxes, side by side, stand as high as each other", async (theme) => {
    const { page, token } = await signedInPage(theme);
    const { todo } = await odysseyMissionTodo(app.baseUrl, token);
    await page.goto(`/todo/${todo.id}`);
    await page.getByRole('button', { name: 'Edit / Re-plan / Copy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit / Re-plan / Copy Todo' });
    await dialog.waitFor();
    await screenshot(page, `visual-review-edit-row-${theme}`, { fullPage: false });
    const heights: Record<string, number> = {};
    for (const label of ['Title', 'Status', 'Due Date', 'Priority'] as const) heights[label] = await heightOf(dialog.getByLabel(label, { exact: true }));
    expect(new Set(Object.values(heights)).size === 1 ? 'one height' : heights).toBe('one height');
    await page.context().close();
  });
});

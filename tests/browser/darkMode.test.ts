import { screenshot, seriousA11yViolations } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { createOdysseyTree, signUpWithoutTour } from './support/planTrees';

jest.setTimeout(240_000);

const app = browserAppForSuite();

const isDark = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('dark mode', () => {
  it('a person whose system is dark gets the dark theme on every page, readable, and can pick Light in the user menu', async () => {
    const page = await app.newPage({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark' });
    const { email, api } = await signUpWithoutTour(page, app.baseUrl);
    const tree = await createOdysseyTree(api, 1, 1);
    const mission = tree.missions[0];

    // Applied before the app's first paint by a script file in <head> (the CSP allows no inline script).
    const themeScript = page.waitForResponse((response) => response.url().endsWith('/theme.js'));
    await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
    expect([200, 304]).toContain((await themeScript).status());
    expect(await isDark(page)).toBe(true);

    for (const [route, heading] of [
      ['/dashboard', 'Command Center'],
      ['/todos', /Todos/],
      ['/missions', /Missions/],
      [`/missions/${mission.id}`, /Find the premises/],
      ['/odysseys', /Odysseys/],
      [`/odysseys/${tree.id}`, tree.title],
      ['/trash', /Recently deleted/i],
      [`/todo/${mission.todos[0].id}`, 'Task 1 for find the premises'],
    ] as const) {
      await page.goto(route);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      expect(await isDark(page)).toBe(true);
      expect([route, await seriousA11yViolations(page)]).toEqual([route, []]);
    }
    // The history opens in the owner's words, readable in the dark too.
    await page.goto(`/odysseys/${tree.id}`);
    await page.getByRole('button', { name: 'Show history' }).click();
    await page.getByText('Odyssey created', { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'odyssey-dark');

    // Light is remembered in this browser over the system's dark.
    await page.getByRole('button', { name: email }).click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    expect(await isDark(page)).toBe(false);
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await isDark(page)).toBe(false);
    await page.getByRole('heading', { name: tree.title }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

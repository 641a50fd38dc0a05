import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { screenshot, seriousA11yViolations } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { signUpWithoutTour } from './support/planTrees';

jest.setTimeout(240_000);

const app = browserAppForSuite();

/** Every axe violation, of any impact, inside the open dialog. */
async function dialogViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search and commands' });
const paletteInput = (page: Page) => palette(page).getByRole('combobox', { name: /Search todos, missions and odysseys/ });
const focusedRole = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName ?? null);

describe('finding and moving with the keyboard', () => {
  it('a person opens a todo from Ctrl-K, goes to missions with g m, reads the ? sheet, searches with / and starts a todo with n, in light and dark', async () => {
    const page = await app.newPage({ width: 1280, height: 800 });
    const { api } = await signUpWithoutTour(page, app.baseUrl);
    const todo = await api.post<{ id: string }>('/todos/', { title: 'Renew the passport photos', description: 'Booth at the station', success_criteria: 'Photos in hand' });
    await api.post('/missions/', { title: 'Travel papers', description: 'Everything the passport office asks for' });

    // Ctrl-K, part of the title, Enter: the todo opens.
    await page.keyboard.press('Control+k');
    await paletteInput(page).waitFor();
    expect(await focusedRole(page)).toBe('combobox');
    await page.keyboard.type('passp');
    const option = palette(page).getByRole('option', { name: /Renew the passport photos/ });
    await option.waitFor();
    await palette(page).getByRole('option', { name: /Travel papers/ }).waitFor();
    expect(await option.getAttribute('aria-selected')).toBe('true');
    expect(await dialogViolations(page)).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'palette-light', { fullPage: false });
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/todo/${todo.id}`);
    await page.getByRole('heading', { name: 'Renew the passport photos' }).waitFor();
    expect(await palette(page).count()).toBe(0);

    // g then m: the missions.
    await page.keyboard.press('g');
    await page.keyboard.press('m');
    await page.waitForURL('**/missions');
    await page.getByRole('heading', { name: 'Missions Dashboard' }).waitFor();

    // ?: the shortcuts sheet.
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await sheet.getByText('Go to odysseys').waitFor();
    expect(await dialogViolations(page)).toEqual([]);
    await screenshot(page, 'shortcuts-light', { fullPage: false });
    await page.keyboard.press('Escape');
    expect(await sheet.count()).toBe(0);

    // /: the search, focused; Esc gives focus back.
    await page.keyboard.press('/');
    await paletteInput(page).waitFor();
    expect(await focusedRole(page)).toBe('combobox');
    await page.keyboard.press('Escape');
    expect(await palette(page).count()).toBe(0);

    // n: a new todo; keys typed in its fields stay there.
    await page.keyboard.press('n');
    const create = page.getByRole('dialog', { name: 'Create New Todo' });
    await create.waitFor();
    await page.keyboard.type('g m n ?');
    expect(await create.getByLabel(/Title/).inputValue()).toBe('g m n ?');
    expect(page.url()).toMatch(/\/missions$/);
    await page.keyboard.press('Escape');
    expect(await create.count()).toBe(0);

    // The header's search button opens the same palette; in the dark theme it reads as well.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await page.getByRole('heading', { name: 'Missions Dashboard' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await paletteInput(page).fill('travel');
    await palette(page).getByRole('option', { name: /Travel papers/ }).waitFor();
    expect(await dialogViolations(page)).toEqual([]);
    await screenshot(page, 'palette-dark', { fullPage: false });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await page.keyboard.press('?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    expect(await dialogViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('on a phone the header keeps a search icon that opens the palette across the screen', async () => {
    const page = await app.newPage({ width: 390, height: 844 });
    const { api } = await signUpWithoutTour(page, app.baseUrl);
    const mission = await api.post<{ id: string }>('/missions/', { title: 'Learn to sail', description: 'Day skipper course' });

    const search = page.getByRole('banner').getByRole('button', { name: 'Search' });
    await search.waitFor();
    const header = await page.getByRole('banner').boundingBox();
    const button = await search.boundingBox();
    expect(button!.x + button!.width).toBeLessThanOrEqual(header!.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await search.click();
    await paletteInput(page).fill('sail');
    await palette(page).getByRole('option', { name: /Learn to sail/ }).click();
    await page.waitForURL(`**/missions/${mission.id}`);
    await page.getByRole('heading', { name: 'Learn to sail' }).first().waitFor();

    await search.click();
    const box = await palette(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await dialogViolations(page)).toEqual([]);
    await screenshot(page, 'palette-phone', { fullPage: false });
  });
});

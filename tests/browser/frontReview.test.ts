import type { Page } from 'playwright-core';
import { finishOnboarding, registerAndLogin, screenshot, tokenOf } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { textOnBackground } from './support/layoutChecks';
import { odysseyMissionTodo } from './support/plannedSteps';

jest.setTimeout(240_000);

const app = browserAppForSuite();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** A signed-in page (no tour) at the given size, with the user's token. */
async function signedInPage(viewport: { width: number; height: number }): Promise<{ page: Page; token: string }> {
  const page = await app.newPage(viewport);
  await registerAndLogin(page);
  await finishOnboarding(page);
  return { page, token: await tokenOf(page) };
}


/**
 * The page's title (its h1) as it is drawn: size, weight and line height, and where it sits (its
 * top and left edge on a top-level page, its left edge on a record's, whose pages have different
 * links above it), so moving between such pages does not shift it.
 */
async function titleLook(page: Page, route: string, name: string, place: 'top and left' | 'left'): Promise<string> {
  await page.goto(route);
  const title = page.getByRole('heading', { level: 1 });
  await title.waitFor();
  await screenshot(page, `front-review-title-${name}-${page.viewportSize()?.width}`, { fullPage: false });
  return title.evaluate((h1, where) => {
    const style = getComputedStyle(h1);
    const box = h1.getBoundingClientRect();
    const left = `left ${Math.round(box.left)}px`;
    return [style.fontSize, style.fontWeight, style.lineHeight, where === 'left' ? left : `top ${Math.round(box.top + window.scrollY)}px, ${left}`].join(' / ');
  }, place);
}


/** The WCAG contrast ratio of an element's text on the colour it is painted on. */
async function textContrast(page: Page, selector: string): Promise<number> {
  return (await textOnBackground(page.locator(selector))).contrast;
}

describe('front-end review', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('on a %s, the top-level pages title themselves in one size and place, and so do the odyssey, mission and todo pages', async (_size, viewport) => {
    const { page, token } = await signedInPage(viewport);
    const { odyssey, mission, todo } = await odysseyMissionTodo(app.baseUrl, token);

    const topLevel: Record<string, string> = {};
    for (const [name, route] of [
      ['dashboard', '/dashboard'],
      ['todos', '/todos'],
      ['missions', '/missions'],
      ['odysseys', '/odysseys'],
      ['director', '/director'],
      ['recently-deleted', '/trash'],
    ] as const) {
      topLevel[name] = await titleLook(page, route, name, 'top and left');
    }
    expect(new Set(Object.values(topLevel)).size === 1 ? 'one look' : topLevel).toBe('one look');

    const detail: Record<string, string> = {};
    for (const [name, route] of [
      ['odyssey', `/odysseys/${odyssey.id}`],
      ['mission', `/missions/${mission.id}`],
      ['todo', `/todo/${todo.id}`],
    ] as const) {
      detail[name] = await titleLook(page, route, name, 'left');
    }
    expect(new Set(Object.values(detail)).size === 1 ? 'one look' : detail).toBe('one look');
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)("in the %s theme, The Director's selected tab stays readable, also under the pointer", async (theme) => {
    const page = await app.newPage(PHONE);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.evaluate((choice) => localStorage.setItem('theme', choice), theme);
    await registerAndLogin(page);
    await finishOnboarding(page);
    await page.goto('/director');
    const contrasts: Record<string, number> = {};
    for (const tab of ['Chat', 'Settings'] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.mouse.move(0, 0);
      contrasts[`${tab} selected`] = await textContrast(page, `[role="tab"][aria-selected="true"]`);
      await page.getByRole('tab', { name: tab }).hover();
      contrasts[`${tab} selected, under the pointer`] = await textContrast(page, `[role="tab"][aria-selected="true"]`);
    }
    await screenshot(page, `front-review-director-tabs-${theme}`, { fullPage: false });
    for (const [what, contrast] of Object.entries(contrasts)) expect([what, contrast >= 4.5]).toEqual([what, true]);
    await page.context().close();
  });
});

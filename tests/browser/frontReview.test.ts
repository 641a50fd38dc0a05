import type { Page } from 'playwright-core';
import { apiAs, finishOnboarding, registerAndLogin, screenshot, tokenOf } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { plannedSteps } from './support/plannedSteps';

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

/** An odyssey holding a mission holding a planned todo, made over the API. */
async function odysseyMissionTodo(token: string) {
  const odyssey = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/odysseys/', { title: 'Open a bakery', description: 'Bread for the street.' });
  const mission = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/missions/', { title: 'Find the premises', description: 'A corner shop.', odyssey_id: odyssey.id });
  const todo = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/todos/', { title: 'Sign the lease', success_criteria: 'A signed lease', mission_id: mission.id });
  await plannedSteps(app.baseUrl, token, todo.id);
  return { odyssey, mission, todo };
}

/** The page's title (its h1) as it is drawn: size, weight and line height. */
async function titleLook(page: Page, route: string, name: string): Promise<string> {
  await page.goto(route);
  const title = page.getByRole('heading', { level: 1 });
  await title.waitFor();
  await screenshot(page, `front-review-title-${name}-${page.viewportSize()?.width}`, { fullPage: false });
  return title.evaluate((h1) => {
    const style = getComputedStyle(h1);
    return [style.fontSize, style.fontWeight, style.lineHeight].join(' / ');
  });
}

describe('front-end review', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('on a %s, the top-level pages title themselves in one size, and so do the odyssey, mission and todo pages', async (_size, viewport) => {
    const { page, token } = await signedInPage(viewport);
    const { odyssey, mission, todo } = await odysseyMissionTodo(token);

    const topLevel: Record<string, string> = {};
    for (const [name, route] of [
      ['dashboard', '/dashboard'],
      ['todos', '/todos'],
      ['missions', '/missions'],
      ['odysseys', '/odysseys'],
      ['director', '/director'],
      ['recently-deleted', '/trash'],
    ] as const) {
      topLevel[name] = await titleLook(page, route, name);
    }
    expect(new Set(Object.values(topLevel)).size === 1 ? 'one look' : topLevel).toBe('one look');

    const detail: Record<string, string> = {};
    for (const [name, route] of [
      ['odyssey', `/odysseys/${odyssey.id}`],
      ['mission', `/missions/${mission.id}`],
      ['todo', `/todo/${todo.id}`],
    ] as const) {
      detail[name] = await titleLook(page, route, name);
    }
    expect(new Set(Object.values(detail)).size === 1 ? 'one look' : detail).toBe('one look');
    await page.context().close();
  });
});

import type { Locator, Page } from 'playwright-core';
import { apiAs, converseWithDirector, registerByApi, screenshot, startBrowserApp, uniqueEmail, type BrowserApp } from './support/browserApp';
import { plannedSteps } from './support/plannedSteps';
import { dayInput } from './support/dayInput';
import { signUpWithoutTour } from './support/planTrees';
import { axeViolations, boxesIntersect, coveredByFloatingControl, horizontalOverflow } from './support/layoutChecks';

// Each size and theme visits about twenty pages and runs axe on each (minutes on a loaded 2-core machine).
jest.setTimeout(900_000);

const DAY = 24 * 60 * 60 * 1000;
/** The server's clock runs this far behind the real one while the history is made. */
let clockOffset = 0;
let app: BrowserApp;

afterAll(async () => {
  await app?.close();
});

const FLOATING_DIRECTOR = 'button[aria-label="The Director"]';
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const THEMES = ['light', 'dark'] as const;

/** A page to check: where it is, what shows it has loaded, and what to open on it first. */
type PageToCheck = { route: string; name: string; ready(page: Page): Locator; open?(page: Page): Promise<void> };

/** The pages to check and the accounts that see them, filled once for every size and theme. */
type World = { token: string; adminToken: string; todoId: string; publicPages: PageToCheck[]; signedInPages: PageToCheck[]; adminPages: PageToCheck[] };
let world: World;

/** Opens the page's history (when it has one) so its timeline is checked too. */
const showHistory = async (page: Page) => {
  await page.getByRole('button', { name: 'Show history' }).click();
  await page.getByText(/created/i).first().waitFor();
};

/** Opens a graph's node list (the canvas itself is checked as the page shows it). */
const browseNodes = async (page: Page) => {
  await page.getByText(/Browse nodes as a list/).click();
  await page.getByRole('navigation', { name: 'Graph nodes' }).getByRole('button').first().waitFor();
};

/**
 * Signs up and fills the pages: an odyssey with a mission, todos with steps, a completed step
 * and a completed todo (the forecast's pace, a day earlier so "as it was" has something to
 * show), a deleted todo and a Director conversation.
 */
async function fillThePages(): Promise<World> {
  const admin = await registerByApi(app.baseUrl, uniqueEmail('admin'));
  await apiAs(app.baseUrl, admin.token, 'POST', '/onboarding/complete');
  const signUpPage = await app.newPage({ width: 390, height: 844 });
  const { email, api } = await signUpWithoutTour(signUpPage, app.baseUrl);
  const token = await signUpPage.evaluate(() => localStorage.getItem('token') as string);
  await signUpPage.context().close();
  const call = <T>(method: string, path: string, body?: unknown) => apiAs<T>(app.baseUrl, token, method, path, body);

  clockOffset = -3 * DAY;
  const odysseyTitle = 'Open a neighbourhood bakery on the high street by next summer';
  const odyssey = await api.post<{ id: string }>('/odysseys/', {
    title: odysseyTitle,
    description: 'Fresh sourdough, pastries and coffee for the street, with regulars who come back every morning.',
  });
  const missionTitle = 'Find, lease and fit out the premises near the railway station';
  const mission = await api.post<{ id: string }>('/missions/', {
    title: missionTitle,
    description: 'A corner shop with room for a deck oven, a counter and six tables.',
    odyssey_id: odyssey.id,
    due_date: dayInput(new Date(Date.now() + 60 * DAY)),
  });
  const todoTitle = 'Sign the lease for the corner shop on Mill Lane';
  const lease = await call<{ id: string }>('POST', '/todos/', {
    title: todoTitle,
    description: 'Read the whole lease with the solicitor, negotiate a rent-free fit-out period, then sign.',
    success_criteria: 'A signed lease with a three-month rent-free period',
    mission_id: mission.id,
    priority: 'high',
    due_date: dayInput(new Date(Date.now() + 14 * DAY)),
  });
  const oven = await call<{ id: string }>('POST', '/todos/', {
    title: 'Order the deck oven and the proving cabinet',
    success_criteria: 'Delivery date confirmed in writing',
    mission_id: mission.id,
    priority: 'medium',
    due_date: dayInput(new Date(Date.now() + 30 * DAY)),
  });
  const standalone = await call<{ id: string }>('POST', '/todos/', {
    title: 'Register the business name with the council',
    success_criteria: 'Registration certificate received',
    priority: 'low',
  });
  const deleted = await call<{ id: string }>('POST', '/todos/', { title: 'Draft a first menu of breads', success_criteria: 'Ten breads priced', mission_id: mission.id });
  const leaseSteps = await plannedSteps(app.baseUrl, token, lease.id);
  await plannedSteps(app.baseUrl, token, oven.id);
  await plannedSteps(app.baseUrl, token, standalone.id);
  await plannedSteps(app.baseUrl, token, deleted.id);

  clockOffset = -1 * DAY;
  await call('PUT', `/steps/${leaseSteps[0].id}/complete`);
  await call('POST', `/todos/${oven.id}/force-complete`);

  clockOffset = 0;
  await call('DELETE', `/todos/${deleted.id}`);
  await converseWithDirector(app.baseUrl, token, 'What should I do first for the bakery?');
  const yesterday = dayInput(new Date(Date.now() - DAY));

  const signedInPages: PageToCheck[] = [
    { route: '/dashboard', name: 'dashboard', ready: (page) => page.getByRole('link', { name: new RegExp(todoTitle) }).first() },
    { route: '/todos', name: 'todos', ready: (page) => page.getByRole('link', { name: new RegExp(todoTitle) }).first() },
    {
      route: `/todo/${lease.id}`,
      name: 'todo',
      ready: (page) => page.getByRole('button', { name: '+ Add Step' }),
      open: showHistory,
    },
    { route: '/missions', name: 'missions', ready: (page) => page.getByText(missionTitle).first() },
    {
      route: `/missions/${mission.id}`,
      name: 'mission',
      ready: (page) => page.getByRole('region', { name: 'Pace and forecast' }).getByText(/todos? left/),
      open: async (page) => {
        await page.getByText('Burn-up numbers').click();
        await showHistory(page);
      },
    },
    { route: `/missions/${mission.id}?asOf=${yesterday}`, name: 'mission-as-it-was', ready: (page) => page.getByRole('list', { name: 'Todos then' }) },
    { route: `/missions/${mission.id}/graph`, name: 'mission-graph', ready: (page) => page.getByText(/todos · \d+ steps/), open: browseNodes },
    { route: '/odysseys', name: 'odysseys', ready: (page) => page.getByText(odysseyTitle).first() },
    {
      route: `/odysseys/${odyssey.id}`,
      name: 'odyssey',
      ready: (page) => page.getByRole('link', { name: new RegExp(missionTitle) }).first(),
      open: showHistory,
    },
    // Its banner shows while the odyssey loads: ready once the odyssey's title does.
    { route: `/odysseys/${odyssey.id}?asOf=${yesterday}`, name: 'odyssey-as-it-was', ready: (page) => page.getByRole('heading', { level: 1 }) },
    { route: `/odysseys/${odyssey.id}/graph`, name: 'odyssey-graph', ready: (page) => page.getByText(/missions? · \d+ todos/), open: browseNodes },
    {
      route: '/director',
      name: 'director',
      ready: (page) => page.getByRole('heading', { name: 'Welcome to The Director' }),
      open: async (page) => {
        // On a phone the conversations are folded under their heading.
        const fold = page.getByRole('button', { name: /^Recent Conversations/ });
        if (await fold.isVisible()) await fold.click();
        await page.getByRole('button', { name: /What should I do first for the bakery\?/ }).click();
        await page.getByRole('tabpanel').getByText('What should I do first for the bakery?').waitFor();
      },
    },
    { route: '/trash', name: 'recently-deleted', ready: (page) => page.getByText('Draft a first menu of breads') },
  ];
  const adminPages: PageToCheck[] = [
    {
      route: '/admin',
      name: 'admin-todos',
      ready: (page) => page.getByText(email).first(),
      open: async (page) => {
        await page.getByRole('button', { name: /Total Todos/ }).click();
        await page.getByRole('region', { name: 'Todos table' }).getByText(todoTitle).waitFor();
      },
    },
    {
      route: '/admin',
      name: 'admin-users',
      ready: (page) => page.getByText(email).first(),
      open: async (page) => {
        await page.getByRole('button', { name: /Total Users/ }).click();
        await page.locator('#admin-detail dl').waitFor();
      },
    },
  ];
  const publicPages: PageToCheck[] = [
    { route: '/', name: 'landing', ready: (page) => page.getByRole('heading', { level: 1 }) },
    { route: '/login', name: 'login', ready: (page) => page.getByRole('button', { name: 'Log In' }) },
    { route: '/register', name: 'register', ready: (page) => page.getByRole('button', { name: 'Create Account' }) },
    { route: '/no/such/page', name: 'not-found', ready: (page) => page.getByRole('heading', { name: 'Page not found' }) },
  ];

  return { token, adminToken: admin.token, todoId: lease.id, publicPages, signedInPages, adminPages };
}

beforeAll(async () => {
  app = await startBrowserApp({ now: () => new Date(Date.now() + clockOffset) });
  world = await fillThePages();
}, 300_000);

for (const size of SIZES) {
  for (const theme of THEMES) {
    const where = `${size.name} ${size.width}x${size.height} ${theme}`;
    it(`on a ${size.name} (${size.width}x${size.height}) in the ${theme} theme, every page fits without sideways scrolling, nothing sits under the Director button, and axe finds nothing`, async () => {
      const problems: string[] = [];
      const page = await app.newPage({ width: size.width, height: size.height });
      // The theme is remembered per browser, as the user menu stores it.
      await page.goto('/login', { waitUntil: 'domcontentloaded' });
      await page.evaluate((choice) => localStorage.setItem('theme', choice), theme);

      const check = async (target: PageToCheck, signedIn: boolean) => {
        const started = Date.now();
        await page.goto(target.route);
        await target.ready(page).waitFor();
        if (target.open) await target.open(page);
        expect([target.name, await page.evaluate(() => document.documentElement.classList.contains('dark'))]).toEqual([target.name, theme === 'dark']);
        const label = `${target.name} (${target.route}) at ${where}`;
        const overflow = await horizontalOverflow(page);
        if (overflow) problems.push(`${label}: horizontal scroll: ${overflow}`);
        if (signedIn) {
          for (const covered of await coveredByFloatingControl(page, FLOATING_DIRECTOR)) problems.push(`${label}: the floating Director button covers ${covered}`);
        }
        for (const violation of await axeViolations(page)) problems.push(`${label}: axe ${violation}`);
        if (size.name === 'phone' || theme === 'light') await screenshot(page, `every-page-${target.name}-${size.name}-${theme}`);
        if (process.env.LAYOUT_TIMES) console.log(`${label}: ${Date.now() - started} ms`);
      };

      for (const target of world.publicPages) await check(target, false);

      await page.evaluate((value) => localStorage.setItem('token', value), world.token);
      for (const target of world.signedInPages) await check(target, true);

      if (size.name === 'phone') {
        // The todo page's own question: the Director button never sits on "+ Add Step", as the
        // page opens nor with the button scrolled to the bottom edge of the screen.
        await page.goto(`/todo/${world.todoId}`);
        const addStep = page.getByRole('button', { name: '+ Add Step' });
        await addStep.waitFor();
        expect(await boxesIntersect(page, FLOATING_DIRECTOR, addStep)).toBe(false);
        await addStep.evaluate((button) => button.scrollIntoView({ block: 'end' }));
        expect(await boxesIntersect(page, FLOATING_DIRECTOR, addStep)).toBe(false);
      }

      await page.evaluate((value) => localStorage.setItem('token', value), world.adminToken);
      for (const target of world.adminPages) await check(target, true);
      await page.context().close();
      expect(problems).toEqual([]);
    });
  }
}

import type { Page } from 'playwright-core';
import { apiAs, converseWithDirector, finishOnboarding, registerAndLogin, screenshot, seriousA11yViolations, tokenOf } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { axeViolations } from './support/layoutChecks';
import { plannedSteps } from './support/plannedSteps';

jest.setTimeout(240_000);

const app = browserAppForSuite();

const LONG_MISSION = 'Find, lease and fit out the premises near the railway station with room for a deck oven, a counter, six tables and a proving room';
const LONG_TODO = 'Negotiate the rent-free fit-out period with the landlord of the corner shop on Mill Lane before the solicitor reviews the lease draft';

/** A signed-in page (no tour) whose plan has a long-titled mission and an in-progress todo with a long title. */
async function pageWithLongTitles(viewport: { width: number; height: number }): Promise<Page> {
  const page = await app.newPage(viewport);
  await registerAndLogin(page);
  await finishOnboarding(page);
  const token = await tokenOf(page);
  const mission = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/missions/', { title: LONG_MISSION, description: 'A corner shop.' });
  const todo = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/todos/', { title: LONG_TODO, success_criteria: 'A signed lease', mission_id: mission.id });
  const steps = await plannedSteps(app.baseUrl, token, todo.id);
  // A completed step puts the todo in progress: Today's Focus lists it.
  await apiAs(app.baseUrl, token, 'PUT', `/steps/${steps[0].id}/complete`);
  return page;
}

describe('long titles and keyboard focus', () => {
  it("with nothing in progress, Today's Focus names what is next in the plan, on a phone, and opens it", async () => {
    const page = await app.newPage({ width: 390, height: 844 });
    await registerAndLogin(page);
    await finishOnboarding(page);
    const token = await tokenOf(page);
    const day = (n: number) => new Date(Date.now() + n * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const mission = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/missions/', { title: 'Build the base mileage', description: 'Easy runs first.' });
    const todo = (title: string, due: string) => apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/todos/', { title, success_criteria: 'Done', mission_id: mission.id, due_date: due });
    const shoes = await todo('Buy running shoes', day(9));
    const easy = await todo('Run three easy 5k runs', day(12));
    const long = await todo('Run 10k without stopping', day(10));
    await apiAs(app.baseUrl, token, 'POST', `/todos/${long.id}/dependencies`, { depends_on: easy.id });

    await page.goto('/dashboard');
    const focus = page.getByRole('region', { name: "Today's Focus" });
    await focus.getByText('No todos in progress. Next in your plan:').waitFor();
    const next = focus.getByRole('list', { name: 'Next in your plan' }).getByRole('link');
    // The 10k waits for the easy runs: it is not next, though due sooner.
    expect(await next.allTextContents()).toEqual([expect.stringMatching(/^Buy running shoesMedium priorityBuild the base mileage · Due /), expect.stringMatching(/^Run three easy 5k runs/)]);
    await focus.getByRole('button', { name: 'Start a Todo' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-next-in-your-plan-phone');
    await next.first().click();
    await page.waitForURL(`**/todo/${shoes.id}`);
    await page.getByRole('heading', { name: 'Buy running shoes' }).waitFor();
    await page.context().close();
  });

  it('on a desktop, the todo status filters stay on one row beside a mission select holding a long title', async () => {
    const page = await pageWithLongTitles({ width: 1280, height: 800 });
    await page.goto('/todos');
    const chips = page.getByRole('group', { name: 'Filter by status' }).getByRole('button');
    await page.getByRole('link', { name: LONG_TODO, exact: true }).waitFor();
    const tops = await chips.evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    expect(tops).toHaveLength(4);
    expect(new Set(tops).size).toBe(1);
    await page.context().close();
  });

  it('a todo card shows where the keyboard is when its title link has the focus', async () => {
    const page = await pageWithLongTitles({ width: 1280, height: 800 });
    await page.goto('/todos');
    const link = page.getByRole('link', { name: LONG_TODO, exact: true });
    await link.waitFor();
    for (let presses = 0; presses < 40 && !(await link.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
    const marks = await link.evaluate((element) => {
      const own = getComputedStyle(element);
      const cover = getComputedStyle(element, '::after');
      return { outline: own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) > 0, ring: own.boxShadow !== 'none' || cover.boxShadow !== 'none' };
    });
    expect(marks.outline || marks.ring).toBe(true);
    await page.context().close();
  });

  it("on a phone, Today's Focus shows a long todo title on more than one line instead of cutting it after a few words", async () => {
    const page = await pageWithLongTitles({ width: 390, height: 844 });
    await page.goto('/dashboard');
    const title = page.locator('section[aria-labelledby="focus-title"] li').getByText(LONG_TODO);
    await title.waitFor();
    const { height, lineHeight } = await title.evaluate((element) => ({ height: element.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(element).lineHeight) }));
    expect(height).toBeGreaterThanOrEqual(2 * lineHeight - 1);
    await page.context().close();
  });

  it('on a phone, the Edit / Re-plan / Copy dialog lays its four buttons out as two rows of two equal buttons', async () => {
    const page = await pageWithLongTitles({ width: 390, height: 844 });
    await page.goto('/todos');
    await page.getByRole('link', { name: LONG_TODO, exact: true }).click();
    await page.getByRole('button', { name: 'Edit / Re-plan / Copy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit / Re-plan / Copy Todo' });
    const boxes: Array<{ x: number; y: number; width: number; height: number }> = [];
    for (const name of ['Cancel', 'Copy', 'Save and Re-plan', 'Save']) {
      const box = await dialog.getByRole('button', { name, exact: true }).boundingBox();
      if (!box) throw new Error(`no ${name} button`);
      boxes.push(box);
    }
    const widths = boxes.map((box) => Math.round(box.width));
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
    // Each label on one line: every button as tall as Cancel.
    expect(boxes.map((box) => Math.round(box.height))).toEqual(boxes.map(() => Math.round(boxes[0].height)));
    expect(boxes.map((box) => Math.round(box.y))).toEqual([boxes[0].y, boxes[0].y, boxes[2].y, boxes[2].y].map(Math.round));
    await page.context().close();
  });

  it('the user menu shows the whole of a long email address, which the header cuts short', async () => {
    const page = await app.newPage({ width: 1280, height: 800 });
    const email = await registerAndLogin(page, `maya.longname.tester.${Date.now().toString(36)}@example.com`);
    await finishOnboarding(page);
    await page.getByRole('button', { name: email }).click();
    const shown = page.getByRole('menu', { name: 'User menu' }).getByText(email, { exact: true });
    expect(await shown.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await page.context().close();
  });

  it("on a phone, a mission in an odyssey keeps its breadcrumb to one line and cuts its todos' long descriptions at two lines, and its odyssey shows its status badge whole", async () => {
    const page = await app.newPage({ width: 390, height: 844 });
    await registerAndLogin(page);
    await finishOnboarding(page);
    const token = await tokenOf(page);
    const odyssey = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/odysseys/', {
      title: 'Open a neighbourhood bakery on the high street by next summer, with fresh sourdough, pastries and coffee every morning',
      description: 'Bread for the street.',
    });
    const mission = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/missions/', { title: LONG_MISSION, description: 'A corner shop.', odyssey_id: odyssey.id });
    const description = 'Read the whole lease with the solicitor, negotiate a rent-free fit-out period, then sign. '.repeat(4);
    await apiAs(app.baseUrl, token, 'POST', '/todos/', { title: 'Sign the lease', description, success_criteria: 'A signed lease', mission_id: mission.id });
    await page.goto(`/missions/${mission.id}`);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await breadcrumb.getByText(LONG_MISSION).waitFor();
    const lines = (box: { height: number; lineHeight: number }) => Math.round(box.height / box.lineHeight);
    const measure = (element: Element) => ({ height: element.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(element).lineHeight) });
    expect(lines(await breadcrumb.locator('ol').evaluate(measure))).toBe(1);
    const shown = page.getByRole('link', { name: /Sign the lease/ }).getByText(description.trim());
    expect(lines(await shown.evaluate(measure))).toBe(2);

    // The odyssey's list of missions: the long title wraps beside a whole status badge.
    await page.goto(`/odysseys/${odyssey.id}`);
    const row = page.getByRole('link', { name: new RegExp(LONG_MISSION) });
    const badge = row.getByText('Active', { exact: true });
    await badge.waitFor();
    expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await page.context().close();
  });

  it("on a phone, a table in The Director's reply keeps readable columns and scrolls sideways", async () => {
    const page = await pageWithLongTitles({ width: 390, height: 844 });
    const question = 'What should I do first? Show my todos in a table.';
    await converseWithDirector(app.baseUrl, await tokenOf(page), question);
    await page.goto('/director');
    await page.getByRole('button', { name: /^Recent Conversations/ }).click();
    await page.getByRole('button', { name: new RegExp(question.slice(0, 20)) }).click();
    const table = page.getByRole('tabpanel').locator('table').first();
    await table.waitFor();
    // The cell with the most text (the long mission title) gets a column wide enough to read.
    const widestTextCell = await table.locator('td').evaluateAll((cells) => {
      const longest = cells.reduce((best, cell) => ((cell.textContent ?? '').length > (best.textContent ?? '').length ? cell : best));
      return longest.getBoundingClientRect().width;
    });
    expect(widestTextCell).toBeGreaterThanOrEqual(120);
    // The scrolling box is reachable with the keyboard (axe: scrollable-region-focusable).
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('in the dark theme, the landing hero and the sign-in and sign-up pages are dark behind their light text', async () => {
    const page = await app.newPage({ width: 1280, height: 800 });
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    for (const [route, heading] of [
      ['/', 'Break it down. Build it up. Get it done.'],
      ['/login', 'Welcome back'],
      ['/register', /./],
    ] as const) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
      // Every colour of every gradient on the page, measured by painting it on a canvas.
      const stops = await page.evaluate(() => {
        const luminance = window.luminanceOf;
        return Array.from(document.querySelectorAll('*'))
          .map((element) => getComputedStyle(element).backgroundImage)
          .filter((image) => image.includes('gradient'))
          .flatMap((image) => image.match(/(oklch|oklab|rgba?|hsla?|lab|lch|color)\([^()]*\)/g) ?? [])
          .map((colour) => ({ colour, luminance: Math.round(luminance(colour) * 100) / 100 }));
      });
      expect(stops.length).toBeGreaterThan(0);
      expect([route, stops.filter((stop) => stop.luminance > 0.2)]).toEqual([route, []]);
    }
    await page.context().close();
  });

  it("in the dark theme, a step's AI chat panel and a hovered finding stay readable", async () => {
    const page = await app.newPage({ width: 1280, height: 800 });
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await registerAndLogin(page);
    await finishOnboarding(page);
    const token = await tokenOf(page);
    const todo = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/todos/', { title: 'Sign the lease', success_criteria: 'A signed lease' });
    const steps = await plannedSteps(app.baseUrl, token, todo.id);
    await apiAs(app.baseUrl, token, 'POST', '/step-assistant/findings', { step_id: steps[0].id, finding_type: 'decision', title: 'Ask for a break clause', content: 'After three years.' });
    await page.goto(`/todo/${todo.id}`);
    await page.getByRole('button', { name: 'AI chat' }).nth(1).click();
    await page.getByText('No findings yet...').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Progress' }).click();
    const finding = page.getByRole('button', { name: /Ask for a break clause/ });
    await finding.hover();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('in the dark theme, coloured badges have a quiet edge like the grey ones, not a glaring light ring', async () => {
    const page = await pageWithLongTitles({ width: 1280, height: 800 });
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/todos');
    await page.getByRole('link', { name: LONG_TODO, exact: true }).waitFor();
    // Contrast of each badge's ring against the card it sits on (WCAG formula, colours painted on a canvas).
    const rings = await page.locator('li span.rounded-full.ring-1').evaluateAll((badges) => {
      const cardOf = (element: Element) => {
        for (let node = element.parentElement; node; node = node.parentElement) {
          const background = getComputedStyle(node).backgroundColor;
          if (background !== 'rgba(0, 0, 0, 0)' && background !== 'transparent') return background;
        }
        return 'black';
      };
      return badges.map((badge) => {
        // The ring is the shadow of one pixel spread, inset; the others are transparent placeholders.
        const ring = getComputedStyle(badge).boxShadow.match(/((?:oklch|oklab|rgba?|hsla?|lab|lch|color)\([^()]*\)) 0px 0px 0px 1px inset/)?.[1] ?? 'none';
        if (ring === 'none') return { text: badge.textContent, contrast: Number.NaN };
        return { text: badge.textContent, contrast: Math.round(window.contrastRatio(ring, cardOf(badge)) * 10) / 10 };
      });
    });
    expect(rings.length).toBeGreaterThanOrEqual(3);
    expect(rings.filter((ring) => Number.isNaN(ring.contrast))).toEqual([]);
    expect(rings.filter((ring) => ring.contrast > 4)).toEqual([]);
    await page.context().close();
  });

  /** A new user's todo with its plan, open on a phone. */
  async function plannedTodoOnPhone() {
    const page = await app.newPage({ width: 390, height: 844 });
    await registerAndLogin(page);
    await finishOnboarding(page);
    const todo = await apiAs<{ id: string }>(app.baseUrl, await tokenOf(page), 'POST', '/todos/', { title: 'Sign the lease', success_criteria: 'A signed lease' });
    await plannedSteps(app.baseUrl, await tokenOf(page), todo.id);
    await page.goto(`/todo/${todo.id}`);
    return page;
  }

  it("on a phone, a todo's Progress tab shows its four numbers two to a row", async () => {
    const page = await plannedTodoOnPhone();
    await page.getByRole('tab', { name: 'Progress' }).click();
    const section = page.getByRole('region', { name: 'Completion' });
    const tops: number[] = [];
    for (const label of ['Completion rate', 'Steps completed', 'Findings', 'Evidence']) {
      const box = await section.getByText(label, { exact: true }).boundingBox();
      tops.push(Math.round(box?.y ?? -1));
    }
    expect(tops[0]).toBe(tops[1]);
    expect(tops[2]).toBe(tops[3]);
    expect(tops[2]).toBeGreaterThan(tops[0]);
    await page.context().close();
  });

  it("on a phone, an open step's status and its Edit, Add evidence and AI chat buttons fit on one line", async () => {
    const page = await plannedTodoOnPhone();
    const step = page.locator('li[id^="step-"]').first();
    const tops: number[] = [];
    for (const name of ['Edit', 'Add evidence', 'AI chat']) {
      const box = await step.getByRole('button', { name, exact: true }).boundingBox();
      tops.push(Math.round((box?.y ?? -1) + (box?.height ?? 0) / 2));
    }
    expect(new Set(tops).size).toBe(1);
    await page.context().close();
  });

  it('the list pages open with headings of one size and add buttons of one style', async () => {
    const page = await app.newPage({ width: 1280, height: 800 });
    await registerAndLogin(page);
    await finishOnboarding(page);
    const looks: string[] = [];
    for (const [route, add] of [
      ['/todos', '+ New Todo'],
      ['/missions', '+ Add Mission'],
      ['/odysseys', 'Start New Odyssey'],
    ] as const) {
      await page.goto(route);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      const headingSize = await heading.evaluate((element) => getComputedStyle(element).fontSize);
      const button = await page
        .getByRole('button', { name: add, exact: true })
        .evaluate((element) => `${getComputedStyle(element).fontSize} ${getComputedStyle(element).fontWeight} ${getComputedStyle(element).borderRadius}`);
      looks.push(`${headingSize} | ${button}`);
    }
    expect(new Set(looks).size).toBe(1);
    await page.context().close();
  });
});

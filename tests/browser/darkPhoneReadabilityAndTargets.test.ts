import type { Locator, Page } from 'playwright-core';
import { apiAs, signedInPageIn } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { odysseyMissionTodo } from './support/plannedSteps';
import type { Rgba } from './support/colourReader';
import { missionWizardAtQuestions } from './support/missionWizard';

jest.setTimeout(180_000);

const app = browserAppForSuite();
const PHONE = { width: 390, height: 844 };
/** WCAG 2.2 target size (minimum): a control a finger taps is at least 24 by 24 CSS pixels. */
const MIN_TARGET_PX = 24;

/**
 * The WCAG contrast ratio of the element's text against what is behind it: the backgrounds
 * from the element up to the first opaque one, blended. Colours go through a canvas, which
 * reads every CSS colour syntax (Tailwind's oklch included).
 */
const contrastOf = (element: Locator): Promise<number> =>
  element.evaluate((node) => {
    const rgba = window.rgbaOf;
    const over = (top: Rgba, under: Rgba): Rgba => ({ r: top.r * top.a + under.r * (1 - top.a), g: top.g * top.a + under.g * (1 - top.a), b: top.b * top.a + under.b * (1 - top.a), a: 1 });
    const layers: Rgba[] = [];
    for (let element: Element | null = node; element; element = element.parentElement) {
      const layer = rgba(getComputedStyle(element).backgroundColor);
      if (layer.a === 0) continue;
      layers.push(layer);
      if (layer.a === 1) break;
    }
    const background = layers.reduceRight<Rgba>((under, layer) => over(layer, under), { r: 255, g: 255, b: 255, a: 1 });
    const text = over(rgba(getComputedStyle(node).color), background);
    return Math.round(window.contrastRatio(text, background) * 100) / 100;
  });

/**
 * The contrast of the focused element's outline against what it is drawn on: the page behind the
 * element for an outline outside it, the element's own background for one drawn inside.
 */
const focusRingContrastOf = (element: Locator): Promise<number> =>
  element.evaluate((node) => {
    const rgba = window.rgbaOf;
    const style = getComputedStyle(node);
    if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0) return 0;
    let surface: Element | null = parseFloat(style.outlineOffset) < 0 ? node : node.parentElement;
    while (surface && rgba(getComputedStyle(surface).backgroundColor).a < 1) surface = surface.parentElement;
    const behind = rgba(surface ? getComputedStyle(surface).backgroundColor : 'white');
    return Math.round(window.contrastRatio(style.outlineColor, behind) * 100) / 100;
  });

/**
 * A focused field's focus indicator: its outline, else the widest solid ring (a box-shadow with no
 * offset or blur) drawn around it, as an sRGB colour; and its contrast against the surface around
 * the field. No colour and contrast 0 when the field shows neither.
 */
const fieldRingOf = (element: Locator): Promise<{ colour: string | null; contrast: number }> =>
  element.evaluate((node) => {
    const rgba = window.rgbaOf;
    const style = getComputedStyle(node);
    let indicator: string | null = null;
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) indicator = style.outlineColor;
    else {
      // Shadows are separated by commas outside the colours' parentheses.
      const shadows: string[] = [];
      let depth = 0;
      let current = '';
      for (const character of style.boxShadow) {
        if (character === '(') depth += 1;
        if (character === ')') depth -= 1;
        if (character === ',' && depth === 0) {
          shadows.push(current.trim());
          current = '';
        } else current += character;
      }
      shadows.push(current.trim());
      let widest = 0;
      for (const shadow of shadows) {
        const match = /^(.*\))\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+([\d.]+)px\s+([\d.]+)px$/.exec(shadow);
        if (!match) continue;
        const [, color, x, y, blur, spread] = match;
        if (Number(x) !== 0 || Number(y) !== 0 || Number(blur) !== 0 || Number(spread) <= widest || rgba(color).a === 0) continue;
        widest = Number(spread);
        indicator = color;
      }
    }
    if (!indicator) return { colour: null, contrast: 0 };
    let surface: Element | null = node.parentElement;
    while (surface && rgba(getComputedStyle(surface).backgroundColor).a < 1) surface = surface.parentElement;
    const behind = rgba(surface ? getComputedStyle(surface).backgroundColor : 'white');
    const { r, g, b, a } = rgba(indicator);
    return { colour: `rgba(${r}, ${g}, ${b}, ${a})`, contrast: Math.round(window.contrastRatio(indicator, behind) * 100) / 100 };
  });

/** The focus indicator's colour of a field focused as a keyboard user focuses it. */
async function focusedRingColourOf(page: Page, field: Locator): Promise<string | null> {
  await page.keyboard.press('Shift');
  await field.focus();
  return (await fieldRingOf(field)).colour;
}

/** Text boxes, text areas, selects, tick boxes and sliders: every field a user can focus. */
const FIELDS = 'input:not([type="hidden"]), textarea, select';

/** The enabled, visible fields in scope whose focus indicator is under 3:1, named by their label, with the ratio. */
async function faintFocusRings(page: Page, scope: Locator, where: string): Promise<string[]> {
  const faint: string[] = [];
  const fields = scope.locator(FIELDS);
  for (let index = 0; index < (await fields.count()); index += 1) {
    const field = fields.nth(index);
    if (!(await field.isVisible()) || (await field.isDisabled())) continue;
    // A key press first: focus then shows as it does for a keyboard user (:focus-visible).
    await page.keyboard.press('Shift');
    await field.focus();
    const { contrast } = await fieldRingOf(field);
    if (contrast < 3) {
      const name = await field.evaluate((node) => node.getAttribute('aria-label') ?? (node as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? node.getAttribute('placeholder') ?? node.tagName);
      faint.push(`${where}: ${name} (${contrast})`);
    }
  }
  return faint;
}

const sizeOf = (element: Locator) => element.evaluate((node) => ({ width: Math.round(node.getBoundingClientRect().width), height: Math.round(node.getBoundingClientRect().height) }));

/** The horizontal gaps between neighbours on one line (elements that wrapped to another line have none). */
const gapsBetween = (elements: Locator) =>
  elements.evaluateAll((nodes) => {
    const boxes = nodes.map((node) => node.getBoundingClientRect()).sort((a, b) => Math.round(a.top) - Math.round(b.top) || a.left - b.left);
    return boxes
      .slice(1)
      .map((box, index) => ({ box, before: boxes[index] }))
      .filter(({ box, before }) => Math.round(box.top) === Math.round(before.top))
      .map(({ box, before }) => Math.round(box.left - before.right));
  });

async function odysseyBadgeGaps(page: Page): Promise<number[]> {
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  const badges = header.locator('span.rounded-full');
  await badges.nth(1).waitFor();
  return gapsBetween(badges);
}

describe('dark theme on a phone: readable text, targets a finger can hit, even badge rows', () => {
  it("the odyssey wizard's step numbers are readable in the dark theme", async () => {
    const { page } = await signedInPageIn(app, PHONE, 'dark');
    await page.goto('/odysseys');
    await page.getByRole('button', { name: 'Start New Odyssey' }).click();
    const progress = page.getByRole('dialog', { name: 'Start New Odyssey' }).getByRole('list', { name: 'Step 1 of 3' });
    await progress.waitFor();
    const numbers = progress.locator('span.rounded-full');
    expect(await numbers.count()).toBe(3);
    for (let index = 0; index < 3; index += 1) {
      expect([index + 1, (await contrastOf(numbers.nth(index))) >= 4.5]).toEqual([index + 1, true]);
    }
    await page.context().close();
  });

  it("a step's tick box is at least 24 px square on a phone", async () => {
    const { page, token } = await signedInPageIn(app, PHONE, 'dark');
    const { todo } = await odysseyMissionTodo(app.baseUrl, token);
    await page.goto(`/todo/${todo.id}`);
    const tick = page.getByRole('checkbox').first();
    await tick.waitFor();
    const tickSize = await sizeOf(tick);
    expect(Math.min(tickSize.width, tickSize.height)).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    await page.context().close();
  });

  it("a dialog's close button is at least 24 px square on a phone", async () => {
    const { page } = await signedInPageIn(app, PHONE, 'dark');
    await page.goto('/odysseys');
    await page.getByRole('button', { name: 'Start New Odyssey' }).click();
    const close = page.getByRole('dialog', { name: 'Start New Odyssey' }).getByRole('button', { name: 'Close dialog' });
    const closeSize = await sizeOf(close);
    expect(Math.min(closeSize.width, closeSize.height)).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    await page.context().close();
  });

  it("an odyssey's badges, today and as it was, and a step's badge and buttons sit 6 px apart", async () => {
    // At desktop width the title and its badges share one line.
    const { page, token } = await signedInPageIn(app, { width: 1280, height: 900 }, 'dark');
    const { odyssey, todo } = await odysseyMissionTodo(app.baseUrl, token);
    // A mission with an open todo due tomorrow gives the odyssey a health beside its status.
    const mission = await apiAs<{ id: string }>(app.baseUrl, token, 'POST', '/missions/', { title: 'Bake the first batch', description: 'Test the oven.', odyssey_id: odyssey.id });
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await apiAs(app.baseUrl, token, 'POST', '/todos/', { title: 'Buy flour', success_criteria: 'Flour in the store', mission_id: mission.id, due_date: tomorrow });
    await page.goto(`/odysseys/${odyssey.id}`);
    expect(await odysseyBadgeGaps(page)).toEqual([6]);
    const today = new Date().toISOString().slice(0, 10);
    await page.goto(`/odysseys/${odyssey.id}?asOf=${today}`);
    expect(await odysseyBadgeGaps(page)).toEqual([6]);

    await page.goto(`/todo/${todo.id}`);
    const step = page.getByRole('listitem').filter({ has: page.getByRole('checkbox') }).first();
    await step.waitFor();
    const row = step.locator('div', { has: page.getByRole('button', { name: 'Edit' }) }).last();
    const gaps = await gapsBetween(row.locator(':scope > *'));
    expect(gaps.length).toBeGreaterThanOrEqual(2);
    expect(gaps).toEqual(gaps.map(() => 6));
    await page.context().close();
  });

  it("the mission wizard's Remove wait crosses and a notification's dismiss cross are at least 24 px square on a phone", async () => {
    const { page } = await signedInPageIn(app, PHONE, 'dark');
    const wizard = await missionWizardAtQuestions(page, 'Host a book club', 'Monthly meetings at the library.');
    await wizard.getByText('Step 2 of 3').waitFor();
    const answers = wizard.locator('textarea');
    for (let i = 0; i < (await answers.count()); i += 1) await answers.nth(i).fill('Just me, evenings');
    await wizard.getByRole('button', { name: 'Generate Todos' }).click();
    await wizard.getByText('Step 3 of 3').waitFor({ timeout: 60_000 });
    const removeWaits = wizard.getByRole('button', { name: /^Remove wait: / });
    expect(await removeWaits.count()).toBeGreaterThan(0);
    for (const size of await removeWaits.evaluateAll((nodes) => nodes.map((node) => Math.round(Math.min(node.getBoundingClientRect().width, node.getBoundingClientRect().height))))) {
      expect(size).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    }
    await wizard.getByRole('button', { name: /^Create Mission & \d+ Todos$/ }).click();
    const dismiss = page.getByRole('button', { name: 'Dismiss notification' }).first();
    await dismiss.waitFor();
    const dismissSize = await sizeOf(dismiss);
    expect(Math.min(dismissSize.width, dismissSize.height)).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    await page.context().close();
  });

  it("a filled button's and the Director's message log's focus rings stand out in the dark theme (3:1)", async () => {
    const { page } = await signedInPageIn(app, { width: 1280, height: 900 }, 'dark');
    await page.goto('/director');
    const targets = [page.getByRole('button', { name: 'New Conversation' }), page.getByRole('log', { name: 'Messages' })];
    for (const target of targets) {
      await target.waitFor();
      // A key press first: focus then shows as it does for a keyboard user (:focus-visible).
      await page.keyboard.press('Shift');
      await target.focus();
      expect([await target.evaluate((node) => node.matches(':focus-visible')), (await focusRingContrastOf(target)) >= 3]).toEqual([true, true]);
    }
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)("in the %s theme every field's focus ring stands out from the surface around it (3:1)", async (theme) => {
    const { page, token } = await signedInPageIn(app, { width: 1280, height: 900 }, theme);
    const { todo } = await odysseyMissionTodo(app.baseUrl, token);
    const faint: string[] = [];

    // A step's edit panel (on a grey panel), its evidence and its chat.
    await page.goto(`/todo/${todo.id}`);
    const step = page.getByRole('listitem').filter({ has: page.getByRole('checkbox') }).first();
    await step.waitFor();
    for (const panel of ['Edit', 'Add evidence', 'AI chat']) {
      await step.getByRole('button', { name: panel, exact: true }).click();
      faint.push(...(await faintFocusRings(page, step, `step ${panel}`)));
      await step.getByRole('button', { name: panel === 'AI chat' ? 'Hide AI chat' : panel, exact: true }).click();
    }

    // The Director's message box and every one of its settings.
    await page.goto('/director');
    await page.getByRole('heading', { name: 'Welcome to The Director' }).waitFor();
    faint.push(...(await faintFocusRings(page, page.getByRole('tabpanel'), 'director chat')));
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Save Settings' }).waitFor();
    faint.push(...(await faintFocusRings(page, page.getByRole('tabpanel'), 'director settings')));
    // A settings field shows the ring every form's fields show, not the browser's own outline.
    const directorRing = await focusedRingColourOf(page, page.getByLabel('Max tokens'));

    // The odyssey wizard's fields and the search field of the command palette.
    await page.goto('/odysseys');
    await page.getByRole('button', { name: 'Start New Odyssey' }).click();
    const wizard = page.getByRole('dialog', { name: 'Start New Odyssey' });
    await wizard.locator('input').first().waitFor();
    faint.push(...(await faintFocusRings(page, wizard, 'odyssey wizard')));
    const wizardRing = await focusedRingColourOf(page, wizard.locator('input').first());
    expect([directorRing, directorRing === wizardRing]).toEqual([expect.any(String), true]);
    await page.keyboard.press('Escape');
    await wizard.waitFor({ state: 'hidden' });
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Search and commands' });
    await palette.waitFor();
    faint.push(...(await faintFocusRings(page, palette, 'command palette')));

    expect(faint).toEqual([]);
    await page.context().close();
  });

  it("every option of The Director's settings is a target of at least 24 px square on a phone", async () => {
    const { page } = await signedInPageIn(app, PHONE, 'dark');
    await page.goto('/director');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Save Settings' }).waitFor();
    const options = page.getByRole('tabpanel').getByRole('checkbox');
    expect(await options.count()).toBe(7);
    const small = (await options.evaluateAll((nodes) => nodes.map((node) => ({ name: (node as HTMLInputElement).labels?.[0]?.textContent ?? '', width: node.getBoundingClientRect().width, height: node.getBoundingClientRect().height })))).filter(
      (option) => Math.min(option.width, option.height) < MIN_TARGET_PX,
    );
    expect(small).toEqual([]);
    await page.context().close();
  });
});

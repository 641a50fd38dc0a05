import type { Locator } from 'playwright-core';
import { signedInPageIn } from './support/browserApp';
import { browserAppForSuite } from './support/browserAppForSuite';
import { odysseyMissionTodo } from './support/plannedSteps';

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
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no canvas');
    const rgba = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return { r, g, b, a: a / 255 };
    };
    type Rgba = ReturnType<typeof rgba>;
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
    const luminance = ({ r, g, b }: Rgba) => {
      const channel = (value: number) => (value / 255 <= 0.03928 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
    return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
  });

const sizeOf = (element: Locator) => element.evaluate((node) => ({ width: Math.round(node.getBoundingClientRect().width), height: Math.round(node.getBoundingClientRect().height) }));

describe('dark theme on a phone: readable text, targets a finger can hit', () => {
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
});

import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';

/** A readable name for an element in failure messages: tag, id, a few classes and its text. */
const DESCRIBE_ELEMENT = `(element) => {
  const classes = typeof element.className === 'string' ? element.className.trim().split(/\\s+/).slice(0, 6).join('.') : '';
  const text = (element.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
  const label = element.getAttribute('aria-label');
  return element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') + (classes ? '.' + classes : '') + (label ? ' [' + label + ']' : '') + (text ? ' "' + text + '"' : '');
}`;

/**
 * Null when the page has no horizontal scroll; otherwise the page's width against the
 * viewport's with the widest element sticking out and the innermost ones that cause it
 * (elements clipped by a scrolling or hidden-overflow ancestor inside the viewport do not count).
 */
export async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate((describeSource) => {
    const describe = new Function(`return (${describeSource})`)() as (element: Element) => string;
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const viewport = root.clientWidth;
    const clippedOrFixed = (element: Element): boolean => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.position === 'fixed') return true;
        if (node !== element && style.overflowX !== 'visible' && node.getBoundingClientRect().right <= viewport + 0.5) return true;
      }
      return false;
    };
    const sticking = Array.from(document.body.querySelectorAll('*')).filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > viewport + 0.5 && !clippedOrFixed(element);
    });
    const widest = sticking.reduce<Element | null>((best, element) => (!best || element.getBoundingClientRect().width > best.getBoundingClientRect().width ? element : best), null);
    const innermost = sticking.filter((element) => !sticking.some((other) => other !== element && element.contains(other)));
    const right = (element: Element) => Math.round(element.getBoundingClientRect().right);
    return [
      `${root.scrollWidth} px wide in a ${viewport} px viewport`,
      widest ? `widest: ${describe(widest)} (right edge ${right(widest)} px)` : 'no element found',
      ...innermost.slice(0, 4).map((element) => `cause: ${describe(element)} (right edge ${right(element)} px)`),
    ].join('; ');
  }, DESCRIBE_ELEMENT);
}

/**
 * The buttons, links and fields a fixed floating control covers with the page scrolled to its
 * bottom: content higher up scrolls out from under the control, the end of the page cannot
 * (a page too short to scroll is its own bottom). `floating` selects the control.
 */
export async function coveredByFloatingControl(page: Page, floating: string): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  const covered = await page.evaluate(
    ({ selector, describeSource }) => {
      const describe = new Function(`return (${describeSource})`)() as (element: Element) => string;
      const control = document.querySelector(selector);
      if (!control) return [];
      const box = control.getBoundingClientRect();
      const interactive = document.querySelectorAll('a[href], button, input, select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])');
      const hits: string[] = [];
      /** The part of the element on screen: its box cut by every ancestor that clips its overflow. */
      const shownBox = (element: Element) => {
        const own = element.getBoundingClientRect();
        let [left, top, right, bottom] = [own.left, own.top, own.right, own.bottom];
        for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const clip = node.getBoundingClientRect();
          [left, top, right, bottom] = [Math.max(left, clip.left), Math.max(top, clip.top), Math.min(right, clip.right), Math.min(bottom, clip.bottom)];
        }
        return { left, top, right, bottom };
      };
      for (const element of Array.from(interactive)) {
        if (control.contains(element) || element.contains(control)) continue;
        // Out of sight (a closed <details>, display: none, visibility: hidden) is not covered.
        if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
        const other = shownBox(element);
        if (other.right - other.left < 2 || other.bottom - other.top < 2) continue;
        if (other.left < box.right && other.right > box.left && other.top < box.bottom && other.bottom > box.top) hits.push(describe(element));
      }
      return hits;
    },
    { selector: floating, describeSource: DESCRIBE_ELEMENT },
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  return covered;
}

/** Every axe violation on the page (WCAG A/AA and best practices), named with its nodes. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Only violations are wanted: axe then skips building selectors for every passing node.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} -> ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 4).join(' | ')}`,
  );
}

/** True when the two elements' boxes overlap on screen. */
export async function boxesIntersect(page: Page, first: string, second: import('playwright-core').Locator): Promise<boolean> {
  const a = await page.locator(first).boundingBox();
  const b = await second.boundingBox();
  if (!a || !b) throw new Error('an element has no box');
  return a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;
}

/**
 * The element's text colour, and the colour it is painted on (its own background or the first
 * ancestor's that is not transparent), as their WCAG contrast ratio and the background's luminance.
 */
export async function textOnBackground(element: Locator): Promise<{ contrast: number; backgroundLuminance: number }> {
  return element.evaluate((target) => {
    let background = 'white';
    for (let node: Element | null = target; node; node = node.parentElement) {
      const own = getComputedStyle(node).backgroundColor;
      if (own !== 'rgba(0, 0, 0, 0)' && own !== 'transparent') {
        background = own;
        break;
      }
    }
    return { contrast: Math.round(window.contrastRatio(getComputedStyle(target).color, background) * 100) / 100, backgroundLuminance: window.luminanceOf(background) };
  });
}

/**
 * Whether a text box shows its whole placeholder: the placeholder laid out in the box's font and
 * content width (wrapped in a textarea, on one line in an input) fits the box's content area.
 */
export async function placeholderShownWhole(field: Locator): Promise<{ fits: boolean; text: string; needed: string; room: string }> {
  return field.evaluate((element) => {
    const box = element as HTMLInputElement | HTMLTextAreaElement;
    const style = getComputedStyle(box);
    const roomWidth = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const roomHeight = box.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    const mirror = document.createElement('div');
    for (const property of ['fontFamily', 'fontSize', 'fontWeight', 'letterSpacing', 'wordSpacing', 'lineHeight'] as const) mirror.style[property] = style[property];
    Object.assign(mirror.style, { position: 'absolute', visibility: 'hidden', top: '0', left: '0', overflowWrap: 'break-word' });
    const wraps = box.tagName === 'TEXTAREA';
    mirror.style.whiteSpace = wraps ? 'pre-wrap' : 'pre';
    if (wraps) mirror.style.width = `${roomWidth}px`;
    mirror.textContent = box.placeholder;
    document.body.append(mirror);
    const needed = mirror.getBoundingClientRect();
    mirror.remove();
    return {
      fits: needed.width <= roomWidth + 0.5 && needed.height <= roomHeight + 0.5,
      text: box.placeholder,
      needed: `${Math.round(needed.width)}x${Math.round(needed.height)}`,
      room: `${Math.round(roomWidth)}x${Math.round(roomHeight)}`,
    };
  });
}

/** The lines a piece of an element's text is laid out on (1 when it is not broken). */
export async function linesOf(element: Locator, piece: string): Promise<number> {
  return element.evaluate((root, text) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const whole = nodes.map((node) => node.data).join('');
    const start = whole.indexOf(text);
    if (start < 0) throw new Error(`"${text}" is not in "${whole}"`);
    // The piece may span text nodes (a span around part of it): a range from its first to its last character.
    const at = (offset: number): [Text, number] => {
      let seen = 0;
      for (const node of nodes) {
        if (offset <= seen + node.data.length) return [node, offset - seen];
        seen += node.data.length;
      }
      throw new Error('offset out of the text');
    };
    const range = document.createRange();
    range.setStart(...at(start));
    range.setEnd(...at(start + text.length));
    const tops = new Set(Array.from(range.getClientRects()).filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
    return tops.size;
  }, piece);
}

/** Each element's box in the page, in whole pixels. */
export type Box = { left: number; right: number; top: number; bottom: number; height: number };
export const boxesOf = (elements: Locator): Promise<Box[]> =>
  elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const { left, right, top, bottom, height } = node.getBoundingClientRect();
      return { left: Math.round(left), right: Math.round(right), top: Math.round(top), bottom: Math.round(bottom), height: Math.round(height) };
    }),
  );

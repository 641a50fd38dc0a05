import type { BrowserContext } from 'playwright-core';

/** What pages of the journeys can call inside `page.evaluate`: a serialized function cannot call one of the test file's. */
declare global {
  interface Window {
    /** The WCAG relative luminance of any CSS colour, painted on a canvas to read its sRGB value. */
    luminanceOf(colour: string): number;
  }
}

/** Gives every page of the context `window.luminanceOf`, before the page's own scripts run. */
export async function installColourReader(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    let canvas: CanvasRenderingContext2D | null = null;
    window.luminanceOf = (colour: string) => {
      canvas ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = colour;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b] = Array.from(canvas.getImageData(0, 0, 1, 1).data).map((v) => v / 255);
      const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
  });
}

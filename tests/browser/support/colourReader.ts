import type { BrowserContext } from 'playwright-core';

/** A colour as the canvas paints it: channels 0-255, alpha 0-1. */
export type Rgba = { r: number; g: number; b: number; a: number };

/** What pages of the journeys can call inside `page.evaluate`: a serialized function cannot call one of the test file's. */
declare global {
  interface Window {
    /** Any CSS colour (Tailwind's oklch included), painted on a canvas to read its sRGB value. */
    rgbaOf(colour: string): Rgba;
    /** The WCAG relative luminance of a colour. */
    luminanceOf(colour: string | Rgba): number;
    /** The WCAG contrast ratio of two colours, unrounded. */
    contrastRatio(first: string | Rgba, second: string | Rgba): number;
  }
}

/** Gives every page of the context `window.rgbaOf`, `luminanceOf` and `contrastRatio`, before the page's own scripts run. */
export async function installColourReader(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    let canvas: CanvasRenderingContext2D | null = null;
    window.rgbaOf = (colour: string) => {
      canvas ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = colour;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
      return { r, g, b, a: a / 255 };
    };
    window.luminanceOf = (colour) => {
      const { r, g, b } = typeof colour === 'string' ? window.rgbaOf(colour) : colour;
      const channel = (value: number) => (value / 255 <= 0.03928 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    window.contrastRatio = (first, second) => {
      const [light, dark] = [window.luminanceOf(first), window.luminanceOf(second)].sort((x, y) => y - x);
      return (light + 0.05) / (dark + 0.05);
    };
  });
}

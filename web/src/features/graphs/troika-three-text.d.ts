/**
 * The part of troika-three-text (installed with @react-three/drei, which renders its Text with it)
 * that the label layer uses: Text members drawn together by one BatchedText in a single draw call.
 */
declare module 'troika-three-text' {
  import { Mesh } from 'three';

  export class Text extends Mesh {
    text: string;
    font: string | null;
    fontSize: number;
    color: string | number | null;
    fillOpacity: number;
    anchorX: 'left' | 'center' | 'right' | number | string;
    anchorY: 'top' | 'top-baseline' | 'middle' | 'bottom-baseline' | 'bottom' | number | string;
    maxWidth: number;
    textAlign: 'left' | 'right' | 'center' | 'justify';
    outlineWidth: number | string;
    outlineColor: string | number;
    sdfGlyphSize: number | null;
    /** Set once the text has been typeset and its glyphs drawn into the atlas. */
    readonly textRenderInfo: { glyphBounds: Float32Array; blockBounds: [number, number, number, number] } | null;
    sync(callback?: () => void): void;
    dispose(): void;
  }

  export class BatchedText extends Text {
    addText(text: Text): void;
    removeText(text: Text): void;
  }

  export function configureTextBuilder(config: {
    useWorker?: boolean;
    sdfGlyphSize?: number;
    defaultFontURL?: string | null;
    unicodeFontsURL?: string | null;
  }): void;

  export function preloadFont(
    options: { font?: string; characters?: string | string[]; sdfGlyphSize?: number },
    callback?: () => void,
  ): void;
}

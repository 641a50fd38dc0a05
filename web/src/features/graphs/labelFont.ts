/** Served from web/public/fonts (DejaVu Sans, Bitstream Vera licence): nothing is fetched from outside. */
export const LABEL_FONT_URL = '/fonts/DejaVuSans.ttf';

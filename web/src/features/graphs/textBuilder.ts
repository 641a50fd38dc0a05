import { configureTextBuilder } from 'troika-three-text';

/**
 * Labels are typeset on the main thread. troika's default worker is built from a blob: URL and
 * rebuilds its functions from strings, which the app's Content-Security-Policy
 * (`script-src 'self'`, no `unsafe-eval`) refuses; typesetting a few dozen short labels on the
 * main thread costs little. Must run before the first label asks for a font.
 */
configureTextBuilder({ useWorker: false });

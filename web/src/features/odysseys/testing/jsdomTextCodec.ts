/**
 * react-router needs TextEncoder, which jest's jsdom environment lacks. Import this first in a
 * component test (before anything that loads react-router); a jest `setupFiles` entry would
 * make it unnecessary.
 */
import { TextDecoder, TextEncoder } from 'node:util';

const scope = globalThis as { TextEncoder?: unknown; TextDecoder?: unknown };
scope.TextEncoder ??= TextEncoder;
scope.TextDecoder ??= TextDecoder;

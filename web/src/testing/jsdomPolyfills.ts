// jsdom lacks TextEncoder/TextDecoder, which react-router needs when it loads:
// test files import this first.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

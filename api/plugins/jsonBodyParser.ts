import type { FastifyInstance } from 'fastify';
import { HttpError } from '../httpError';

/** The deepest nesting of arrays and objects a JSON body may have; real requests use a handful. */
export const MAX_JSON_DEPTH = 64;

/**
 * How deep the arrays and objects of a JSON text nest, counted in one pass without recursion
 * (brackets inside strings do not count). Stops counting once `limit` is passed.
 */
export function jsonNestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

/**
 * JSON bodies are parsed by fastify's own parser (prototype-poisoning checks included) once
 * their nesting is known to be at most MAX_JSON_DEPTH: deeper bodies answer 400 before any
 * parser or hook walks them, so no input can exhaust the stack.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestingExceeds(body as string, MAX_JSON_DEPTH)) {
      done(new HttpError(400, `The request body nests arrays or objects more than ${MAX_JSON_DEPTH} levels deep; send a flatter body.`), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}

import { z } from 'zod';
import { notFound } from '../../domain/decider';

/** UUIDs as the API takes them in paths and bodies. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id cannot name anything: the same 404 as a missing (or someone else's) item. */
export function idOf(value: string, notFoundMessage: string): string {
  if (!UUID.test(value)) throw notFound(notFoundMessage);
  return value.toLowerCase();
}

/**
 * A body field naming one of the user's items: absent says it is required, any other type says
 * what it takes. The text itself is checked where the item is looked up (a malformed id is 404).
 */
export const idText = (field: string, what: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be the id of ${what}`) });

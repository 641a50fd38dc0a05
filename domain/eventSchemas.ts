import type { ZodType } from 'zod';

/**
 * One entry per event type: the current schema version, its zod schema, and
 * upcasters from older versions (applied on read, never rewritten in the log).
 * `upcast[n]` turns data of version n into version n + 1.
 */
export type EventSchemaEntry = {
  version: number;
  schema: ZodType;
  upcast?: Record<number, (data: any) => unknown>;
};

export type EventSchemaMap = Record<string, EventSchemaEntry>;

export const defineEventSchemas = <M extends EventSchemaMap>(map: M): M => map;

import type { z, ZodType } from 'zod';
import type { DomainEvent } from './decider';

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

/**
 * The events a schema map declares: `type` is the entry's name, `data` what its schema parses.
 * `T` narrows the union to some of the map's events.
 */
export type EventOf<M extends EventSchemaMap, T extends keyof M & string = keyof M & string> = {
  [K in T]: DomainEvent<K, z.infer<M[K]['schema']>>;
}[T];

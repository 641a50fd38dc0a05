import type { EventSchemaMap } from '../domain/eventSchemas';
import type { AppendOptions, AppendResult, EventStore, NewEvent, ReadAllOptions, RecordedEvent } from './eventStore';

export class EventSchemaError extends Error {
  constructor(
    message: string,
    /** What the payload got wrong, in one line (null: not a payload problem). */
    readonly payloadIssues: string | null = null,
  ) {
    super(message);
    this.name = 'EventSchemaError';
  }
}

/** Issues on one line (`path: message; ...`): messages end up in one-line logs and CLI errors. */
const inOneLine = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) =>
  issues.map((i) => `${i.path.map(String).join('.') || 'payload'}: ${i.message}`).join('; ');

function entryFor(schemas: EventSchemaMap, type: string) {
  const entry = schemas[type];
  if (!entry) throw new EventSchemaError(`Unknown event type ${type}`);
  return entry;
}

/** Validates a payload against the current schema of its type. */
export function encodeEvent(schemas: EventSchemaMap, event: NewEvent): NewEvent {
  const entry = entryFor(schemas, event.type);
  const parsed = entry.schema.safeParse(event.data);
  if (!parsed.success) {
    const issues = inOneLine(parsed.error.issues);
    throw new EventSchemaError(`Invalid ${event.type} payload: ${issues}`, issues);
  }
  return { ...event, data: parsed.data, metadata: { ...event.metadata, schemaVersion: entry.version } };
}

/** Upcasts a stored payload to the current version and validates it. */
export function decodeEvent(schemas: EventSchemaMap, event: RecordedEvent): RecordedEvent {
  const entry = entryFor(schemas, event.type);
  let version = event.metadata?.schemaVersion ?? 1;
  let data = event.data;
  while (version < entry.version) {
    const up = entry.upcast?.[version];
    if (!up) throw new EventSchemaError(`No upcaster for ${event.type} v${version}`);
    data = up(data);
    version += 1;
  }
  const parsed = entry.schema.safeParse(data);
  if (!parsed.success) {
    const issues = inOneLine(parsed.error.issues);
    throw new EventSchemaError(`Stored ${event.type} at ${event.position} does not match its schema: ${issues}`, issues);
  }
  return { ...event, data: parsed.data, metadata: { ...event.metadata, schemaVersion: entry.version } };
}

/** The store the application uses: every payload is validated on append and on read. */
export class SchemaCheckedEventStore implements EventStore {
  constructor(
    readonly inner: EventStore,
    private readonly schemas: EventSchemaMap,
  ) {}

  appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    return this.inner.appendToStream(streamId, events.map((e) => encodeEvent(this.schemas, e)), options);
  }
  async readStream(streamId: string): Promise<RecordedEvent[]> {
    return (await this.inner.readStream(streamId)).map((e) => decodeEvent(this.schemas, e));
  }
  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    return (await this.inner.readAll(options)).map((e) => decodeEvent(this.schemas, e));
  }
  async *subscribeToAll(options: { after: bigint | null; signal: AbortSignal; batchSize?: number }): AsyncIterable<RecordedEvent> {
    for await (const e of this.inner.subscribeToAll(options)) yield decodeEvent(this.schemas, e);
  }
  headPosition(): Promise<bigint | null> {
    return this.inner.headPosition();
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}

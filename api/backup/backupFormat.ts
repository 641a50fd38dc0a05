import { z } from 'zod';
import type { RecordedEvent } from '../../commands/eventStore';
import { readExportedEvents } from '../../commands/exportImport';
import type { EventSchemaMap } from '../../domain/eventSchemas';

/**
 * A backup is one text file of JSON lines, in this order:
 *
 *   1. the header: {"format":"odyssey-backup","version":1,"created_at",...counts, "head_position"}
 *   2. `data_keys` lines {"kind":"data_key","user_id","wrapped_key","created_at","destroyed_at"}:
 *      every user's data key as stored, wrapped by the master key (base64), or null for an
 *      erased user (the row stays, so no key can be made for them again). Never the master key.
 *   3. `credentials` lines {"kind":"credential","user_id","password_hash","updated_at"}: the
 *      password hashes, which live outside the log (none of an erased user).
 *   4. `events` lines: the log up to `head_position`, in log order, exactly as stored (personal
 *      texts sealed), each line in the format of `npm run events:export`.
 *
 * The counts in the header let a restore tell a cut-off file from a whole one.
 */
export const BACKUP_FORMAT = 'odyssey-backup';
export const BACKUP_VERSION = 1;

const isoTime = z.iso.datetime({ offset: true });

export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  created_at: isoTime,
  /** The last event's position (null: an empty log). */
  head_position: z.number().int().min(1).nullable(),
  events: z.number().int().min(0),
  data_keys: z.number().int().min(0),
  credentials: z.number().int().min(0),
  /** How far into the log older events' password hashes had been copied into the credentials. */
  credentials_seeded_through: z.number().int().min(1).nullable(),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

const dataKeyLineSchema = z.strictObject({
  kind: z.literal('data_key'),
  user_id: z.uuid(),
  wrapped_key: z.base64().nullable(),
  created_at: isoTime,
  destroyed_at: isoTime.nullable(),
});
export type DataKeyLine = z.infer<typeof dataKeyLineSchema>;

const credentialLineSchema = z.strictObject({
  kind: z.literal('credential'),
  user_id: z.uuid(),
  password_hash: z.string().min(1),
  updated_at: isoTime,
});
export type CredentialLine = z.infer<typeof credentialLineSchema>;

export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

/** A backup being read: the header, keys and credentials in memory; the events read as the consumer asks. */
export type OpenedBackup = {
  header: BackupHeader;
  dataKeys: DataKeyLine[];
  credentials: CredentialLine[];
  /** Checked line by line (see readExportedEvents); a file that ends early or runs on fails at its end. */
  events: AsyncGenerator<RecordedEvent>;
};

function parseLine<T>(schema: z.ZodType<T>, raw: string | undefined, lineNo: number, what: string): T {
  if (raw === undefined) throw new BackupFileError(`The backup ends at line ${lineNo - 1}, before its ${what}: the file is incomplete.`);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new BackupFileError(`Line ${lineNo} is not JSON.`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupFileError(`Line ${lineNo} is not a valid ${what}: ${issue.path.join('.') || 'line'} ${issue.message}.`);
  }
  return parsed.data;
}

/**
 * Reads a backup's header, data keys and credentials, and hands out its events lazily: the
 * log is never held in memory.
 */
export async function openBackup(lines: AsyncIterable<string>, schemas: EventSchemaMap): Promise<OpenedBackup> {
  const iterator = lines[Symbol.asyncIterator]();
  let lineNo = 0;
  const next = async () => {
    const { value, done } = await iterator.next();
    lineNo += 1;
    return done ? undefined : value;
  };
  const first = await next();
  if (first !== undefined && !/"format"\s*:\s*"odyssey-backup"/.test(first.slice(0, 200))) {
    throw new BackupFileError('This file is not an Odyssey Planner backup (its first line is no backup header; an events:export file is restored with `npm run events:import`).');
  }
  const header = parseLine(backupHeaderSchema, first, 1, 'backup header');
  const dataKeys: DataKeyLine[] = [];
  for (let i = 0; i < header.data_keys; i++) dataKeys.push(parseLine(dataKeyLineSchema, await next(), lineNo, 'data key line'));
  const credentials: CredentialLine[] = [];
  for (let i = 0; i < header.credentials; i++) credentials.push(parseLine(credentialLineSchema, await next(), lineNo, 'credential line'));

  const firstEventLine = lineNo + 1;
  async function* rest(): AsyncGenerator<string> {
    for (;;) {
      const { value, done } = await iterator.next();
      if (done) return;
      yield value;
    }
  }
  async function* events(): AsyncGenerator<RecordedEvent> {
    let count = 0;
    let last: bigint | null = null;
    for await (const event of readExportedEvents(rest(), schemas, { firstLineNo: firstEventLine })) {
      count += 1;
      if (count > header.events) throw new BackupFileError(`The backup holds more events than its header says (${header.events}): the file was changed.`);
      last = event.position;
      yield event;
    }
    if (count < header.events) throw new BackupFileError(`The backup ends after ${count} of its ${header.events} events: the file is incomplete.`);
    const head = header.head_position === null ? null : BigInt(header.head_position);
    if (last !== head) throw new BackupFileError(`The backup's last event is at position ${last}, its header says ${head}: the file was changed.`);
  }
  return { header, dataKeys, credentials, events: events() };
}

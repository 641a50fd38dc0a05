import { createCipheriv, createDecipheriv, randomBytes, type KeyObject } from 'node:crypto';
import { ERASED, personalFields } from '../../domain/personalFields';

/**
 * Sealing an event's personal values: every text at the paths named in domain/personalFields.ts
 * is replaced by a placeholder, and the values, in path order, go into ONE AES-256-GCM
 * ciphertext under the owner's data key:
 *
 *   { ...payload with "[encrypted]" in place of each personal text, "$personal": { k: ownerId, enc } }
 *
 * One cipher operation per event (not per field) keeps replays fast. The owner id is the
 * additional authenticated data: a ciphertext cannot be moved to another user's event.
 */
export const SEALED_KEY = '$personal';
const PLACEHOLDER = '[encrypted]';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SealedPart = { k: string; enc: string };

export class PersonalDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PersonalDataError';
  }
}

type Segment = { key: string; each: boolean };
const parsedPaths = new Map<string, Segment[][]>();

function pathsOf(type: string): Segment[][] | null {
  const paths = personalFields[type];
  if (!paths) return null;
  let parsed = parsedPaths.get(type);
  if (!parsed) {
    parsed = paths.map((p) => p.split('.').map((s) => (s.endsWith('[]') ? { key: s.slice(0, -2), each: true } : { key: s, each: false })));
    parsedPaths.set(type, parsed);
  }
  return parsed;
}

/** True when events of this type may carry personal data. */
export const hasPersonalFields = (type: string) => personalFields[type] !== undefined;

/** Replaces the text at one path (copying only the objects and arrays on the way). */
function mapAt(node: unknown, segments: Segment[], i: number, fn: (text: string) => string): unknown {
  if (i === segments.length) return typeof node === 'string' ? fn(node) : node;
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return node;
  const { key, each } = segments[i];
  const child = (node as Record<string, unknown>)[key];
  if (child === undefined || child === null) return node;
  let next: unknown;
  if (each) {
    if (!Array.isArray(child)) return node;
    next = child.map((element) => mapAt(element, segments, i + 1, fn));
  } else {
    next = mapAt(child, segments, i + 1, fn);
  }
  return next === child ? node : { ...(node as object), [key]: next };
}

/** Applies `fn` to every personal text of a payload, in a fixed order (paths, then array index). */
export function mapPersonalTexts(type: string, data: unknown, fn: (text: string) => string): unknown {
  const paths = pathsOf(type);
  if (!paths) return data;
  let out = data;
  for (const segments of paths) out = mapAt(out, segments, 0, fn);
  return out;
}

function encrypt(key: KeyObject, plaintext: string, ownerId: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(ownerId));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function decrypt(key: KeyObject, enc: string, ownerId: string): string {
  const bytes = Buffer.from(enc, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(ownerId));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/**
 * The payload as it is stored. `key` null: the owner is erased, so the texts are stored as
 * the erased marker (nothing personal is kept for a deleted user, even from a late event).
 */
export function sealPayload(type: string, data: unknown, ownerId: string, key: KeyObject | null): unknown {
  if (!hasPersonalFields(type)) return data;
  if (key === null) return mapPersonalTexts(type, data, () => ERASED);
  const values: string[] = [];
  const masked = mapPersonalTexts(type, data, (text) => {
    values.push(text);
    return PLACEHOLDER;
  });
  if (values.length === 0) return data;
  const sealed: SealedPart = { k: ownerId, enc: encrypt(key, JSON.stringify(values), ownerId) };
  return { ...(masked as object), [SEALED_KEY]: sealed };
}

/** The sealed part of a stored payload, or null for a payload stored in clear. */
export function sealedPartOf(data: unknown): SealedPart | null {
  if (data === null || typeof data !== 'object') return null;
  const part = (data as Record<string, unknown>)[SEALED_KEY] as SealedPart | undefined;
  return part && typeof part.k === 'string' && typeof part.enc === 'string' ? part : null;
}

/**
 * The payload as written. `key` null (destroyed or unknown): every personal text reads as
 * the erased marker. A ciphertext that does not open with the key is an error (a wrong
 * master key or a changed row), never silently erased.
 */
export function openPayload(type: string, data: unknown, key: KeyObject | null): unknown {
  const part = sealedPartOf(data);
  if (!part) return data;
  const { [SEALED_KEY]: _sealed, ...rest } = data as Record<string, unknown>;
  if (key === null) return mapPersonalTexts(type, rest, () => ERASED);
  let values: string[];
  try {
    values = JSON.parse(decrypt(key, part.enc, part.k)) as string[];
  } catch {
    throw new PersonalDataError(`The personal data of a ${type} event does not open with its owner's key (is MASTER_KEY the one it was written with?)`);
  }
  let i = 0;
  return mapPersonalTexts(type, rest, () => values[i++] ?? ERASED);
}

/** Every personal text as the erased marker (payloads in clear of an erased owner, and checks without keys). */
export function erasePayload(type: string, data: unknown): unknown {
  return sealedPartOf(data) ? openPayload(type, data, null) : mapPersonalTexts(type, data, () => ERASED);
}

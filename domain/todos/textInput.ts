import { invalid } from '../decider';

/** Limits that keep one field from swallowing the page (and the database). */
export const LIMITS = {
  title: 500,
  description: 10_000,
  successCriteria: 5_000,
  stepTitle: 500,
  evidence: 20_000,
  note: 5_000,
  findingTitle: 500,
  findingContent: 10_000,
  /** Short labels: evidence content_type, finding source. */
  label: 100,
  /** Steps in one todo: every copy of a todo is one event holding all of them. */
  stepsPerTodo: 100,
  /** order_index range (the read model stores a 32-bit integer). */
  orderIndex: 10_000,
} as const;

/** Trimmed text, or null when absent or blank (optional fields are "sent as null when empty"). */
export function optionalText(value: string | null | undefined, max: number, label: string): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (text.length > max) throw invalid(`${label} must be at most ${max} characters`);
  return text;
}

/** Trimmed non-empty text, else the given message. */
export function requiredText(value: string | null | undefined, max: number, label: string, whenMissing: string): string {
  const text = optionalText(value, max, label);
  if (text === null) throw invalid(whenMissing);
  return text;
}

/**
 * A link given with evidence: an http(s) address or nothing. Other schemes (javascript:, data:,
 * file:) would run or read something where a screen renders it as a link.
 */
export function optionalWebAddress(value: string | null | undefined, max: number, label: string): string | null {
  const text = optionalText(value, max, label);
  if (text === null) return null;
  if (!URL.canParse(text) || !['http:', 'https:'].includes(new URL(text).protocol)) {
    throw invalid(`${label} must be a web address starting with http:// or https://`);
  }
  return text;
}

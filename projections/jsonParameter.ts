const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A text as the pg driver sends a bound one: an unpaired surrogate becomes U+FFFD (UTF-8 cannot carry it). */
const wellFormed = (_key: string, value: unknown) => (typeof value === 'string' && /[\uD800-\uDFFF]/.test(value) ? value.replace(LONE_SURROGATES, '\uFFFD') : value);

/**
 * Rows as one JSON parameter (for `json_to_recordset`): one bind whatever the number of rows.
 * PostgreSQL refuses JSON with an unpaired surrogate escape (`\ud800`), where a text bound on
 * its own is stored with U+FFFD: texts are made well-formed first, so both paths store the same.
 */
export function jsonParameter(rows: readonly unknown[]): string {
  return JSON.stringify(rows, wellFormed);
}

const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A text as the pg driver sends a bound one: an unpaired surrogate becomes U+FFFD (UTF-8 cannot carry it). */
const wellFormed = (_key: string, value: unknown) => (typeof value === 'string' && /[\uD800-\uDFFF]/.test(value) ? value.replace(LONE_SURROGATES, '\uFFFD') : value);

/**
 * Rows as one JSON parameter (for `json_to_recordset`): one bind whatever the number of rows.
 * PostgreSQL refuses JSON with an unpaired surrogate escape (`\ud800`), where a text bound on
 * its own is stored with U+FFFD: texts are made well-formed first, so both paths store the same.
 */
export function jsonParameter(rows: readonly unknown[]): string {
  const json = JSON.stringify(rows);
  // JSON.stringify writes an unpaired surrogate as an escape (`\udXXX`, lower case). Without that
  // text anywhere the rows go as they are (a replacer on every value costs a replay ~3%); with
  // it (or a user's own backslash before "ud") they are written again, well-formed.
  return json.includes('\\ud') ? JSON.stringify(rows, wellFormed) : json;
}

/** ISO 8601 in UTC with milliseconds, as `Date#toISOString` writes it, from a timestamptz column in SQL (JSON built by PostgreSQL). */
export const isoSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

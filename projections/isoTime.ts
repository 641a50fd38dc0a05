/** A time read from PostgreSQL (a Date, or its text in a JSON answer) as the ISO string answers carry. */
export const iso = (value: Date | string): string => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

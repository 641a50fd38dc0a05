/** A uuid as an in-memory key: PostgreSQL compares uuids case-insensitively and returns them in lower case. */
export const uuidKey = (uuid: string) => uuid.toLowerCase();

import { withConnectionSetting } from '../commands/postgres/connectionSetting';

/**
 * Every connection the app opens resolves unqualified names in `public` only. PostgreSQL's
 * default `"$user", public` would let a schema named after the database user (a replay, say)
 * shadow the live tables. The setting travels as a connection parameter, so pools, lock
 * clients and listeners built from this URL all get it before their first query.
 */
export function withPinnedSearchPath(databaseUrl: string): string {
  return withConnectionSetting(databaseUrl, 'search_path', 'public');
}

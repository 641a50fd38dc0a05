import { withConnectionSetting } from '../commands/postgres/connectionSetting';

/**
 * The settings every session the app opens starts with. They travel as connection parameters,
 * so pools, lock clients and listeners built from this URL all get them before their first query.
 *
 * - `search_path = public`: unqualified names resolve in `public` only. PostgreSQL's default
 *   `"$user", public` would let a schema named after the database user (a replay, say) shadow
 *   the live tables.
 * - `jit = off`: the app's statements are short, and PostgreSQL compiles any statement whose
 *   estimate passes `jit_above_cost` (100,000), which a batch update or a derived-row refresh on
 *   a freshly written table reaches: compiling took 150-230 ms a statement that runs in a few.
 */
export function withAppSessionSettings(databaseUrl: string): string {
  return withConnectionSetting(withConnectionSetting(databaseUrl, 'search_path', 'public'), 'jit', 'off');
}

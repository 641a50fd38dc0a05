import type { Knex } from 'knex';
import { analyticsViews } from './analyticsViews';

const ANALYTICS_SCHEMA = 'analytics';
export const DEFAULT_ANALYST_ROLE = 'odyssey_analyst';

type AnalyticsSetupOptions = {
  /** The read-only role (default odyssey_analyst). Created if missing. */
  role?: string;
  /** Makes the role able to log in with this password; without it a new role is NOLOGIN. */
  password?: string | null;
  /**
   * The role the app connects as: it keeps what is taken back from PUBLIC. Default: the user
   * running the setup (a superuser running it for the app names the app's role here).
   */
  appRole?: string;
};

/** Session limits of the analyst role: a forgotten query or transaction cannot hold locks for long. */
const ANALYST_LIMITS = {
  statement_timeout: '60s',
  lock_timeout: '5s',
  idle_in_transaction_session_timeout: '60s',
  idle_session_timeout: '15min',
} as const;

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Creates (again) the `analytics` views over the live read models, and the read-only role that
 * may SELECT from them and nothing else. One transaction: analysts see the old set or the new one.
 */
export async function setupAnalytics(db: Knex, options: AnalyticsSetupOptions = {}) {
  const role = options.role ?? DEFAULT_ANALYST_ROLE;
  if (!IDENTIFIER.test(role)) throw new Error(`Role name "${role}" must be lower-case letters, digits or _ (at most 63).`);
  const views: string[] = [];
  const skipped: string[] = [];
  let canLogin = false;
  /** False when the setup ran as a user that may not revoke the advisory-lock functions (not a superuser). */
  let locksWithheld = false;

  await db.transaction(async (trx) => {
    // The read models may not exist yet (first setup before the first start): bodies are checked when queried.
    await trx.raw('SET LOCAL check_function_bodies = off');
    await trx.raw(`DROP SCHEMA IF EXISTS ${ANALYTICS_SCHEMA} CASCADE`);
    await trx.raw(`CREATE SCHEMA ${ANALYTICS_SCHEMA}`);
    await trx.raw(`COMMENT ON SCHEMA ${ANALYTICS_SCHEMA} IS 'Odyssey Planner analytics: stable, documented views (docs/analytics.md). Read-only.'`);

    for (const view of analyticsViews) {
      if (view.overEventLog && !(await trx.schema.withSchema('public').hasTable('events'))) {
        skipped.push(view.name);
        continue;
      }
      const columns = view.columns.map(([name, type]) => `${name} ${type}`).join(', ');
      const qualified = `${ANALYTICS_SCHEMA}.${view.name}`;
      if (view.overEventLog) {
        await trx.raw(`CREATE VIEW ${qualified} (${view.columns.map(([name]) => name).join(', ')}) AS ${view.select}`);
      } else {
        await trx.raw(
          `CREATE FUNCTION ${qualified}_rows() RETURNS TABLE (${columns})
           LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
           AS $body$ ${view.select} $body$`,
        );
        await trx.raw(`CREATE VIEW ${qualified} AS SELECT * FROM ${qualified}_rows()`);
      }
      await trx.raw(`COMMENT ON VIEW ${qualified} IS ${literal(view.description)}`);
      views.push(view.name);
    }

    await trx.raw(`DO $$ BEGIN CREATE ROLE ${role} NOLOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$`);
    if (options.password) await trx.raw(`ALTER ROLE ${role} WITH LOGIN PASSWORD ${literal(options.password)}`);
    // A second guard besides the grants: its sessions start read-only.
    await trx.raw(`ALTER ROLE ${role} SET default_transaction_read_only = on`);
    const database = quoted((await trx.raw('SELECT current_database() AS name')).rows[0].name);
    await trx.raw(`GRANT CONNECT ON DATABASE ${database} TO ${role}`);
    await trx.raw(`GRANT USAGE ON SCHEMA ${ANALYTICS_SCHEMA} TO ${role}`);
    await trx.raw(`GRANT SELECT ON ALL TABLES IN SCHEMA ${ANALYTICS_SCHEMA} TO ${role}`);
    await trx.raw(`REVOKE ALL ON ALL FUNCTIONS IN SCHEMA ${ANALYTICS_SCHEMA} FROM PUBLIC`);
    await trx.raw(`GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${ANALYTICS_SCHEMA} TO ${role}`);
    for (const [setting, value] of Object.entries(ANALYST_LIMITS)) await trx.raw(`ALTER ROLE ${role} SET ${setting} = ${literal(value)}`);
    locksWithheld = await withholdFromPublic(trx, database, options.appRole);
    canLogin = (await trx.raw('SELECT rolcanlogin FROM pg_roles WHERE rolname = ?', [role])).rows[0].rolcanlogin;
  });
  return { views, skipped, role, canLogin, locksWithheld };
}

/**
 * What PostgreSQL grants every role (PUBLIC) and an analyst could use against the app, taken
 * back from PUBLIC and granted to the app's own role (by default the one running this setup): advisory
 * locks (the event store's append lock), temporary tables, creating in `public`, and the app's
 * functions in `public`. `default_transaction_read_only` can be switched off by any session,
 * so these grants, not that setting, are what keeps the analysts read-only.
 */
async function withholdFromPublic(trx: Knex.Transaction, database: string, appRoleName?: string): Promise<boolean> {
  const appRole = quoted(appRoleName ?? (await trx.raw('SELECT current_user AS name')).rows[0].name);
  // (No `?` in this SQL: knex reads it as a binding.)
  const lockFunctions: Array<{ signature: string }> = (
    await trx.raw(
      `SELECT p.oid::regprocedure::text AS signature FROM pg_proc p
       WHERE p.pronamespace = 'pg_catalog'::regnamespace AND p.proname LIKE 'pg%advisory%lock%' AND p.proname NOT LIKE '%unlock%'`,
    )
  ).rows;
  // Only the functions' owner (a superuser) may change their grants: report when we are not.
  const locksWithheld = await trx
    .transaction(async (savepoint) => {
      for (const { signature } of lockFunctions) {
        await savepoint.raw(`REVOKE EXECUTE ON FUNCTION ${signature} FROM PUBLIC`);
        await savepoint.raw(`GRANT EXECUTE ON FUNCTION ${signature} TO ${appRole}`);
      }
      return true;
    })
    .catch((error: { code?: string }) => {
      if (error.code === '42501') return false;
      throw error;
    });
  await trx.raw(`REVOKE TEMPORARY ON DATABASE ${database} FROM PUBLIC`);
  await trx.raw(`GRANT TEMPORARY ON DATABASE ${database} TO ${appRole}`);
  await trx.raw('REVOKE CREATE ON SCHEMA public FROM PUBLIC');
  await trx.raw('REVOKE EXECUTE ON ALL FUNCTIONS IN SCHEMA public FROM PUBLIC');
  return locksWithheld;
}

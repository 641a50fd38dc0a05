/**
 * npm run analytics:setup
 *
 * Creates the `analytics` schema (views documented in docs/analytics.md) and the read-only
 * role that may only SELECT from it: ANALYTICS_ROLE (default odyssey_analyst), NOLOGIN
 * unless ANALYTICS_PASSWORD is set. Safe to run again (after an upgrade: it replaces the views).
 */
import knexFactory from 'knex';
import { ConfigError, loadConfig } from '../config';
import { EMBEDDED_APP_ROLE, resolveDatabaseUrl } from '../resolveDatabaseUrl';
import { DEFAULT_ANALYST_ROLE, setupAnalytics } from '../../projections/analytics/setupAnalytics';

async function main() {
  const config = loadConfig();
  const role = process.env.ANALYTICS_ROLE || DEFAULT_ANALYST_ROLE;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(role)) throw new ConfigError(`Invalid configuration: ANALYTICS_ROLE "${role}" must be lower-case letters, digits or _`);
  // Creating a role needs a superuser: the embedded server's own, or whoever DATABASE_URL names.
  const { adminUrl, stop, embedded } = await resolveDatabaseUrl(config, (m) => console.log(m), { command: 'analytics:setup' });
  const db = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  try {
    // The embedded server's superuser runs the setup for the app's own role, which must keep its grants.
    const appRole = embedded ? EMBEDDED_APP_ROLE : undefined;
    const result = await setupAnalytics(db, { role, password: process.env.ANALYTICS_PASSWORD || null, appRole });
    console.log(`Created ${result.views.length} views in schema "analytics": ${result.views.join(', ')}.`);
    if (!result.locksWithheld) {
      console.log(
        'Warning: the advisory-lock functions are still open to every role (only a superuser may change that). Run analytics:setup once as a superuser, or see docs/analytics.md.',
      );
    }
    if (result.skipped.length) console.log(`Skipped (no PostgreSQL event log in this database): ${result.skipped.join(', ')}.`);
    console.log(
      `Role "${result.role}" may SELECT from analytics.* only; ${result.canLogin ? 'it can log in with ANALYTICS_PASSWORD' : 'it cannot log in (NOLOGIN): GRANT it to a login role, or set ANALYTICS_PASSWORD and run again'}.`,
    );
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === '42501') throw new Error(`${(error as Error).message}: run analytics:setup as a database user that may create roles (CREATEROLE) and owns the read models.`);
    throw error;
  } finally {
    await db.destroy();
    await stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

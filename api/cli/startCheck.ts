/**
 * The first thing `npm start` runs, before it builds the web app: a bad setting, or an app
 * already running on the same DATA_DIR, stops the start in one line. The build empties and
 * rewrites web/dist, which a running app serves, so it must not run beside one.
 */
import { ConfigError, loadConfig } from '../config';
import { BesideLiveAppError, alreadyRunningMessage, refuseBesideLiveApp } from '../resolveDatabaseUrl';

try {
  refuseBesideLiveApp(loadConfig(), 'npm start');
} catch (error) {
  if (error instanceof BesideLiveAppError) console.error(alreadyRunningMessage(error));
  else if (error instanceof ConfigError) console.error(error.message);
  else throw error;
  process.exit(1);
}

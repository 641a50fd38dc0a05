/**
 * The first thing `npm start` runs, before it builds the web app: a bad setting, an app already
 * running on the same DATA_DIR, or a PORT another program holds stops the start in one line. The
 * build empties and rewrites web/dist, which a running app serves, so it must not run beside one.
 */
import { ConfigError, loadConfig } from '../config';
import { probeListen } from '../listenProblem';
import { BesideLiveAppError, alreadyRunningMessage, refuseBesideLiveApp } from '../resolveDatabaseUrl';

async function main() {
  const config = loadConfig();
  // Our own app on this DATA_DIR holds the port too: its line (naming it) comes first.
  refuseBesideLiveApp(config, 'npm start');
  if (config.ROLE === 'all' || config.ROLE === 'api') {
    const problem = await probeListen(config.PORT, config.HOST);
    if (problem) throw new ConfigError(problem);
  }
}

main().catch((error) => {
  if (error instanceof BesideLiveAppError) console.error(alreadyRunningMessage(error));
  else if (error instanceof ConfigError) console.error(error.message);
  else throw error;
  process.exit(1);
});

import type { ServiceRole } from '../api/services';
import { startServicesBeside } from '../tests/support/testApp';

/**
 * Child process of `servicesApart` (bench/reads.ts): another process of the same deployment,
 * running the roles given (comma-separated) against the database given. Prints `ready` once
 * started; stops its services on SIGTERM.
 */
async function main() {
  const [databaseUrl, roles] = process.argv.slice(2);
  const services = await startServicesBeside({ databaseUrl }, roles.split(',') as ServiceRole[], { poolSize: 8 });
  process.on('SIGTERM', () => {
    void services.stop().finally(() => process.exit(0));
  });
  process.stdout.write('ready\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

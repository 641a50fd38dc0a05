// A PostgreSQL the app reaches through DATABASE_URL, run in a process of its own so a test can
// stop it and start it again on the same port:
//   node externalPostgres.mjs <dataDir> <port>   -> prints {"url","adminUrl"} once it accepts connections;
//                                                  SIGTERM stops the server, then the process.
import { startEmbeddedPostgres } from '../../api/embeddedPostgres.mjs';

const [dataDir, port] = process.argv.slice(2);
// Every run must know the superuser's password: a cluster keeps the one it was made with.
const server = await startEmbeddedPostgres({ dataDir, port: Number(port), database: 'external', superuserPassword: 'external-password', throwaway: true });
console.log(JSON.stringify({ url: server.url, adminUrl: server.adminUrl }));
const keepAlive = setInterval(() => {}, 1000);
process.once('SIGTERM', () => {
  clearInterval(keepAlive);
  void server.stop().then(() => process.exit(0));
});

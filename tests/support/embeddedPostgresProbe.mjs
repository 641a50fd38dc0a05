// A child process for the embedded PostgreSQL restart test:
//   node embeddedPostgresProbe.mjs <dataDir> <port> write   -> starts, writes a row, prints "ready", waits
//   node embeddedPostgresProbe.mjs <dataDir> <port> read    -> starts, prints the rows as JSON, stops, prints the timers left
import pg from 'pg';
import { startEmbeddedPostgres } from '../../api/embeddedPostgres.mjs';

const [dataDir, port, mode] = process.argv.slice(2);
// Both runs must know the superuser's password: a cluster keeps the one it was made with.
const server = await startEmbeddedPostgres({ dataDir, port: Number(port), database: 'probe', superuserPassword: 'probe-password' });
const client = new pg.Client({ connectionString: server.url });
await client.connect();
if (mode === 'write') {
  await client.query('CREATE TABLE IF NOT EXISTS kept (note text)');
  await client.query("INSERT INTO kept VALUES ('written before the kill')");
  console.log('ready');
  setInterval(() => {}, 1000);
} else {
  const { rows } = await client.query('SELECT note FROM kept');
  console.log(JSON.stringify(rows));
  await client.end();
  await server.stop();
  // What would keep this process alive once the server is stopped (nothing should).
  console.log(JSON.stringify({ timersLeft: process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length }));
}

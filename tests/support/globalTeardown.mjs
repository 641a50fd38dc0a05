export default async function globalTeardown() {
  if (globalThis.__stopEmbeddedPostgres) await globalThis.__stopEmbeddedPostgres();
}

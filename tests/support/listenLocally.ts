import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The app's address once it listens (streams and fetch need a real socket, not inject). */
export function baseUrlOf(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Listens on a free local port and answers the app's base URL. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return baseUrlOf(app);
}

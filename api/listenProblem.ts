import net from 'node:net';

/** The one line that says why the app cannot listen on HOST:PORT and what to do; null for other errors. */
export function listenProblem(error: unknown, port: number, host: string): string | null {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'EADDRINUSE') return `PORT ${port} is already in use on HOST ${host} by another program: stop it, or start with another PORT (e.g. PORT=${port + 1} npm start).`;
  if (code === 'EACCES') return `PORT ${port} on HOST ${host} may not be used by this user: choose a PORT above 1023.`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `HOST ${host} is not an address of this machine: set HOST to one of its addresses, or 0.0.0.0 for all of them.`;
  return null;
}

/** Listens on HOST:PORT for a moment, as the app will: null when it can, else the line that says why not. */
export function probeListen(port: number, host: string): Promise<string | null> {
  if (port === 0) return Promise.resolve(null);
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (error) => resolve(listenProblem(error, port, host) ?? `PORT ${port} on HOST ${host} cannot be listened on: ${error.message}`));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

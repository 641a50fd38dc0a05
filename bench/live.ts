import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { openLiveStream } from '../tests/api/liveStreamClient';
import { startTestApp } from '../tests/support/testApp';
import { ms, percentile, type BenchResult } from './benchLib';

const CHANGES = 100;
const IDLE_STREAMS = 1000;

/** A full collection, so heap figures compare (node without --expose-gc). */
function collect() {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/** An idle live stream on a bare socket: the least client memory, so the figure is mostly the server's. */
function openRawStream(port: number, token: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET /api/live HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nAccept: text/event-stream\r\n\r\n`);
    });
    socket.once('data', (chunk) => (chunk.toString().startsWith('HTTP/1.1 200') ? resolve(socket) : reject(new Error(chunk.toString().slice(0, 200)))));
    socket.on('error', reject);
  });
}

/**
 * Live updates: how long after a command's answer the change reaches another client's
 * stream, and the memory an idle stream costs with 1,000 of them open.
 */
export async function benchLive(): Promise<BenchResult[]> {
  process.env.LIVE_MAX_STREAMS_PER_USER = String(IDLE_STREAMS + 10);
  const t = await startTestApp({ poolSize: 8 });
  const results: BenchResult[] = [];
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const baseUrl = `http://127.0.0.1:${port}`;
    await t.registerUser();
    const user = await t.registerUser();

    const other = await openLiveStream(baseUrl, user.token);
    await other.next((m) => m.data.kind === 'ready');
    const delays: number[] = [];
    const roundTrips: number[] = [];
    for (let i = 0; i < CHANGES; i++) {
      const sentAt = performance.now();
      const answer = await fetch(`${baseUrl}/api/todos/`, {
        method: 'POST',
        headers: { ...user.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `Live ${i}`, success_criteria: 'Seen on the other client' }),
      });
      const answeredAt = performance.now();
      const { id } = (await answer.json()) as { id: string };
      const seen = await other.next((m) => m.data.id === id && m.data.type === 'TodoCreated');
      delays.push(Math.max(0, seen.at - answeredAt));
      roundTrips.push(seen.at - sentAt);
    }
    other.close();
    const sorted = [...delays].sort((a, b) => a - b);
    results.push({ name: `command answer -> change on another client's stream, p50 (${CHANGES} todos)`, value: ms(percentile(sorted, 50)), target: '< 1 s', met: percentile(sorted, 50) < 1000 });
    results.push({ name: 'command answer -> change on another client\'s stream, p95', value: ms(percentile(sorted, 95)), target: '< 1 s', met: percentile(sorted, 95) < 1000 });

    const trips = [...roundTrips].sort((a, b) => a - b);
    results.push({ name: 'command sent -> change on another client\'s stream, p50 / p95', value: `${ms(percentile(trips, 50))} / ${ms(percentile(trips, 95))}` });

    collect();
    const before = process.memoryUsage();
    const sockets: net.Socket[] = [];
    for (let i = 0; i < IDLE_STREAMS; i++) sockets.push(await openRawStream(port, user.token));
    await new Promise((r) => setTimeout(r, 500));
    collect();
    const after = process.memoryUsage();
    const perStream = (bytes: number) => `${(bytes / IDLE_STREAMS / 1024).toFixed(1)} KiB`;
    results.push({ name: `heap per idle stream (${IDLE_STREAMS} open; server and the bench's bare sockets in one process)`, value: perStream(after.heapUsed - before.heapUsed) });
    results.push({ name: `resident memory per idle stream (${IDLE_STREAMS} open)`, value: perStream(after.rss - before.rss) });
    for (const s of sockets) s.destroy();
  } finally {
    await t.close();
  }
  return results;
}

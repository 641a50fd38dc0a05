import http from 'node:http';
import type { Socket } from 'node:net';

/** What Node's HTTP parser refuses before fastify sees a request, as `{ detail }`. */
function answerOf(error: Error & { code?: string }): { status: number; detail: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, detail: `The request's headers are too large (at most ${Math.floor(http.maxHeaderSize / 1024)} kB in all): remove large cookies or headers and try again.` };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, detail: 'The request took too long to arrive. Please try again.' };
  return { status: 400, detail: 'The request is not valid HTTP.' };
}

/**
 * fastify's `clientErrorHandler`: a request the HTTP parser refused (headers too large,
 * malformed, too slow) answers JSON `{ detail }` like every other error, then the
 * connection closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, detail } = answerOf(error);
    const body = JSON.stringify({ detail });
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

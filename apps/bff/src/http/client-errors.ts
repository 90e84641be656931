import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** Message key of a request whose headers are over Node's limit (16 kB, `--max-http-header-size`). */
export const HEADERS_TOO_LARGE_KEY = 'error.headers-too-large';

/** Node's reason phrases of the answers below. */
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Requests Node's HTTP parser refuses before any handler sees them (decision 0076): headers over the
 * limit, a malformed request line, a request that took too long to arrive. Node's own answer has no
 * body; this one is the shop's REST error body, written to the socket (there is no response object
 * yet), and closes the connection as Node does. A connection that is gone or cannot be written to
 * is destroyed.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = JSON.stringify(
      status === 431
        ? { code: 'BAD_USER_INPUT', messageKey: HEADERS_TOO_LARGE_KEY }
        : { code: 'BAD_USER_INPUT', messageKey: 'error.invalid-request' },
    );
    socket.end(
      `HTTP/1.1 ${status} ${REASONS[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}

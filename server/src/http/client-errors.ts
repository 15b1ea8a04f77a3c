import { STATUS_CODES } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { codeForStatus } from './errors.ts';
import { securityHeaders } from './security-headers.ts';

/** What Node's HTTP parser refused, by its error code, in words a client's developer can act on. */
function describe(code: string | undefined): { status: number; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'The request headers are larger than the server takes.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'The request took too long to arrive.' };
    default:
      return { status: 400, message: 'The request is not valid HTTP/1.1.' };
  }
}

/**
 * An answer given outside Fastify's routes and hooks, in the contract's `{ error, message }` shape,
 * that closes the connection. Its body is the API's JSON, whatever the URL (the parser may not
 * have read one), so it has the security headers of an API answer.
 */
function closingAnswer(status: number, message: string, extra: Record<string, string> = {}) {
  const body = JSON.stringify({ error: codeForStatus(status), message });
  const headers = {
    ...securityHeaders('api'),
    ...extra,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  return { headers, body };
}

/** Writes a closing answer on a socket that no response object owns, and ends it. */
function answerOnSocket(
  socket: Socket,
  status: number,
  message: string,
  extra?: Record<string, string>,
): void {
  const { headers, body } = closingAnswer(status, message, extra);
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
}

/**
 * Fastify's `clientErrorHandler`: a request that Node's HTTP parser refuses (headers too large,
 * broken framing, too slow) never reaches a route or the error handler, so it is answered here, on
 * the socket, in the contract's `{ error, message }` shape like every other 4xx, and closed.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = describe(error.code);
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) answerOnSocket(socket, status, message);
  socket.destroy(error);
}

/**
 * Node answers an `Expect` other than `100-continue` with a bare 417 itself, before any route or
 * hook, unless the server's `checkExpectation` event is handled: it is, in the contract's shape.
 */
export function answerUnmetExpectation(_request: IncomingMessage, response: ServerResponse): void {
  const { headers, body } = closingAnswer(417, 'The server meets no expectation but 100-continue.');
  response.writeHead(417, headers).end(body);
}

/**
 * Node hands a `CONNECT` request (a proxy tunnel) to the server's `connect` event, and closes the
 * connection unanswered when nothing listens: this server is no proxy, and says so.
 */
export function answerConnect(_request: IncomingMessage, socket: Socket): void {
  if (socket.writable) {
    // A 405 names the methods its target takes: a tunnel's target takes none here.
    answerOnSocket(socket, 405, 'This server is not a proxy: it takes no CONNECT.', { allow: '' });
  }
  socket.end();
}

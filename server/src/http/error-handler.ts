import type { FastifyError, FastifyInstance } from 'fastify';
import { describeValidationErrors } from '../contract/validation.ts';
import {
  HttpError,
  codeForStatus,
  databaseUnavailable,
  transactionConflict,
  unsupportedMediaType,
} from './errors.ts';

// PostgreSQL error codes that only a client's input can cause, so they are the client's 4xx:
// unique and foreign-key violations, and values out of a column's range.
const DATABASE_CLIENT_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'That already exists.'],
  '23503': [409, 'That is still referred to by something else, or refers to something missing.'],
  '22003': [400, 'A number is out of range.'],
  '22P02': [400, 'A value has the wrong format.'],
  '22007': [400, 'A date is not valid.'],
  '22008': [400, 'A date is out of range.'],
  '22021': [400, 'A text has a character the database cannot store.'],
  '22P05': [400, 'A text has a character the database cannot store.'],
};

// A connection the database server refused, dropped or never answered (node-postgres gives the
// socket's code, or these words), and PostgreSQL's own: connection exceptions (class 08, but a
// protocol violation, 08P01, which is a fault of the server's own query), a server shutting down or
// starting up (57P01–57P03), too many connections (53300).
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNREACHABLE_WORDS =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether an error says the database could not be reached, rather than that a query was wrong.
 * One that carries an HTTP status is the request's own (a client that hung up mid-body is
 * `ECONNRESET` too), never the database's.
 */
export function isDatabaseUnreachable(error: {
  code?: unknown;
  message?: unknown;
  statusCode?: unknown;
}): boolean {
  if (error.statusCode !== undefined) return false;
  const code = String(error.code);
  return (
    UNREACHABLE_CODES.has(code) ||
    (code.startsWith('08') && code !== '08P01') ||
    (typeof error.message === 'string' && UNREACHABLE_WORDS.test(error.message))
  );
}

/**
 * What the database refused of a client's input, as a status and a message. A reference to a row
 * that is not there (deleted meanwhile, by a request that raced this one) names its field, as the
 * services' own checks do: `addressId 30 does not exist (any more).`
 */
export function databaseRefusal(error: {
  code?: unknown;
  detail?: unknown;
}): [status: number, message: string] | undefined {
  const known = DATABASE_CLIENT_ERRORS[String(error.code)];
  const missing =
    error.code === '23503' &&
    typeof error.detail === 'string' &&
    /^Key \((\w+)\)=\((.*)\) is not present in table/.exec(error.detail);
  if (!missing) return known;
  const field = missing[1]!.replace(/_(\w)/g, (_m, letter: string) => letter.toUpperCase());
  return [404, `${field} ${missing[2]} does not exist (any more).`];
}

// Two transactions that each wait for the other (a deadlock, 40P01), or a serialization failure
// (40001): PostgreSQL ends one of them, which is then safe to try again.
const TRANSIENT_CONFLICT_CODES = new Set(['40P01', '40001']);

// While the database is out of reach every request fails alike: its cause is logged with its stack
// once in this long, the rest briefly, so that an outage under load does not flood the log.
const OUTAGE_LOG_INTERVAL_MS = 10_000;

export function installErrorHandlers(app: FastifyInstance): void {
  let outageLoggedAt = -Infinity;
  app.setErrorHandler((raised: FastifyError & { validationContext?: string }, request, reply) => {
    // A body no parser takes (text/plain) is refused by Fastify before the route's hooks run: its
    // 415 names the type the route takes, as a form refused by those hooks does.
    let error: typeof raised | HttpError = raised;
    if (raised.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      error = unsupportedMediaType(request.routeOptions.config.bodyType ?? 'json');
    } else if (isDatabaseUnreachable(raised)) {
      // The server's failure, logged as such; the client is told to try again.
      if (Date.now() - outageLoggedAt >= OUTAGE_LOG_INTERVAL_MS) {
        outageLoggedAt = Date.now();
        request.log.error({ err: raised }, 'database unavailable');
      } else {
        request.log.warn({ code: raised.code, cause: raised.message }, 'database unavailable');
      }
      error = databaseUnavailable();
    } else if (
      raised.statusCode === undefined &&
      TRANSIENT_CONFLICT_CODES.has(String(raised.code))
    ) {
      request.log.warn({ err: raised }, 'transaction ended by the database; the client may retry');
      error = transactionConflict();
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ error: error.code, message: error.message });
    }
    if (error.validation) {
      return reply.code(400).send({
        error: 'BAD_REQUEST',
        message: describeValidationErrors(error.validation, error.validationContext),
      });
    }
    const databaseError = databaseRefusal(error);
    if (databaseError) {
      request.log.info({ err: error }, 'database refused client input');
      return reply
        .code(databaseError[0])
        .send({ error: codeForStatus(databaseError[0]), message: databaseError[1] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ error: codeForStatus(status), message: clientMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ error: 'INTERNAL_ERROR', message: 'Something went wrong on the server.' });
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The body is larger than the server takes.';
    default:
      return error instanceof SyntaxError ? 'The body is not valid JSON.' : error.message;
  }
}

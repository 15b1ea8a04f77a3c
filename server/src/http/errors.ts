/** An answer other than success, with the contract's `{ error, message }` body. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
  }
}

export const badRequest = (message: string) => new HttpError(400, 'BAD_REQUEST', message);
/** 400 for a request without the JSON object its operation takes (no body, or an empty one). */
export const missingBody = () =>
  badRequest('The request has no body; this operation takes a JSON object.');
export const unauthorized = (message = 'Sign in to do this.') =>
  new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string) => new HttpError(403, 'FORBIDDEN', message);
/** `code` tells apart what was not found where a call names several things (`ADDRESS_NOT_FOUND`). */
export const notFound = (message: string, code = 'NOT_FOUND') => new HttpError(404, code, message);
/** `code` tells apart conflicts that a client handles differently (e.g. `ALREADY_BORROWED`). */
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);

/** An update made from a `version` of a record that was updated since (see migration 005). */
export const changedMeanwhile = (what: string) =>
  conflict(
    `This ${what} was changed by someone else since you opened it. Reload it to see their changes, then make yours again.`,
    'CHANGED_MEANWHILE',
  );
export const payloadTooLarge = (message: string) =>
  new HttpError(413, 'PAYLOAD_TOO_LARGE', message);
/** The one type of body an operation takes: JSON, or a form (`multipart/form-data`) with a file. */
export type BodyType = 'json' | 'form';
/** 415 for a body of another type than the operation takes, naming the one it does. */
export const unsupportedMediaType = (takes: BodyType) =>
  new HttpError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    takes === 'form'
      ? 'This operation takes a multipart/form-data body.'
      : 'This operation takes a JSON body (Content-Type: application/json).',
  );
/**
 * 503 for a request that reaches a server shutting down (a keep-alive connection's next request):
 * the client may send it again at once, to this server's successor or a sibling behind the same
 * load balancer; `Connection: close` has it open a new connection to do so.
 */
export const shuttingDown = () =>
  new HttpError(503, 'SHUTTING_DOWN', 'The server is restarting. Try again in a moment.', {
    'retry-after': '1',
    connection: 'close',
  });
/**
 * 503 for a request the database could not serve: it is out of reach, restarting or full. Nothing
 * in the request is at fault, and the same request may succeed in a moment.
 */
export const databaseUnavailable = () =>
  new HttpError(
    503,
    'DATABASE_UNAVAILABLE',
    'The server cannot reach its database just now. Try again in a moment.',
    { 'retry-after': '5' },
  );
export const transactionConflict = () =>
  new HttpError(
    503,
    'TRY_AGAIN',
    'Another change to the same records was being made at the same moment. Try again.',
    { 'retry-after': '1' },
  );
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, 'TOO_MANY_REQUESTS', message, { 'retry-after': String(retryAfterSeconds) });

const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  411: 'LENGTH_REQUIRED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  417: 'EXPECTATION_FAILED',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
};

export function codeForStatus(status: number): string {
  return CODES[status] ?? (status < 500 ? 'BAD_REQUEST' : 'INTERNAL_ERROR');
}

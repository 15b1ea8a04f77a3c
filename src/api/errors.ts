import type { components } from './schema';

export type ErrorBody = components['schemas']['Error'];

/**
 * A failed API call. `status` is the HTTP status (0 when the server could not be reached), `code`
 * the server's machine-readable `error`, `message` its human text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }

  /** Whether asking again may succeed: the server was unreachable, busy or failing. */
  get isRetryable(): boolean {
    return this.status === 0 || this.status === 408 || this.status === 429 || this.status >= 500;
  }

  static fromBody(status: number, body: unknown): ApiError {
    if (isErrorBody(body)) return new ApiError(status, body.error, body.message);
    return new ApiError(status, `HTTP_${status}`, `The server answered ${status}.`);
  }

  static network(cause: unknown): ApiError {
    const error = new ApiError(0, 'NETWORK', 'Cannot reach the server.');
    error.cause = cause;
    return error;
  }
}

/** Whether the server sent no error body (its code is `HTTP_*`), so no words of its own. */
export function withoutBody(error: ApiError): boolean {
  return error.code.startsWith('HTTP_');
}

function isErrorBody(body: unknown): body is ErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as ErrorBody).error === 'string' &&
    typeof (body as ErrorBody).message === 'string'
  );
}

/**
 * Turns an openapi-fetch result into its data, throwing an `ApiError` for an error answer, so that
 * a machine's actor can simply `await unwrap(api.GET(...))`.
 */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    // An answer that is not JSON (a proxy's page, a cut body) came from somewhere: the call may
    // have taken effect, so it is not an unreachable server. 502 as a gateway says of a bad answer.
    if (cause instanceof SyntaxError) throw new ApiError(502, 'HTTP_502', cause.message);
    throw ApiError.network(cause);
  }
  if (!result.response.ok) throw ApiError.fromBody(result.response.status, result.error);
  return result.data as T;
}

/** Answers of the stories' MSW handlers that are not data: one that never comes, a failure. */
import { delay, HttpResponse, type JsonBodyType } from 'msw';

/** An answer that never comes: the loading state stays on screen. */
export const never = async () => {
  await delay('infinite');
  return HttpResponse.json([]);
};

export const serverError = () =>
  HttpResponse.json({ error: 'INTERNAL', message: 'The server failed.' }, { status: 500 });

/** A resolver that fails the first call (with `serverError` unless told) and then answers `body`. */
export function failsOnceThen(body: JsonBodyType, failure: () => Response = serverError) {
  let calls = 0;
  return () => (++calls === 1 ? failure() : HttpResponse.json(body));
}

/** A resolver that answers `body` to the first call and `then` to every later one. */
export function answersOnceThen(body: JsonBodyType, then: () => Response) {
  let calls = 0;
  return () => (++calls === 1 ? HttpResponse.json(body) : then());
}

/** A resolver that answers the server's refusal: `{ error, message }` with its status. */
export const refusal = (status: number, error: string, message: string) => () =>
  HttpResponse.json({ error, message }, { status });

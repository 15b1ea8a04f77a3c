/** Answers of the stories' MSW handlers that are not data: one that never comes, a failure. */
import { delay, HttpResponse, type JsonBodyType } from 'msw';

/** An answer that never comes: the loading state stays on screen. */
export const never = async () => {
  await delay('infinite');
  return HttpResponse.json([]);
};

export const serverError = () =>
  HttpResponse.json({ error: 'INTERNAL', message: 'The server failed.' }, { status: 500 });

/** A resolver that fails the first call with `serverError` and then answers `body`. */
export function failsOnceThen(body: JsonBodyType) {
  let calls = 0;
  return () => (++calls === 1 ? serverError() : HttpResponse.json(body));
}

/** A resolver that answers the server's refusal: `{ error, message }` with its status. */
export const refusal = (status: number, error: string, message: string) => () =>
  HttpResponse.json({ error, message }, { status });

import type { AnyHandler } from 'msw';
import { setupWorker } from 'msw/browser';

/**
 * The stories' mock API. An `/api/…` call no handler answered is reported as an error in the
 * console (a story forgot a handler); anything else (Storybook's own files, page loads) passes.
 */
export async function startMockWorker(...handlers: AnyHandler[]) {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    onUnhandledFrame({ frame, defaults }) {
      const request = (frame.data as { request?: Request }).request;
      if (request && new URL(request.url).pathname.startsWith('/api/')) return defaults.error();
    },
  });
  return worker;
}

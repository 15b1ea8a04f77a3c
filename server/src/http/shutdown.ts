import type { FastifyInstance } from 'fastify';
import { shuttingDown } from './errors.ts';

/**
 * Once the server starts closing, a request still arriving on an open keep-alive connection is
 * answered 503 in the contract's shape, with the CORS and security headers every answer has, so a
 * page on another origin can read it. Requests already running finish.
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (closing) throw shuttingDown();
  });
}

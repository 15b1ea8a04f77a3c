import type { HandlerGroup } from './handler.ts';

export const systemHandlers: HandlerGroup = (services) => ({
  getHealth: async () => ({ status: 'ok', database: await services.health() }),
});

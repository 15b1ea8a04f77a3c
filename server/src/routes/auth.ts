import type { LoginRequest, RegisterRequest } from '../services/api-types.ts';
import type { HandlerGroup } from './handler.ts';

export const authHandlers: HandlerGroup = ({ auth }) => ({
  login: async (request) => {
    const body = request.body as LoginRequest;
    return { token: await auth.login(body.email, body.password, request.ip) };
  },
  register: async (request, reply) => {
    reply.code(201);
    return auth.register(request.body as RegisterRequest, request.ip);
  },
});

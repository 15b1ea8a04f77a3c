import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  forbidden,
  missingBody,
  unauthorized,
  unsupportedMediaType,
  type BodyType,
} from '../http/errors.ts';
import type { Handler } from '../routes/handler.ts';
import type { AuthService } from '../services/auth-service.ts';
import { aRole, rolesInWords } from '../services/words.ts';
import type { Contract, Operation } from './contract.ts';
import { serializerSchema } from './validation.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The type of body the route's operation takes, for the 415 that names it. */
    bodyType?: BodyType;
  }
}

/**
 * Registers one route per contract operation, with the contract's request schemas for validation,
 * its success schemas for serialisation, and its `security` and `x-roles` enforced before the
 * body is even read. Every operation must have a handler and every handler an operation.
 */
export function registerRoutes(
  app: FastifyInstance,
  contract: Contract,
  handlers: Record<string, Handler>,
  auth: AuthService,
): void {
  const operationIds = new Set(contract.operations.map((op) => op.operationId));
  const missing = [...operationIds].filter((id) => !handlers[id]);
  const extra = Object.keys(handlers).filter((id) => !operationIds.has(id));
  if (missing.length || extra.length) {
    throw new Error(
      `Handlers do not match openapi.yaml: missing ${missing.join(', ') || 'none'}; ` +
        `not in the contract ${extra.join(', ') || 'none'}`,
    );
  }

  for (const operation of contract.operations) {
    const jsonBody =
      operation.body?.contentType === 'application/json' ? operation.body : undefined;
    const bodyType: BodyType =
      operation.body?.contentType === 'multipart/form-data' ? 'form' : 'json';
    app.route({
      method: operation.method,
      url: operation.url,
      schema: {
        ...(operation.params ? { params: operation.params } : {}),
        ...(operation.querystring ? { querystring: operation.querystring } : {}),
        ...(jsonBody ? { body: jsonBody.schema } : {}),
        response: Object.fromEntries(
          Object.entries(operation.responses).map(([status, schema]) => [
            status,
            serializerSchema(schema),
          ]),
        ),
      },
      config: { bodyType },
      onRequest: async (request) => authorize(request, operation, auth),
      ...(bodyType === 'json'
        ? { preValidation: jsonBody?.required ? [refuseForm, requireBody] : refuseForm }
        : {}),
      handler: handlers[operation.operationId]!,
    });
  }
}

/**
 * @fastify/multipart takes a form on every route, as no body at all: where the operation takes
 * JSON, a form is refused as a body of any other type is, not read as a missing body.
 */
async function refuseForm(request: FastifyRequest) {
  if (request.isMultipart()) throw unsupportedMediaType('json');
}

/**
 * A request without a body reaches validation as `null` (Fastify's stand-in), which would be
 * refused as a body that is not an object: it is said to have none instead.
 */
async function requireBody(request: FastifyRequest) {
  if (request.body === undefined) throw missingBody();
}

async function authorize(request: FastifyRequest, operation: Operation, auth: AuthService) {
  request.principal = null;
  // Public operations without a security requirement ignore any token: a stale one must not
  // keep anybody from signing in again.
  if (operation.auth === 'none') return;
  const principal = await auth.authenticate(request.headers.authorization);
  if (!principal) {
    if (operation.auth === 'required') throw unauthorized();
    return;
  }
  if (operation.roles.length > 0 && !operation.roles.includes(principal.role)) {
    throw forbidden(
      `This is only for ${rolesInWords(operation.roles)}; you are ${aRole(principal.role)}.`,
    );
  }
  request.principal = principal;
}

import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Role } from '../db/schema.ts';

export type JsonSchema = Record<string, unknown>;

export const CONTRACT_PATH = path.resolve(import.meta.dirname, '../../../openapi.yaml');

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** One operation of the contract, with every `$ref` resolved. */
export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** The OpenAPI path, `/api/books/{id}`. */
  path: string;
  /** The same path in Fastify's syntax, `/api/books/:id`. */
  url: string;
  /** `x-roles`: who may call it; empty means anyone. */
  roles: Role[];
  /** How the operation treats a bearer token: ignored, optional or required. */
  auth: 'none' | 'optional' | 'required';
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: { contentType: string; schema: JsonSchema; required: boolean };
  /** Success responses with a JSON body, by status code. */
  responses: Record<string, JsonSchema>;
  statuses: string[];
}

export interface Contract {
  document: JsonSchema;
  operations: Operation[];
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

let cached: Contract | undefined;

export function loadContract(file = CONTRACT_PATH): Contract {
  if (cached && file === CONTRACT_PATH) return cached;
  const document = parse(fs.readFileSync(file, 'utf8')) as JsonSchema;
  const resolved = dereference(document, document) as {
    security?: unknown[];
    paths: Record<string, Record<string, unknown>>;
  };
  const operations: Operation[] = [];

  for (const [openapiPath, item] of Object.entries(resolved.paths)) {
    const shared = (item.parameters ?? []) as Parameter[];
    for (const method of METHODS) {
      const op = item[method] as RawOperation | undefined;
      if (!op) continue;
      const parameters = [...shared, ...(op.parameters ?? [])];
      const security = op.security ?? resolved.security ?? [];
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase() as HttpMethod,
        path: openapiPath,
        url: openapiPath.replace(/\{(\w+)\}/g, ':$1'),
        roles: op['x-roles'] ?? [],
        auth: authMode(security),
        params: parameterSchema(parameters, 'path'),
        querystring: parameterSchema(parameters, 'query'),
        body: requestBody(op),
        responses: successResponses(op),
        statuses: Object.keys(op.responses ?? {}),
      });
    }
  }

  const contract = { document, operations };
  if (file === CONTRACT_PATH) cached = contract;
  return contract;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: JsonSchema;
}

interface RawOperation {
  operationId: string;
  parameters?: Parameter[];
  security?: Record<string, unknown>[];
  'x-roles'?: Role[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

function authMode(security: unknown[]): Operation['auth'] {
  if (security.length === 0) return 'none';
  const anonymousAllowed = security.some(
    (requirement) => Object.keys(requirement as object).length === 0,
  );
  return anonymousAllowed ? 'optional' : 'required';
}

function parameterSchema(parameters: Parameter[], location: string): JsonSchema | undefined {
  const selected = parameters.filter((p) => p.in === location);
  if (selected.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(selected.map((p) => [p.name, p.schema])),
    required: selected.filter((p) => p.required).map((p) => p.name),
  };
}

function requestBody(op: RawOperation): Operation['body'] {
  if (!op.requestBody) return undefined;
  const [contentType, media] = Object.entries(op.requestBody.content)[0] ?? [];
  if (!contentType || !media) return undefined;
  return { contentType, schema: media.schema, required: op.requestBody.required ?? false };
}

function successResponses(op: RawOperation): Record<string, JsonSchema> {
  const result: Record<string, JsonSchema> = {};
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    const schema = response.content?.['application/json']?.schema;
    if (status.startsWith('2') && schema) result[status] = schema;
  }
  return result;
}

/** Replaces every local `$ref` with a copy of what it points at (the contract has no cycles). */
function dereference(node: unknown, root: JsonSchema): unknown {
  if (Array.isArray(node)) return node.map((item) => dereference(item, root));
  if (typeof node !== 'object' || node === null) return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], root);
    return dereference(target, root);
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, dereference(value, root)]),
  );
}

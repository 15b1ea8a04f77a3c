import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { JsonSchema } from './contract.ts';

const addFormats = addFormatsPlugin as unknown as (ajv: Ajv) => Ajv;

// Fastify's default Ajv drops unknown properties, coerces body types and stops at the first error.
// Bodies are checked as written instead: unknown properties and wrong types are errors, and every
// error is reported. Path and query parameters arrive as text, so they are coerced to numbers.
function createAjv(coerceTypes: boolean): Ajv {
  return addFormats(
    new Ajv({
      allErrors: true,
      coerceTypes,
      useDefaults: true,
      removeAdditional: false,
      strict: false,
    }),
  );
}

export const bodyAjv = createAjv(false);
export const parameterAjv = createAjv(true);

export const validatorCompiler: FastifySchemaCompiler<JsonSchema> = ({ schema, httpPart }) =>
  httpPart === 'body' ? bodyAjv.compile(schema) : compileParameters(schema);

/** Multipart form fields are text: their numbers and booleans are parsed as parameters are. */
export function compileFormValidator(schema: JsonSchema): ValidateFunction {
  return compileParameters(schema);
}

/**
 * Parameters (path, query, form fields) arrive as text, coerced by Ajv as `Number()` reads it
 * (`0x10`, `1e3`, ` 1`). An integer is written in digits: the text is checked before coercion.
 */
function compileParameters(schema: JsonSchema): ValidateFunction {
  const validate = parameterAjv.compile(schema);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const integers = Object.keys(properties).filter((name) => properties[name]!.type === 'integer');
  if (integers.length === 0) return validate;
  const strict = ((data: Record<string, unknown> | undefined) => {
    const loose = integers.filter((name) => {
      const value = data?.[name];
      return typeof value === 'string' && !/^-?\d+$/.test(value);
    });
    const valid = validate(data);
    // Every problem is reported: the loose integers, and the others Ajv found.
    strict.errors = [
      ...loose.map((name) => ({
        instancePath: `/${name}`,
        schemaPath: `#/properties/${name}/type`,
        keyword: 'type',
        params: { type: 'integer' },
        message: 'must be integer',
      })),
      ...(validate.errors ?? []).filter(
        (error) => !loose.some((name) => error.instancePath === `/${name}`),
      ),
    ];
    if (strict.errors.length === 0) strict.errors = null;
    return valid && loose.length === 0;
  }) as ValidateFunction;
  return strict;
}

// What the contract's patterns mean, in words rather than the expression.
const PATTERN_MESSAGES: Record<string, string> = {
  // A text that must say something, not only spaces.
  '\\S': 'must not be blank',
  // The Email schema: at most 64 characters before the one @, no spaces.
  '^[^\\s@]{1,64}@[^\\s@]+$': 'must be a valid e-mail address',
};

/** One sentence per problem, each naming the field, e.g. `title is required`. */
export function describeValidationErrors(
  errors: readonly Partial<ErrorObject>[],
  context = 'body',
): string {
  const messages = new Set<string>();
  for (const error of errors) {
    // oneOf reports each failed branch and then itself; the branches say it better.
    if (error.keyword === 'oneOf' || error.keyword === 'if') continue;
    const field = fieldPath(error.instancePath ?? '', context);
    const params = (error.params ?? {}) as Record<string, unknown>;
    if (error.keyword === 'required') {
      messages.add(`${join(field, String(params.missingProperty), context)} is required`);
    } else if (error.keyword === 'additionalProperties') {
      messages.add(
        `${join(field, String(params.additionalProperty), context)} is not an accepted field`,
      );
    } else if (error.keyword === 'pattern' && PATTERN_MESSAGES[String(params.pattern)]) {
      messages.add(`${field} ${PATTERN_MESSAGES[String(params.pattern)]}`);
    } else if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
      messages.add(`${field} must be one of ${params.allowedValues.join(', ')}`);
    } else {
      messages.add(`${field} ${error.message ?? 'is invalid'}`);
    }
  }
  return [...messages].join('; ') || `${context} is invalid`;
}

function fieldPath(instancePath: string, context: string): string {
  if (!instancePath) return context;
  return instancePath
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

function join(parent: string, child: string, context: string): string {
  return parent === context ? child : `${parent}.${child}`;
}

/**
 * Response schemas for the serializer: `oneOf: [X, { type: 'null' }]` becomes a nullable X, which
 * fast-json-stringify writes directly instead of trying each branch at run time.
 */
export function serializerSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(serializerSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = schema as JsonSchema;
  const branches = node.oneOf as JsonSchema[] | undefined;
  if (Array.isArray(branches) && branches.length === 2) {
    const nonNull = branches.find((b) => b.type !== 'null');
    if (nonNull && branches.some((b) => b.type === 'null') && typeof nonNull.type === 'string') {
      const { oneOf: _oneOf, ...rest } = node;
      return serializerSchema({ ...rest, ...nonNull, type: [nonNull.type, 'null'] });
    }
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    // Annotations the serializer does not need; `format: date-time` would make it reformat dates.
    if (SERIALIZER_SKIPPED_KEYWORDS.has(key)) continue;
    // The keys of `properties` are field names (a book's `description`), not keywords.
    out[key] = key === 'properties' ? serializeProperties(value) : serializerSchema(value);
  }
  return out;
}

const SERIALIZER_SKIPPED_KEYWORDS = new Set([
  'examples',
  'description',
  'contentEncoding',
  'contentMediaType',
  'format',
]);

function serializeProperties(properties: unknown): unknown {
  if (typeof properties !== 'object' || properties === null) return properties;
  return Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => [name, serializerSchema(schema)]),
  );
}

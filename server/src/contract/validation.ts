import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { imageTooLarge } from '../services/images.ts';
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
  httpPart === 'body' ? compileBody(schema) : compileParameters(schema);

/**
 * A body's validator. A base64 file longer than its `maxLength` (a cover over 2 MiB) is a file too
 * large, 413 as the multipart route answers for the same file, not a text too long; it is told
 * first, as the multipart route reads the file before it checks the other fields.
 */
function compileBody(schema: JsonSchema): ValidateFunction {
  const validate = bodyAjv.compile(schema);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const files = Object.keys(properties).filter(
    (name) => properties[name]!.contentEncoding === 'base64' && 'maxLength' in properties[name]!,
  );
  if (files.length === 0) return validate;
  const checked = ((data: unknown) => {
    const valid = validate(data);
    checked.errors = validate.errors;
    const oversized = validate.errors?.find(
      (error) => error.keyword === 'maxLength' && files.includes(error.instancePath.slice(1)),
    );
    return oversized ? { error: imageTooLarge(oversized.instancePath.slice(1)) } : valid;
  }) as ValidateFunction;
  return checked;
}

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
  // A text that must say something: not only spaces and characters drawn as nothing (U+200B …).
  '[^\\s\\p{Cf}\\p{DI}\\u2800]': 'must not be blank',
  // The Email schema: at most 64 characters before the one @, no spaces.
  '^[^\\s@]{1,64}@[^\\s@]+$': 'must be a valid e-mail address',
  // The Isbn schema.
  '^(?:[0-9][ -]?){9}[0-9Xx]$|^(?:[0-9][ -]?){12}[0-9]$':
    'must be an ISBN-10 or ISBN-13 (digits, with hyphens or spaces)',
  // getBookCover's `v` (a book's version, as older list URLs gave it, is taken too).
  '^([0-9a-f]{16}|[1-9][0-9]{0,9})$':
    'must be the tag of the cover as its coverUrl gives it (16 lower-case hexadecimal digits)',
};

const FORMAT_MESSAGES: Record<string, string> = {
  date: 'must be a date written YYYY-MM-DD',
  int32: 'must be a whole number from -2147483648 to 2147483647',
};

const TYPE_WORDS: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

/**
 * One sentence per field, starting with the field's name, e.g. `title is required` (the kit shows a
 * message under the field it starts with), for twenty fields at most, then how many more: the
 * operation's own fields first, then fields it does not take (however many were sent, the real
 * problem is not lost among them), a long name cut short. Ajv reports every rule a value breaks, so
 * of a field's problems the most telling one is said: `""` is blank rather than too short, 2^31
 * over the maximum rather than not an int32.
 */
export function describeValidationErrors(
  errors: readonly Partial<ErrorObject>[],
  context = 'body',
): string {
  const chosen = new Map<string, { rank: number; text: string }>();
  for (const error of errors) {
    // oneOf reports each failed branch and then itself; the branches say it better.
    if (error.keyword === 'oneOf' || error.keyword === 'if') continue;
    const problem = describeError(error, context);
    const earlier = chosen.get(problem.field);
    if (!earlier || problem.rank < earlier.rank) chosen.set(problem.field, problem);
  }
  const unknown = (text: string) => (text === NOT_ACCEPTED ? 1 : 0);
  const said = [...chosen]
    .sort(([, a], [, b]) => unknown(a.text) - unknown(b.text))
    .slice(0, MAX_PROBLEMS_SAID)
    .map(([field, { text }]) => `${shortName(field)} ${text}`);
  const unsaid = chosen.size - said.length;
  if (unsaid > 0) said.push(`and ${unsaid} more ${unsaid === 1 ? 'field' : 'fields'}`);
  return said.join('; ') || `${context} is invalid`;
}

/**
 * The fields a message names: no body the contract takes has more, and a body of thousands of
 * unknown keys must not get an answer larger than itself, nor keep the server writing it.
 */
const MAX_PROBLEMS_SAID = 20;

const NOT_ACCEPTED = 'is not an accepted field';

/** A field's name as a message says it: a name no field has, sent at length, is cut short. */
const shortName = (field: string) =>
  [...field].length > 100 ? `${[...field].slice(0, 100).join('')}…` : field;

/** One Ajv error in words, with its rank among the field's problems (the lowest is said). */
function describeError(
  error: Partial<ErrorObject>,
  context: string,
): { field: string; rank: number; text: string } {
  const field = fieldPath(error.instancePath ?? '', context);
  const params = (error.params ?? {}) as Record<string, unknown>;
  const limit = Number(params.limit);
  switch (error.keyword) {
    case 'required':
      return {
        field: join(field, String(params.missingProperty), context),
        rank: 0,
        text: 'is required',
      };
    case 'additionalProperties':
      return {
        field: join(field, String(params.additionalProperty), context),
        rank: 0,
        text: NOT_ACCEPTED,
      };
    case 'type':
      return { field, rank: 0, text: typeWords(params.type) ?? error.message ?? 'is invalid' };
    case 'enum':
      return { field, rank: 0, text: `must be one of ${[params.allowedValues].flat().join(', ')}` };
    // Too long or out of range: the limit is what the sender needs to know.
    case 'maxLength':
      return { field, rank: 1, text: `must be at most ${characters(limit)}` };
    case 'maximum':
      return { field, rank: 1, text: `must be at most ${limit}` };
    case 'minimum':
      return { field, rank: 1, text: `must be at least ${limit}` };
    case 'pattern':
      return PATTERN_MESSAGES[String(params.pattern)]
        ? { field, rank: 2, text: PATTERN_MESSAGES[String(params.pattern)]! }
        : { field, rank: 4, text: 'is not in the expected form' };
    case 'format':
      return {
        field,
        rank: 2,
        text: FORMAT_MESSAGES[String(params.format)] ?? `must be a valid ${String(params.format)}`,
      };
    // Too short says less than what the value should be (`a` is not an e-mail address).
    case 'minLength':
      return { field, rank: 3, text: `must be at least ${characters(limit)}` };
    default:
      return { field, rank: 4, text: error.message ?? 'is invalid' };
  }
}

/** `must be a whole number` for Ajv's `must be integer` (`type` is one type, or a list of them). */
function typeWords(type: unknown): string | undefined {
  if (type === undefined) return undefined;
  const types = [type].flat().flatMap((name) => String(name).split(','));
  return `must be ${types.map((name) => TYPE_WORDS[name] ?? name).join(' or ')}`;
}

const characters = (count: number) => `${count} ${count === 1 ? 'character' : 'characters'}`;

function fieldPath(instancePath: string, context: string): string {
  if (!instancePath) return context;
  return instancePath
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

/** `parent.child`, or `child` at the top; a name that is empty is shown as `""`, not as nothing. */
function join(parent: string, child: string, context: string): string {
  const name = child === '' ? '""' : child;
  return parent === context ? name : `${parent}.${name}`;
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

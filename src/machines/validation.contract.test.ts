/** The client rules must match the bounds openapi.yaml gives the server (one source per fact). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  ISBN_MAX_LENGTH,
  ISBN_PATTERN,
  NOT_BLANK,
  REVIEW_CONTENT_MAX,
  REVIEW_TITLE_MAX,
  addressRules,
  libraryRules,
  registerRules,
  validate,
  type RuleSet,
} from './validation';

interface Schema {
  type?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, Schema>;
  $ref?: string;
}

const spec = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, Schema> };
};
const schemas = spec.components.schemas;

function resolve(schema: Schema): Schema {
  return schema.$ref ? resolve(schemas[schema.$ref.split('/').pop()!]!) : schema;
}

/**
 * Every string property with a maxLength is refused one character over it, and not at it; one the
 * contract marks as not blank (`NOT_BLANK`) is refused when it is only spaces or invisible characters.
 */
function expectMaxLengths(schemaName: string, rules: RuleSet<Record<string, unknown>>) {
  const properties = schemas[schemaName]!.properties!;
  let checked = 0;
  for (const [field, raw] of Object.entries(properties)) {
    const property = resolve(raw);
    const notBlank = property.pattern === NOT_BLANK.source;
    if (property.maxLength === undefined || property.$ref || (property.pattern && !notBlank)) {
      continue;
    }
    checked += 1;
    if (notBlank) {
      for (const blank of ['  ', '\u200b \u2060', '\u3164\u2800\ufe0f']) {
        expect(validate({ [field]: blank }, rules)[field], `${schemaName}.${field}`).toEqual({
          key: 'validation.required',
        });
      }
    }
    const over = validate({ [field]: 'x'.repeat(property.maxLength + 1) }, rules);
    expect(over[field], `${schemaName}.${field}`).toEqual({
      key: 'validation.maxLength',
      params: { max: property.maxLength },
    });
    const at = validate({ [field]: 'x'.repeat(property.maxLength) }, rules);
    expect(at[field], `${schemaName}.${field}`).toBeUndefined();
    // The contract counts code points: as many emoji as the limit are within it.
    const emoji = validate({ [field]: '📚'.repeat(property.maxLength) }, rules);
    expect(emoji[field], `${schemaName}.${field}`).toBeUndefined();
  }
  expect(checked, `${schemaName}: fields checked`).toBeGreaterThan(0);
}

describe('validation against openapi.yaml', () => {
  it('uses the Email schema', () => {
    expect(EMAIL_PATTERN.source).toBe(schemas.Email!.pattern);
    expect(EMAIL_MAX_LENGTH).toBe(schemas.Email!.maxLength);
  });

  it('uses the Isbn schema and the not-blank pattern', () => {
    expect(ISBN_PATTERN.source).toBe(schemas.Isbn!.pattern);
    expect(ISBN_MAX_LENGTH).toBe(schemas.Isbn!.maxLength);
    expect(NOT_BLANK.source).toBe(schemas.BookTitle!.pattern);
  });

  it('uses the ReviewCreate limits', () => {
    const review = schemas.ReviewCreate!.properties!;
    expect(REVIEW_TITLE_MAX).toBe(review.title!.maxLength);
    expect(REVIEW_CONTENT_MAX).toBe(review.content!.maxLength);
  });

  it('uses the AddressInput, LibraryInput and RegisterRequest lengths', () => {
    expectMaxLengths('AddressInput', addressRules as RuleSet<Record<string, unknown>>);
    expectMaxLengths('LibraryInput', libraryRules as RuleSet<Record<string, unknown>>);
    expectMaxLengths('RegisterRequest', registerRules as RuleSet<Record<string, unknown>>);
    const password = schemas.RegisterRequest!.properties!.password!;
    const rules = registerRules as RuleSet<Record<string, unknown>>;
    const tooShort = validate({ password: 'x'.repeat(password.minLength! - 1) }, rules);
    expect(tooShort.password).toEqual({
      key: 'validation.minLength',
      params: { min: password.minLength },
    });
  });
});

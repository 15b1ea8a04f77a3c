/**
 * Pure validators of spec section 5, with the bounds of `openapi.yaml` where the server enforces
 * more than the spec shows (so a form never sends what the server will refuse). They return
 * message KEYS with params; the texts live in `src/i18n`.
 */
import type { components } from '../api/schema';
import type { MessageKey } from '../i18n/messages';
import { isBookable, isIsoDate, lastBookable } from './dates';
import '../i18n/en/validation';

type Schemas = components['schemas'];

/**
 * A validation text's key in the catalog, so a key without a text fails the type check.
 * `validation.server` is a field refused by the server; `params.message` holds the server's text.
 */
export type ValidationKey = Extract<MessageKey, `validation.${string}`>;

export interface ValidationMessage {
  key: ValidationKey;
  params?: Record<string, string | number>;
}

/** One rule: the message when `value` breaks it, otherwise null. */
export type Rule = (value: unknown) => ValidationMessage | null;

export type FieldErrors<TValues> = Partial<Record<keyof TValues, ValidationMessage>>;

export type RuleSet<TValues> = { [K in keyof TValues]?: Rule[] };

/**
 * openapi.yaml's not-blank pattern: a visible character, not only spaces, invisible format
 * characters (U+200B …) or characters drawn as nothing (U+3164 …), which would save as a blank card.
 */
export const NOT_BLANK = /[^\s\p{Cf}\p{DI}\u2800]/u;

/** Characters as openapi.yaml counts them (code points): an emoji is one. */
export const charCount = (text: string): number => [...text].length;

export function isEmpty(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && !NOT_BLANK.test(value))
  );
}

// The generic rules. All but `required` let an empty value pass: emptiness is `required`'s job.

export const required: Rule = (value) => (isEmpty(value) ? { key: 'validation.required' } : null);

export function minLength(min: number): Rule {
  return (value) =>
    typeof value === 'string' && !isEmpty(value) && charCount(value) < min
      ? { key: 'validation.minLength', params: { min } }
      : null;
}

export function maxLength(max: number): Rule {
  return (value) =>
    typeof value === 'string' && charCount(value) > max
      ? { key: 'validation.maxLength', params: { max } }
      : null;
}

export function min(bound: number): Rule {
  return (value) =>
    typeof value === 'number' && value < bound
      ? { key: 'validation.min', params: { min: bound } }
      : null;
}

export function max(bound: number): Rule {
  return (value) =>
    typeof value === 'number' && value > bound
      ? { key: 'validation.max', params: { max: bound } }
      : null;
}

/** NaN is what was typed but is not a number ("1e"): not a whole number either. */
export const integer: Rule = (value) =>
  typeof value === 'number' && !Number.isInteger(value) ? { key: 'validation.integer' } : null;

/** Tests the value as the forms send it: trimmed (a pasted ISBN often brings a space along). */
export function pattern(regex: RegExp, key: ValidationKey = 'validation.pattern'): Rule {
  return (value) =>
    typeof value === 'string' && !isEmpty(value) && !regex.test(value.trim()) ? { key } : null;
}

/** openapi.yaml's `Email`: 3..254 characters, 1..64 before the `@`, no spaces, one `@`. */
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]+$/u;
export const EMAIL_MAX_LENGTH = 254;

export const email: Rule = (value) => {
  if (typeof value !== 'string' || isEmpty(value)) return null;
  const length = charCount(value);
  const ok = length >= 3 && length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
  return ok ? null : { key: 'validation.email' };
};

export const isoDate: Rule = (value) =>
  typeof value === 'string' && !isEmpty(value) && !isIsoDate(value)
    ? { key: 'validation.date' }
    : null;

/**
 * A date from `today` to `MAX_DAYS_AHEAD` days later: borrow and return dates, as the API takes
 * them.
 */
export function bookable(today: string): Rule {
  return (value) =>
    typeof value === 'string' && isIsoDate(value) && !isBookable(value, today)
      ? { key: 'validation.dateRange', params: { today, latest: lastBookable(today) } }
      : null;
}

/** The shape of a chosen file that validation needs; a DOM `File` fits it. */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

/** openapi.yaml: covers are JPEG, at most 2 MiB. The server checks the content; this is a hint. */
export const IMAGE_MAX_MB = 2;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;

export const jpegImage: Rule = (value) => {
  if (value === null || value === undefined) return null;
  const file = value as FileLike;
  // Some systems report no type at all; let the server decide then.
  if (file.type !== '' && file.type !== 'image/jpeg') return { key: 'validation.imageType' };
  if (file.size > IMAGE_MAX_BYTES) {
    return { key: 'validation.imageSize', params: { max: IMAGE_MAX_MB } };
  }
  return null;
};

/** The first broken rule of each field, or no entry for a valid field. */
export function validate<TValues extends object>(
  values: TValues,
  rules: RuleSet<TValues>,
): FieldErrors<TValues> {
  const errors: FieldErrors<TValues> = {};
  for (const field of Object.keys(rules) as (keyof TValues)[]) {
    for (const rule of rules[field] ?? []) {
      const message = rule(values[field]);
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

// The forms' values, as their fields hold them (an empty number field is null).

export interface LoginValues {
  email: string;
  password: string;
}

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  role: Schemas['RegistrableRole'] | '';
  libraryId?: number | null;
}

/** A library's fields, and on an edit the version they were loaded at. */
export type LibraryValues = Schemas['LibraryInput'];

export interface BookCreateValues {
  title: string;
  author: string;
  isbn: string;
  availableCopies: number | null;
  description: string;
  available: boolean | null;
  categoryId: number | null;
  image: FileLike | null;
}

export type BookEditValues = Omit<BookCreateValues, 'image' | 'availableCopies'> & {
  availableCopies?: number | null;
};

export interface ReviewValues {
  rating: number | null;
  title: string;
  content: string;
}

export interface ReturnValues {
  pickupDate: string;
}

export type AddressValues = Schemas['AddressInput'];

// The rule sets of the forms.

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_CONTENT_MAX = 2000;

export const loginRules: RuleSet<LoginValues> = {
  email: [required, email],
  password: [required, maxLength(128)],
};

export const registerRules: RuleSet<RegisterValues> = {
  name: [required, maxLength(100)],
  email: [required, email],
  password: [required, minLength(8), maxLength(128)],
  role: [required],
};

export const libraryRules: RuleSet<LibraryValues> = {
  name: [required, maxLength(200)],
  city: [required, maxLength(100)],
  address: [required, maxLength(300)],
  contactPhone: [required, maxLength(50)],
  contactEmail: [required, email],
};

/** openapi.yaml's `Isbn`: ISBN-10 or ISBN-13, a hyphen or space allowed after each digit. */
export const ISBN_PATTERN = /^(?:[0-9][ -]?){9}[0-9Xx]$|^(?:[0-9][ -]?){12}[0-9]$/;

/** openapi.yaml's `Isbn` length: a hyphen after every digit of an ISBN-10 is two too many. */
export const ISBN_MAX_LENGTH = 17;
const isbnLength: Rule = (value) =>
  maxLength(ISBN_MAX_LENGTH)(typeof value === 'string' ? value.trim() : value);

const bookFieldRules = {
  title: [required, maxLength(200)],
  author: [required, maxLength(200)],
  isbn: [required, pattern(ISBN_PATTERN, 'validation.isbn'), isbnLength],
  description: [required, maxLength(4000)],
  available: [required],
  categoryId: [required],
} satisfies RuleSet<BookEditValues>;

const copiesRules = [integer, min(0), max(10000)];

export const bookCreateRules: RuleSet<BookCreateValues> = {
  ...bookFieldRules,
  availableCopies: [required, ...copiesRules],
  image: [required, jpegImage],
};

export const bookEditRules: RuleSet<BookEditValues> = {
  ...bookFieldRules,
  availableCopies: copiesRules,
};

export const reviewRules: RuleSet<ReviewValues> = {
  rating: [required, integer, min(1), max(5)],
  title: [required, maxLength(REVIEW_TITLE_MAX)],
  content: [required, maxLength(REVIEW_CONTENT_MAX)],
};

/** A bookable date, as the borrow's rental date and the return's pickup date are. */
export const dateFromToday = (today: string): Rule[] => [required, isoDate, bookable(today)];

export function returnRules(today: string): RuleSet<ReturnValues> {
  return { pickupDate: dateFromToday(today) };
}

export const addressRules: RuleSet<AddressValues> = {
  street: [required, maxLength(200)],
  city: [required, maxLength(100)],
  state: [required, maxLength(100)],
  zipCode: [required, maxLength(20)],
};

export const validateLogin = (values: LoginValues) => validate(values, loginRules);
export const validateRegister = (values: RegisterValues) => validate(values, registerRules);
export const validateLibrary = (values: LibraryValues) => validate(values, libraryRules);
export const validateBookCreate = (values: BookCreateValues) => validate(values, bookCreateRules);
export const validateBookEdit = (values: BookEditValues) => validate(values, bookEditRules);
export const validateReview = (values: ReviewValues) => validate(values, reviewRules);
export const validateReturn = (values: ReturnValues, today: string) =>
  validate(values, returnRules(today));
export const validateAddress = (values: AddressValues) => validate(values, addressRules);

/** Which fields the user has left (or all, after a submit attempt): errors show only for those. */
export type Touched<TValues> = Partial<Record<keyof TValues, boolean>>;

export function visibleErrors<TValues>(
  errors: FieldErrors<TValues>,
  touched: Touched<TValues>,
): FieldErrors<TValues> {
  const visible: FieldErrors<TValues> = {};
  for (const field of Object.keys(errors) as (keyof TValues)[]) {
    if (touched[field]) visible[field] = errors[field];
  }
  return visible;
}

export function touchAll<TValues extends object>(values: TValues): Touched<TValues> {
  const touched: Touched<TValues> = {};
  for (const field of Object.keys(values) as (keyof TValues)[]) touched[field] = true;
  return touched;
}

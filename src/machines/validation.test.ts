import { describe, expect, it } from 'vitest';
import {
  IMAGE_MAX_BYTES,
  email,
  hasErrors,
  integer,
  isoDate,
  jpegImage,
  max,
  maxLength,
  min,
  minLength,
  bookable,
  pattern,
  required,
  validate,
  validateAddress,
  validateBookCreate,
  validateBookEdit,
  validateLibrary,
  validateLogin,
  validateRegister,
  validateReturn,
  validateReview,
  type BookCreateValues,
} from './validation';

describe('generic rules', () => {
  it('required refuses empty, blank and missing values but not false or 0', () => {
    // Invisible format characters (zero-width space, word joiner, byte order mark) are blank too,
    // as are characters drawn as nothing (a Hangul filler, the blank braille pattern, a variation
    // selector).
    for (const value of [
      null,
      undefined,
      '',
      '   ',
      '\u200b',
      '\u2060\ufeff ',
      '\u3164',
      '\u2800\ufe0f',
    ]) {
      expect(required(value)).toEqual({ key: 'validation.required' });
    }
    // NaN is something typed that is not a number: `integer` says so, not `required`.
    for (const value of ['a', 0, false, Number.NaN]) expect(required(value)).toBeNull();
  });

  it('length rules give their bound as a param and leave empty values to required', () => {
    expect(minLength(3)('ab')).toEqual({ key: 'validation.minLength', params: { min: 3 } });
    expect(minLength(3)('abc')).toBeNull();
    expect(minLength(3)('')).toBeNull();
    expect(maxLength(3)('abcd')).toEqual({ key: 'validation.maxLength', params: { max: 3 } });
    expect(maxLength(3)('abc')).toBeNull();
    // Code points, as openapi.yaml counts: three emoji are three characters, not six.
    expect(maxLength(3)('📚📖📕')).toBeNull();
    expect(maxLength(3)('📚📖📕📗')).toEqual({ key: 'validation.maxLength', params: { max: 3 } });
    expect(minLength(3)('📚📖')).toEqual({ key: 'validation.minLength', params: { min: 3 } });
  });

  it('number rules check bounds and integers', () => {
    expect(min(1)(0)).toEqual({ key: 'validation.min', params: { min: 1 } });
    expect(min(1)(1)).toBeNull();
    expect(max(5)(6)).toEqual({ key: 'validation.max', params: { max: 5 } });
    expect(max(5)(5)).toBeNull();
    expect(integer(2.5)).toEqual({ key: 'validation.integer' });
    expect(integer(Number.NaN)).toEqual({ key: 'validation.integer' });
    expect(integer(2)).toBeNull();
    expect(min(1)(null)).toBeNull();
  });

  it('pattern uses its own key when given one', () => {
    expect(pattern(/^\d+$/)('12a')).toEqual({ key: 'validation.pattern' });
    expect(pattern(/^\d+$/, 'validation.isbn')('12a')).toEqual({ key: 'validation.isbn' });
    expect(pattern(/^\d+$/)('123')).toBeNull();
    expect(pattern(/^\d+$/)('')).toBeNull();
    // The value as the form sends it, trimmed.
    expect(pattern(/^\d+$/)(' 123 ')).toBeNull();
  });

  it('email follows openapi.yaml: 254 in total, 64 before the @, one @, no spaces', () => {
    expect(email('member@demo.test')).toBeNull();
    expect(email('a@b')).toBeNull();
    expect(email(`${'a'.repeat(64)}@demo.test`)).toBeNull();
    expect(email(`${'a'.repeat(65)}@demo.test`)).toEqual({ key: 'validation.email' });
    const domain = `${'d'.repeat(254 - 2)}`;
    expect(email(`a@${domain}`)).toBeNull();
    expect(email(`a@${domain}d`)).toEqual({ key: 'validation.email' });
    for (const bad of ['member', '@demo.test', 'member@', 'a b@demo.test', 'a@b@c', 'x@ y']) {
      expect(email(bad)).toEqual({ key: 'validation.email' });
    }
    expect(email('')).toBeNull();
  });

  it('dates must be real and, for pickups and rentals, from today to 90 days ahead', () => {
    expect(isoDate('2026-02-30')).toEqual({ key: 'validation.date' });
    expect(isoDate('2026-02-28')).toBeNull();
    const outside = {
      key: 'validation.dateRange',
      params: { today: '2026-03-10', latest: '2026-06-08' },
    };
    expect(bookable('2026-03-10')('2026-03-09')).toEqual(outside);
    expect(bookable('2026-03-10')('2026-03-10')).toBeNull();
    expect(bookable('2026-03-10')('2026-06-08')).toBeNull();
    expect(bookable('2026-03-10')('2026-06-09')).toEqual(outside);
  });

  it('an image must be a JPEG of at most 2 MiB', () => {
    expect(jpegImage({ name: 'a.jpg', size: 10, type: 'image/jpeg' })).toBeNull();
    expect(jpegImage({ name: 'a.jpg', size: 10, type: '' })).toBeNull();
    expect(jpegImage({ name: 'a.png', size: 10, type: 'image/png' })).toEqual({
      key: 'validation.imageType',
    });
    expect(jpegImage({ name: 'a.jpg', size: IMAGE_MAX_BYTES + 1, type: 'image/jpeg' })).toEqual({
      key: 'validation.imageSize',
      params: { max: 2 },
    });
    expect(jpegImage(null)).toBeNull();
  });

  it('validate reports the first broken rule per field', () => {
    const errors = validate(
      { a: '', b: 'toolong' },
      { a: [required, maxLength(2)], b: [required, maxLength(2)] },
    );
    expect(errors).toEqual({
      a: { key: 'validation.required' },
      b: { key: 'validation.maxLength', params: { max: 2 } },
    });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({})).toBe(false);
  });
});

describe('form rule sets', () => {
  it('login: e-mail required and valid, password required', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: { key: 'validation.required' },
      password: { key: 'validation.required' },
    });
    expect(validateLogin({ email: 'nope', password: 'x' })).toEqual({
      email: { key: 'validation.email' },
    });
    expect(validateLogin({ email: 'member@demo.test', password: 'x' })).toEqual({});
  });

  it('register: name, valid e-mail, password of 8+ and role all required', () => {
    expect(validateRegister({ name: '', email: '', password: '', role: '' })).toEqual({
      name: { key: 'validation.required' },
      email: { key: 'validation.required' },
      password: { key: 'validation.required' },
      role: { key: 'validation.required' },
    });
    expect(
      validateRegister({ name: 'Mary', email: 'm@demo.test', password: 'short', role: 'USER' }),
    ).toEqual({ password: { key: 'validation.minLength', params: { min: 8 } } });
    expect(
      validateRegister({
        name: 'Mary',
        email: 'm@demo.test',
        password: 'long enough',
        role: 'USER',
      }),
    ).toEqual({});
  });

  it('library: four fields required and a valid contact e-mail', () => {
    const valid = {
      name: 'Central',
      city: 'Leeds',
      address: '1 Library Way',
      contactPhone: '0113 000',
      contactEmail: 'central@demo.test',
    };
    expect(validateLibrary(valid)).toEqual({});
    expect(validateLibrary({ ...valid, contactPhone: '', contactEmail: 'central' })).toEqual({
      contactPhone: { key: 'validation.required' },
      contactEmail: { key: 'validation.email' },
    });
    expect(validateLibrary({ ...valid, name: 'n'.repeat(201) }).name?.key).toBe(
      'validation.maxLength',
    );
  });

  const validBook: BookCreateValues = {
    title: 'Middlemarch',
    author: 'George Eliot',
    isbn: '978-0-14-143954-9',
    availableCopies: 2,
    description: 'A study of provincial life.',
    available: true,
    categoryId: 1,
    image: { name: 'cover.jpg', size: 1000, type: 'image/jpeg' },
  };

  it('book add: every field required, an image chosen, a real ISBN and whole copies', () => {
    expect(validateBookCreate(validBook)).toEqual({});
    expect(
      validateBookCreate({
        title: '',
        author: '',
        isbn: '',
        availableCopies: null,
        description: '',
        available: null,
        categoryId: null,
        image: null,
      }),
    ).toEqual({
      title: { key: 'validation.required' },
      author: { key: 'validation.required' },
      isbn: { key: 'validation.required' },
      availableCopies: { key: 'validation.required' },
      description: { key: 'validation.required' },
      available: { key: 'validation.required' },
      categoryId: { key: 'validation.required' },
      image: { key: 'validation.required' },
    });
    expect(validateBookCreate({ ...validBook, available: false, availableCopies: 0 })).toEqual({});
    for (const isbn of [
      'abc',
      '1---------1',
      '12345678901',
      '1234567890123X',
      '978--0-14-1439549',
    ]) {
      expect(validateBookCreate({ ...validBook, isbn }).isbn, isbn).toEqual({
        key: 'validation.isbn',
      });
    }
    // Digits the pattern takes, with more hyphens than the contract's 17 characters hold.
    expect(validateBookCreate({ ...validBook, isbn: '0-3-0-6-4-0-6-1-5-2' }).isbn).toEqual({
      key: 'validation.maxLength',
      params: { max: 17 },
    });
    for (const isbn of [' 978-0-14-143954-9 ', '9780141439549', '0-306-40615-X', '0 306 40615 2']) {
      expect(validateBookCreate({ ...validBook, isbn }).isbn, isbn).toBeUndefined();
    }
    expect(validateBookCreate({ ...validBook, availableCopies: -1 }).availableCopies?.key).toBe(
      'validation.min',
    );
    expect(validateBookCreate({ ...validBook, availableCopies: 1.5 }).availableCopies?.key).toBe(
      'validation.integer',
    );
  });

  it('book edit: no image, copies optional', () => {
    const { image: _image, availableCopies: _copies, ...edit } = validBook;
    expect(validateBookEdit(edit)).toEqual({});
    expect(validateBookEdit({ ...edit, availableCopies: null })).toEqual({});
    expect(validateBookEdit({ ...edit, title: ' ', categoryId: null })).toEqual({
      title: { key: 'validation.required' },
      categoryId: { key: 'validation.required' },
    });
  });

  it('review: rating 1..5, title up to 100, content up to 2000, all required', () => {
    expect(
      validateReview({ rating: 5, title: 't'.repeat(100), content: 'c'.repeat(2000) }),
    ).toEqual({});
    expect(validateReview({ rating: null, title: '', content: '' })).toEqual({
      rating: { key: 'validation.required' },
      title: { key: 'validation.required' },
      content: { key: 'validation.required' },
    });
    expect(
      validateReview({ rating: 6, title: 't'.repeat(101), content: 'c'.repeat(2001) }),
    ).toEqual({
      rating: { key: 'validation.max', params: { max: 5 } },
      title: { key: 'validation.maxLength', params: { max: 100 } },
      content: { key: 'validation.maxLength', params: { max: 2000 } },
    });
    expect(validateReview({ rating: 0, title: 't', content: 'c' }).rating?.key).toBe(
      'validation.min',
    );
  });

  it('return: a pickup date is required, real, and from today to 90 days ahead', () => {
    expect(validateReturn({ pickupDate: '' }, '2026-03-10')).toEqual({
      pickupDate: { key: 'validation.required' },
    });
    expect(validateReturn({ pickupDate: '2026-03-32' }, '2026-03-10').pickupDate?.key).toBe(
      'validation.date',
    );
    expect(validateReturn({ pickupDate: '2026-03-09' }, '2026-03-10').pickupDate?.key).toBe(
      'validation.dateRange',
    );
    expect(validateReturn({ pickupDate: '2026-06-09' }, '2026-03-10').pickupDate?.key).toBe(
      'validation.dateRange',
    );
    expect(validateReturn({ pickupDate: '2026-03-10' }, '2026-03-10')).toEqual({});
  });

  it('address: street, city, state and zip code all required', () => {
    expect(validateAddress({ street: '', city: '', state: '', zipCode: '' })).toEqual({
      street: { key: 'validation.required' },
      city: { key: 'validation.required' },
      state: { key: 'validation.required' },
      zipCode: { key: 'validation.required' },
    });
    expect(
      validateAddress({ street: '1 High St', city: 'Leeds', state: 'WY', zipCode: 'LS1' }),
    ).toEqual({});
  });
});

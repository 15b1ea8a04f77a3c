import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { signToken, verifyToken } from '../src/auth/jwt.ts';
import { clientKey } from '../src/auth/client-key.ts';
import { LoginLimiter } from '../src/auth/login-limiter.ts';
import { RegistrationLimiter } from '../src/auth/registration-limiter.ts';
import { hashPassword, verifyPassword } from '../src/auth/password.ts';
import { describeValidationErrors } from '../src/contract/validation.ts';
import {
  earliestToday,
  isTodayOrLater,
  latestBookable,
  latestToday,
} from '../src/services/dates.ts';
import { waitText } from '../src/services/auth-service.ts';
import { databaseRefusal } from '../src/http/error-handler.ts';
import { readJpeg } from '../src/services/images.ts';
import { exifOrientation, fitCover, rgbProfileSegments } from '../src/services/cover-pixels.ts';
import { storedCover } from '../src/services/covers.ts';
import { CatalogCache } from '../src/services/catalog-cache.ts';
import jpeg from 'jpeg-js';
import { readConfig } from '../src/config.ts';
import { withdrawnCouriersTasks } from '../src/services/words.ts';
import {
  TRAILER,
  colourAt,
  halvesJpeg,
  headerMarkers,
  jpegWithThumbnail,
  manyScanJpeg,
  noiseJpeg,
  quadrantsJpeg,
  twoScanJpeg,
  withDimensions,
  withOrientation,
  withProfile,
} from './helpers/jpegs.ts';

describe('today, anywhere on Earth', () => {
  it('accepts the date of UTC-12 and later, so a member west of Greenwich keeps their today', () => {
    const evening = Date.parse('2026-03-10T05:00:00Z'); // 21:00 on the 9th in California
    expect(earliestToday(evening)).toBe('2026-03-09');
    expect(isTodayOrLater('2026-03-09', evening)).toBe(true);
    expect(isTodayOrLater('2026-03-08', evening)).toBe(false);
    const noon = Date.parse('2026-03-10T12:00:00Z');
    expect(isTodayOrLater('2026-03-09', noon)).toBe(false);
    expect(isTodayOrLater('2026-03-10', noon)).toBe(true);
  });

  it('books at most 90 days after the latest today on Earth (UTC+14)', () => {
    const evening = Date.parse('2026-03-10T11:00:00Z'); // already the 11th in Kiribati
    expect(latestBookable(evening)).toBe('2026-06-09');
    expect(latestBookable(Date.parse('2026-03-10T09:00:00Z'))).toBe('2026-06-08');
  });

  it('has begun a day once it has begun in Kiribati (UTC+14), where a task may be done on it', () => {
    expect(latestToday(Date.parse('2026-03-10T09:59:00Z'))).toBe('2026-03-10');
    expect(latestToday(Date.parse('2026-03-10T10:00:00Z'))).toBe('2026-03-11');
    expect(latestToday(Date.parse('2026-03-10T23:59:00Z'))).toBe('2026-03-11');
  });
});

describe('tokens', () => {
  const secret = Buffer.alloc(32, 7);
  it('verify with the secret until they expire', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const token = signToken({ userId: 3, libraryId: 1, role: 'USER' }, secret, 60, now);
    expect(verifyToken(token, secret, now + 59_000)).toMatchObject({
      userId: 3,
      libraryId: 1,
      role: 'USER',
    });
    expect(verifyToken(token, secret, now + 60_000)).toBeNull();
    expect(verifyToken(token, Buffer.alloc(32, 8), now)).toBeNull();
  });

  it('take their signature only in its canonical base64url spelling', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    // Signatures until one has a character that base64 spells differently (`-` or `_`).
    let token = '';
    for (let userId = 1; !/[-_]/.test(token.split('.')[2] ?? ''); userId += 1) {
      token = signToken({ userId, libraryId: 1, role: 'USER' }, secret, 60, now);
    }
    const [head, body, signature] = token.split('.') as [string, string, string];
    for (const spelling of [
      `${signature}=`,
      signature.replaceAll('-', '+').replaceAll('_', '/'),
      `${signature} `,
    ]) {
      expect(verifyToken(`${head}.${body}.${spelling}`, secret, now), spelling).toBeNull();
    }
    expect(verifyToken(token, secret, now)).not.toBeNull();
  });
});

describe('passwords', () => {
  it('hash with a salt and verify only the right password', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});

describe('the login limiter', () => {
  it('lets attempts through again once failures leave the window', () => {
    const limiter = new LoginLimiter({ windowMs: 1000, perAccount: 2, perAddress: 100 });
    limiter.recordFailure('a@b.c', '1.1.1.1', 0);
    limiter.recordFailure('a@b.c', '1.1.1.1', 100);
    expect(limiter.retryAfter('a@b.c', '1.1.1.1', 200)).toBe(1);
    expect(limiter.retryAfter('a@b.c', '2.2.2.2', 200)).toBe(0);
    expect(limiter.retryAfter('a@b.c', '1.1.1.1', 1001)).toBe(0);
  });

  it('counts an admitted attempt as failed until it succeeds', () => {
    const limiter = new LoginLimiter({ windowMs: 1000, perAccount: 2, perAddress: 2 });
    expect(limiter.admit('a@b.c', '1.1.1.1', 0)).toBe(0);
    expect(limiter.admit('x@y.z', '1.1.1.1', 10)).toBe(0);
    // Two attempts in flight from the address: a third waits for them.
    expect(limiter.admit('a@b.c', '1.1.1.1', 20)).toBe(1);
    limiter.succeeded('a@b.c', '1.1.1.1', 0);
    expect(limiter.admit('q@r.s', '1.1.1.1', 30)).toBe(0);
    // An attempt the server could not finish is not held against anyone.
    limiter.release('q@r.s', '1.1.1.1', 30);
    expect(limiter.admit('t@u.v', '1.1.1.1', 40)).toBe(0);
  });

  it('counts the addresses of one IPv6 network as one address', () => {
    const limiter = new LoginLimiter({ windowMs: 1000, perAccount: 1, perAddress: 100 });
    limiter.recordFailure('a@b.c', '2001:db8:1:2::a', 0);
    expect(limiter.retryAfter('a@b.c', '2001:db8:1:2::b', 1)).toBe(1);
    expect(limiter.retryAfter('a@b.c', '2001:db8:1:3::a', 1)).toBe(0);
  });

  it('forgets the oldest keys when full', () => {
    const limiter = new LoginLimiter({
      windowMs: 1000,
      perAccount: 1,
      perAddress: 100,
      maxKeys: 4,
    });
    for (let i = 0; i < 10; i += 1) limiter.recordFailure(`u${i}@x.y`, '1.1.1.1', 0);
    expect(limiter.retryAfter('u0@x.y', '1.1.1.1', 1)).toBe(0);
    expect(limiter.retryAfter('u9@x.y', '1.1.1.1', 1)).toBe(1);
  });
});

describe('the client key of the limits', () => {
  it('is an IPv4 address, or the /64 network of an IPv6 one', () => {
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:DB8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('not an address')).toBe('not an address');
  });

  it('is the IPv4 address of an IPv4-mapped IPv6 address, however it is written', () => {
    for (const written of [
      '::ffff:192.0.2.7',
      '::FFFF:192.0.2.7',
      '::ffff:c000:207',
      '0:0:0:0:0:ffff:192.0.2.7',
      '0000:0000:0000:0000:0000:FFFF:C000:0207',
    ]) {
      expect(clientKey(written), written).toBe('192.0.2.7');
    }
    // Only ::ffff:0:0/96 maps IPv4; other addresses ending in one are IPv6 clients.
    expect(clientKey('::ffff:0:192.0.2.7')).toBe('0:0:0:0::/64');
    expect(clientKey('64:ff9b::192.0.2.7')).toBe('64:ff9b:0:0::/64');
  });

  it('counts a dotted IPv4 ending as the two groups it stands for', () => {
    expect(clientKey('2001:db8::3:4:5:192.0.2.7')).toBe('2001:db8:0:3::/64');
    expect(clientKey('2001:db8:1:2:3:4:192.0.2.7')).toBe('2001:db8:1:2::/64');
  });
});

describe('the registration limiter', () => {
  it('counts one IPv6 network as one client, and takes back what the server failed', () => {
    const limiter = new RegistrationLimiter({ windowMs: 1000, perAddress: 1 });
    expect(limiter.admit('2001:db8:1:2::a', 0)).toBe(0);
    expect(limiter.admit('2001:db8:1:2::b', 10)).toBe(1);
    expect(limiter.admit('2001:db8:1:3::a', 10)).toBe(0);
    limiter.release('2001:db8:1:2::a', 0);
    expect(limiter.admit('2001:db8:1:2::c', 20)).toBe(0);
  });

  it('counts every attempt of an address and lets them through again as they leave the window', () => {
    const limiter = new RegistrationLimiter({ windowMs: 1000, perAddress: 2 });
    expect(limiter.admit('1.1.1.1', 0)).toBe(0);
    expect(limiter.admit('1.1.1.1', 400)).toBe(0);
    expect(limiter.admit('1.1.1.1', 500)).toBe(1);
    expect(limiter.admit('2.2.2.2', 500)).toBe(0);
    // A refused attempt does not count: the oldest leaves the window at 1000.
    expect(limiter.admit('1.1.1.1', 1001)).toBe(0);
    expect(limiter.admit('1.1.1.1', 1002)).toBe(1);
  });
});

describe('JPEG detection', () => {
  const jpegLength = (bytes: Uint8Array) => readJpeg(bytes)?.length ?? null;
  const isJpeg = (bytes: Uint8Array) => jpegLength(bytes) !== null;
  const picture = Buffer.from(
    jpeg.encode({ data: Buffer.alloc(16 * 8 * 4, 200), width: 16, height: 8 }, 80).data,
  );
  const bytes = (...parts: (number[] | string)[]) =>
    Buffer.concat(parts.map((part) => Buffer.from(part as never)));

  it('takes a JPEG, with padding after its end marker too', () => {
    expect(isJpeg(picture)).toBe(true);
    expect(isJpeg(bytes([...picture], [0, 0]))).toBe(true);
  });

  it('reads the structure, not only the first and last bytes', () => {
    expect(isJpeg(bytes([0xff, 0xd8, 0xff, 0xd9]))).toBe(false);
    expect(isJpeg(bytes([0xff, 0xd8, 0xff], '<script>alert(1)</script>', [0xff, 0xd9]))).toBe(
      false,
    );
    // A segment running past the end, a missing end marker, no frame header before the scan.
    expect(isJpeg(bytes([0xff, 0xd8, 0xff, 0xe0, 0x40, 0, 0, 0, 0xff, 0xd9]))).toBe(false);
    expect(isJpeg(picture.subarray(0, picture.length - 2))).toBe(false);
    expect(isJpeg(bytes([0xff, 0xd8, 0xff, 0xda, 0, 2, 1, 2, 3, 0xff, 0xd9]))).toBe(false);
    expect(isJpeg(bytes([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });

  it('finds where the picture ends, whatever follows it', () => {
    expect(jpegLength(picture)).toBe(picture.length);
    expect(jpegLength(bytes([...picture], [...TRAILER]))).toBe(picture.length);
    // Later scans (of a progressive JPEG) are read through; a thumbnail's own end is not the end.
    for (const whole of [twoScanJpeg(), jpegWithThumbnail()]) {
      expect(jpegLength(whole)).toBe(whole.length);
      expect(jpegLength(Buffer.concat([whole, TRAILER]))).toBe(whole.length);
      expect(isJpeg(Buffer.concat([whole, TRAILER]))).toBe(true);
    }
  });

  it('reads the size of the picture from its frame header, not of its thumbnail', () => {
    expect(readJpeg(picture)).toEqual({ length: picture.length, width: 16, height: 8 });
    const big = withDimensions(jpegWithThumbnail(), 3000, 4000);
    expect(readJpeg(big)).toMatchObject({ width: 3000, height: 4000 });
  });

  it('refuses a JPEG of over 100 scans, which keeps every decoder busy', () => {
    expect(readJpeg(manyScanJpeg(99))).not.toBeNull();
    expect(readJpeg(manyScanJpeg(100))).toBeNull();
  });

  it('refuses a hierarchical JPEG, which browsers do not decode and whose frames hide its size', () => {
    const cover = Buffer.from(picture);
    // A DHP segment saying 60000 × 60000 before the picture's own (small) frame.
    const dhp = [0xff, 0xde, 0x00, 0x0b, 0x08, 0xea, 0x60, 0xea, 0x60, 0x01, 0x01, 0x11, 0x00];
    expect(readJpeg(bytes([...cover.subarray(0, 2)], dhp, [...cover.subarray(2)]))).toBeNull();
    // A differential frame (SOF5) in place of the baseline one.
    const sof = cover.indexOf(Buffer.from([0xff, 0xc0]));
    const differential = Buffer.from(cover);
    differential[sof + 1] = 0xc5;
    expect(readJpeg(differential)).toBeNull();
    // Two frame headers: not one picture.
    const frame = cover.subarray(sof, sof + 2 + cover.readUInt16BE(sof + 2));
    expect(
      readJpeg(bytes([...cover.subarray(0, sof)], [...frame], [...cover.subarray(sof)])),
    ).toBeNull();
  });

  it('finds no end in a picture cut short or without its frame before a scan', () => {
    expect(jpegLength(twoScanJpeg().subarray(0, -2))).toBeNull();
    expect(jpegLength(twoScanJpeg().subarray(0, -12))).toBeNull();
    expect(jpegLength(jpegWithThumbnail().subarray(0, 3000))).toBeNull();
    expect(jpegLength(bytes([0xff, 0xd8, 0xff, 0xd9], [...TRAILER]))).toBeNull();
    expect(jpegLength(bytes([0xff, 0xd8, 0xff, 0xda, 0, 2, 1, 2, 3, 0xff, 0xd9]))).toBeNull();
  });
});

describe('covers as stored', () => {
  it('keeps an upload that fits the box as it is', () => {
    const small = halvesJpeg(300, 450);
    expect(fitCover(small, { width: 300, height: 450 })).toBe(small);
  });

  it('scales a larger picture down to fit 600 × 900, its proportions kept', () => {
    const fitted = fitCover(quadrantsJpeg(2000, 3000), { width: 2000, height: 3000 });
    expect(readJpeg(fitted)).toMatchObject({ width: 600, height: 900 });
    expect([10, 590].map((x) => colourAt(fitted, x, 10))).toEqual(['red', 'green']);
    expect([590, 10].map((x) => colourAt(fitted, x, 890))).toEqual(['blue', 'yellow']);
    const wide = fitCover(halvesJpeg(1200, 600), { width: 1200, height: 600 });
    expect(readJpeg(wide)).toMatchObject({ width: 600, height: 300 });
  });

  it('turns a picture upright as each EXIF orientation says, in either byte order', () => {
    // Stored 1600 × 1000 (red, green / yellow, blue); what each orientation shows clockwise from
    // the top left, as browsers show the tagged file.
    const shown: Record<number, string[]> = {
      1: ['red', 'green', 'blue', 'yellow'],
      2: ['green', 'red', 'yellow', 'blue'],
      3: ['blue', 'yellow', 'red', 'green'],
      4: ['yellow', 'blue', 'green', 'red'],
      5: ['red', 'yellow', 'blue', 'green'],
      6: ['yellow', 'red', 'green', 'blue'],
      7: ['blue', 'green', 'red', 'yellow'],
      8: ['green', 'blue', 'yellow', 'red'],
    };
    const stored = quadrantsJpeg(1600, 1000);
    for (const [orientation, corners] of Object.entries(shown)) {
      for (const order of ['II', 'MM'] as const) {
        const photo = withOrientation(stored, Number(orientation), order);
        expect(exifOrientation(photo)).toBe(Number(orientation));
        const fitted = fitCover(photo, { width: 1600, height: 1000 });
        const sideways = Number(orientation) >= 5;
        const { width, height } = readJpeg(fitted)!;
        expect({ width, height }).toEqual(
          sideways ? { width: 563, height: 900 } : { width: 600, height: 375 },
        );
        const seen = [
          colourAt(fitted, 5, 5),
          colourAt(fitted, width - 5, 5),
          colourAt(fitted, width - 5, height - 5),
          colourAt(fitted, 5, height - 5),
        ];
        expect(seen, `orientation ${orientation} (${order})`).toEqual(corners);
        expect(exifOrientation(fitted)).toBe(1);
      }
    }
  });

  it('reads no orientation from a malformed EXIF segment, and never reads past the picture', () => {
    const photo = withOrientation(halvesJpeg(64, 64), 6, 'MM');
    // After a fill byte before its segment, it is still read.
    const filled = Buffer.concat([photo.subarray(0, 2), Buffer.from([0xff]), photo.subarray(2)]);
    expect(exifOrientation(filled)).toBe(6);
    // Its first IFD placed past the end of the segment, or of the file; a byte order of neither kind.
    const tiff = 2 + 4 + 6; // after SOI, the segment's marker and length, and "Exif\0\0"
    expect(photo.toString('latin1', tiff, tiff + 2)).toBe('MM');
    const pastEnd = Buffer.from(photo);
    pastEnd.writeUInt32BE(0x7fffffff, tiff + 4);
    expect(exifOrientation(pastEnd)).toBe(1);
    const badOrder = Buffer.from(photo);
    badOrder.write('XX', tiff, 'latin1');
    expect(exifOrientation(badOrder)).toBe(1);
    // A segment that says it runs past the end of the file.
    const cut = Buffer.concat([
      photo.subarray(0, 2),
      Buffer.from([0xff, 0xe1, 0xff, 0xff]),
      Buffer.from('Exif\0\0MM'),
    ]);
    expect(exifOrientation(cut)).toBe(1);
  });

  it('keeps the colour profile of an RGB picture scaled down, whole and after its JFIF header', () => {
    const photo = withProfile(withOrientation(quadrantsJpeg(1600, 1000), 6, 'II'), 'RGB ', 1000);
    const profile = rgbProfileSegments(photo);
    expect(profile).toHaveLength(3);
    const fitted = fitCover(photo, { width: 1600, height: 1000 });
    expect(readJpeg(fitted)).toMatchObject({ width: 563, height: 900 });
    expect(rgbProfileSegments(fitted).map((segment) => Buffer.from(segment))).toEqual(
      profile.map((segment) => Buffer.from(segment)),
    );
    // JFIF (APP0), the profile (APP2 × 3), then the encoder's tables; no EXIF any more.
    expect(headerMarkers(fitted).slice(0, 5)).toEqual([0xe0, 0xe2, 0xe2, 0xe2, 0xdb]);
    expect(colourAt(fitted, 5, 5)).toBe('yellow');
    // Without one, nothing is added.
    expect(
      headerMarkers(fitCover(quadrantsJpeg(1600, 1000), { width: 1600, height: 1000 })),
    ).not.toContain(0xe2);
  });

  it('drops a CMYK profile, which does not describe the RGB pixels encoded again, and a large one', () => {
    const photo = withProfile(quadrantsJpeg(1600, 1000), 'CMYK');
    expect(rgbProfileSegments(photo)).toEqual([]);
    expect(headerMarkers(fitCover(photo, { width: 1600, height: 1000 }))).not.toContain(0xe2);
    // An RGB profile of 1.9 MB would make the cover as heavy: the picture goes without it.
    const heavy = withProfile(quadrantsJpeg(1600, 1000), 'RGB ', 65519, 1_900_000);
    expect(rgbProfileSegments(heavy)).toEqual([]);
    expect(fitCover(heavy, { width: 1600, height: 1000 }).length).toBeLessThan(64 * 1024);
  });

  it('keeps a heavy cover within the box that would only grow encoded again', () => {
    const noisy = noiseJpeg(600, 900, 60);
    expect(noisy.length).toBeGreaterThan(256 * 1024);
    expect(fitCover(noisy, { width: 600, height: 900 })).toBe(noisy);
    // One heavy with padding is encoded again, lighter.
    const padded = Buffer.concat([
      halvesJpeg(300, 450).subarray(0, -2),
      Buffer.alloc(300 * 1024),
      Buffer.from([0xff, 0xd9]),
    ]);
    const fitted = fitCover(padded, { width: 300, height: 450 });
    expect(fitted.length).toBeLessThan(64 * 1024);
    expect(readJpeg(fitted)).toMatchObject({ width: 300, height: 450 });
  });

  it('stores a picture the scaler cannot finish in time as uploaded', async () => {
    const photo = quadrantsJpeg(2000, 3000);
    expect(await storedCover(photo, 1)).toBe(photo);
    expect(readJpeg(await storedCover(photo))).toMatchObject({ width: 600, height: 900 });
  });
});

describe('what became of a withdrawn courier’s tasks', () => {
  it('counts them in words, leaving out what did not happen', () => {
    expect(withdrawnCouriersTasks(0, 0)).toBe('they had no open task.');
    expect(withdrawnCouriersTasks(1, 0)).toBe("1 open task went to the library's other couriers.");
    expect(withdrawnCouriersTasks(0, 3)).toBe('3 open tasks wait for a courier.');
    expect(withdrawnCouriersTasks(2, 1)).toBe(
      "2 open tasks went to the library's other couriers and 1 open task waits for a courier.",
    );
  });
});

describe('validation messages', () => {
  it('say what each pattern of the contract means, not that a value is "not in the expected form"', () => {
    const contract = readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8');
    const patterns = new Set(
      [...contract.matchAll(/^\s+pattern: '(.+)'$/gm)].map(([, pattern]) =>
        pattern!.replaceAll("''", "'"),
      ),
    );
    expect(patterns.size).toBeGreaterThanOrEqual(4);
    for (const pattern of patterns) {
      const message = describeValidationErrors([
        { keyword: 'pattern', instancePath: '/field', params: { pattern } },
      ]);
      expect(message, pattern).toMatch(/^field must /);
    }
  });

  it('name each field, once per problem', () => {
    const message = describeValidationErrors([
      { keyword: 'required', instancePath: '', params: { missingProperty: 'title' } },
      { keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: 'x' } },
      { keyword: 'type', instancePath: '/availableCopies', params: { type: 'integer' } },
      { keyword: 'type', instancePath: '/availableCopies', params: { type: 'integer' } },
    ]);
    expect(message).toBe(
      'title is required; availableCopies must be a whole number; x is not an accepted field',
    );
  });

  it('name the first twenty fields and count the others', () => {
    const unknown = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        keyword: 'additionalProperties',
        instancePath: '',
        params: { additionalProperty: `k${i}` },
      }));
    expect(describeValidationErrors(unknown(20)).split('; ')).toHaveLength(20);
    const said = describeValidationErrors(unknown(22)).split('; ');
    expect(said).toHaveLength(21);
    expect(said[19]).toBe('k19 is not an accepted field');
    expect(said[20]).toBe('and 2 more fields');
    expect(describeValidationErrors(unknown(21))).toMatch(/; and 1 more field$/);
    // The operation's own fields come first, however many unknown ones came before them.
    const mixed = describeValidationErrors([
      ...unknown(30),
      { keyword: 'format', instancePath: '/email', params: { format: 'email' } },
    ]);
    expect(mixed).toMatch(/^email must be a valid email; k0 is not an accepted field;/);
    // A long name no field has is cut short.
    const long = describeValidationErrors([
      {
        keyword: 'additionalProperties',
        instancePath: '',
        params: { additionalProperty: 'x'.repeat(5000) },
      },
    ]);
    expect(long).toBe(`${'x'.repeat(100)}… is not an accepted field`);
  });

  it('say the most telling problem of a field in plain words, the field first', () => {
    const say = (errors: Parameters<typeof describeValidationErrors>[0], context?: string) =>
      describeValidationErrors(errors, context);
    // What Ajv reports for an id of 2^31, a content of "", and a password of "short".
    expect(
      say(
        [
          { keyword: 'maximum', instancePath: '/id', params: { limit: 2147483647 } },
          { keyword: 'format', instancePath: '/id', params: { format: 'int32' } },
        ],
        'params',
      ),
    ).toBe('id must be at most 2147483647');
    expect(
      say([
        { keyword: 'minLength', instancePath: '/content', params: { limit: 1 } },
        {
          keyword: 'pattern',
          instancePath: '/content',
          params: { pattern: '[^\\s\\p{Cf}\\p{DI}\\u2800]' },
        },
      ]),
    ).toBe('content must not be blank');
    expect(say([{ keyword: 'minLength', instancePath: '/password', params: { limit: 8 } }])).toBe(
      'password must be at least 8 characters',
    );
    expect(
      say([{ keyword: 'format', instancePath: '/pickupDate', params: { format: 'date' } }]),
    ).toBe('pickupDate must be a date written YYYY-MM-DD');
    expect(say([{ keyword: 'type', instancePath: '', params: { type: 'object' } }])).toBe(
      'body must be an object',
    );
    // An expression the contract has no words for is not shown to a person.
    expect(
      say([{ keyword: 'pattern', instancePath: '/code', params: { pattern: '^[A-Z]+$' } }]),
    ).toBe('code is not in the expected form');
  });
});

describe('configuration', () => {
  it('starts without the demo for --no-demo, SEED_DEMO=false and npm’s --no-demo flag', () => {
    expect(readConfig({}, []).seedDemo).toBe(true);
    expect(readConfig({}, ['--no-demo']).seedDemo).toBe(false);
    expect(readConfig({ SEED_DEMO: 'false' }, []).seedDemo).toBe(false);
    expect(readConfig({ npm_config_demo: '' }, []).seedDemo).toBe(false);
  });

  it('reads relative paths from where npm was run, and has the spec’s defaults', () => {
    const config = readConfig({ INIT_CWD: '/srv/lending', DATA_DIR: 'state' }, []);
    expect(config.dataDir).toBe('/srv/lending/state');
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', corsOrigins: [] });
    expect(readConfig({ CORS_ORIGINS: 'https://a.org, https://b.org' }, []).corsOrigins).toEqual([
      'https://a.org',
      'https://b.org',
    ]);
    expect(() => readConfig({ PORT: 'eighty' }, [])).toThrow(/PORT/);
  });

  it('reads TRUST_PROXY as a number of proxies, their addresses, or true', () => {
    const trust = (value?: string) => readConfig({ TRUST_PROXY: value }, []).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.1, loopback')).toBe('10.0.0.1, loopback');
    expect(trust('true')).toBe(true);
  });
});

describe('waitText', () => {
  it('says a wait in seconds under a minute, else in whole minutes rounded up', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(59)).toBe('59 seconds');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(897)).toBe('15 minutes');
  });
});

describe('databaseRefusal', () => {
  it('names the field of a reference to a row that is gone, in the API’s spelling', () => {
    const detail = 'Key (address_id)=(30) is not present in table "addresses".';
    expect(databaseRefusal({ code: '23503', detail })).toEqual([
      404,
      'addressId 30 does not exist (any more).',
    ]);
  });

  it('keeps the general words where the database does not say which row', () => {
    const stillUsed = 'Key (id)=(5) is still referenced from table "books".';
    expect(databaseRefusal({ code: '23503', detail: stillUsed })?.[0]).toBe(409);
    expect(databaseRefusal({ code: '23503' })?.[0]).toBe(409);
    expect(databaseRefusal({ code: '23505' })).toEqual([409, 'That already exists.']);
    expect(databaseRefusal({ code: 'XX000' })).toBeUndefined();
  });
});

describe('the catalogue cache', () => {
  const list = (chars: number) => async () => ['x'.repeat(chars - 4)]; // ["…"]

  it('keeps one list per scope: a new version replaces the old', async () => {
    const cache = new CatalogCache(1000);
    const first = await cache.get('books:1', 'v1', list(100));
    expect(await cache.get('books:1', 'v1', list(100))).toBe(first);
    const second = await cache.get('books:1', 'v2', list(200));
    expect(second.etag).not.toBe(first.etag);
    await cache.get('books:2', 'v1', list(300));
    expect(cache.size).toEqual({ lists: 2, chars: 500 });
  });

  it('keeps the lists within its size, the least recently used going first', async () => {
    const cache = new CatalogCache(1000);
    await cache.get('books:1', 'v1', list(400));
    await cache.get('books:2', 'v1', list(400));
    await cache.get('books:1', 'v1', list(400)); // used again: books:2 is now the oldest
    await cache.get('books:all', 'v1', list(400));
    expect(cache.size).toEqual({ lists: 2, chars: 800 });
    const build = vi.fn(list(400));
    await cache.get('books:1', 'v1', build);
    expect(build).not.toHaveBeenCalled();
    await cache.get('books:2', 'v1', build);
    expect(build).toHaveBeenCalledOnce();
  });

  it('keeps the later version when an earlier one’s build ends after it', async () => {
    const cache = new CatalogCache(1000);
    let finishEarlier!: () => void;
    const earlier = cache.get('books:1', 'v1', async () => {
      await new Promise<void>((resolve) => (finishEarlier = resolve));
      return ['earlier'];
    });
    await cache.get('books:1', 'v2', async () => ['later']);
    finishEarlier();
    expect((await earlier).json).toBe('["earlier"]');
    const build = vi.fn(list(100));
    expect((await cache.get('books:1', 'v2', build)).json).toBe('["later"]');
    expect(build).not.toHaveBeenCalled();
  });

  it('serves a list larger than its size without keeping it', async () => {
    const cache = new CatalogCache(1000);
    await cache.get('books:1', 'v1', list(300));
    const large = await cache.get('books:all', 'v1', list(2000));
    expect(large.json).toHaveLength(2000);
    expect(cache.size).toEqual({ lists: 1, chars: 300 });
  });

  it('builds a list once for requests that miss together', async () => {
    const cache = new CatalogCache(1000);
    const build = vi.fn(list(100));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cache.get('books:1', 'v1', build)),
    );
    expect(build).toHaveBeenCalledOnce();
    expect(new Set(answers.map((answer) => answer.json)).size).toBe(1);
    // A failed build is not kept: the next request builds again.
    const failing = vi.fn(async () => Promise.reject(new Error('database down')));
    await expect(cache.get('books:1', 'v2', failing)).rejects.toThrow('database down');
    await expect(cache.get('books:1', 'v2', build)).resolves.toHaveProperty(
      'json',
      answers[0]!.json,
    );
  });
});

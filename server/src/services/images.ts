import { badRequest, payloadTooLarge } from '../http/errors.ts';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** The most pixels a cover may have each way: a phone camera's 12-megapixel photo fits. */
export const MAX_IMAGE_SIDE = 4096;
const MAX_SCANS = 100;

/**
 * The length of the JPEG at the start of the bytes, up to and including its EOI marker, and the
 * width and height of its picture, read by its structure without decoding the picture; null when
 * it is not a well-formed one, or is hierarchical. After the SOI marker come marker segments,
 * each within the bytes, among them one frame header (SOF) giving a width and height before the
 * first scan (SOS); each scan's entropy-coded data runs to the next marker, which starts more
 * segments and scans (a progressive JPEG has several) or is the EOI. A segment is skipped by its
 * length, so a thumbnail in the EXIF segment (a JPEG of its own, EOI included) does not end the
 * picture. A hierarchical JPEG (a DHP segment, differential frames) is refused: browsers do not
 * decode it, and its frames do not give the size of the picture. So is one of over `MAX_SCANS`
 * scans.
 */
export function readJpeg(
  bytes: Uint8Array,
): { length: number; width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  let frame: { width: number; height: number } | null = null;
  let scans = 0;
  for (;;) {
    if (at + 2 > bytes.length || bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes may pad before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd9) return scans > 0 ? { length: at + 2, ...frame! } : null;
    if (at + 4 > bytes.length) return null;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2 || at + 2 + length > bytes.length) return null;
    if (marker === 0xde || isDifferentialFrame(marker)) return null;
    if (isFrameHeader(marker)) {
      if (length < 8 || frame) return null;
      const height = (bytes[at + 5]! << 8) | bytes[at + 6]!;
      const width = (bytes[at + 7]! << 8) | bytes[at + 8]!;
      if (height === 0 || width === 0) return null;
      frame = { width, height };
    }
    at += 2 + length;
    if (marker === 0xda) {
      // A progressive JPEG has about ten scans; thousands of tiny ones make every decoder
      // (a member's browser too) work for a minute on two megabytes.
      if (!frame || (scans += 1) > MAX_SCANS) return null;
      at = endOfScanData(bytes, at);
    }
  }
}

/**
 * Where the entropy-coded data from `at` ends: at the first 0xFF that starts a marker, as 0xFF
 * followed by 0x00 is a stuffed data byte and by 0xD0–0xD7 a restart marker within the scan.
 */
function endOfScanData(bytes: Uint8Array, at: number): number {
  for (let ff = bytes.indexOf(0xff, at); ff !== -1; ff = bytes.indexOf(0xff, ff + 2)) {
    const next = bytes[ff + 1] ?? -1;
    const inData = next === 0x00 || (next >= 0xd0 && next <= 0xd7);
    if (!inData) return ff;
  }
  return bytes.length;
}

// SOF0–SOF15, less DHT (C4), JPG (C8) and DAC (CC), which share the range.
const isFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

// SOF5–SOF7 and SOF13–SOF15: the frames of a hierarchical JPEG after its first.
const isDifferentialFrame = (marker: number) =>
  (marker >= 0xc5 && marker <= 0xc7) || (marker >= 0xcd && marker <= 0xcf);

/** The answer to a cover over `MAX_IMAGE_BYTES`, as a file or in base64, naming its field. */
export const imageTooLarge = (field: string) => payloadTooLarge(`${field} is larger than 2 MiB.`);

/**
 * The picture of an uploaded cover, refused unless it is a JPEG of at most `MAX_IMAGE_BYTES` and
 * `MAX_IMAGE_SIDE` pixels each way: a few megabytes of JPEG can hold a picture of a hundred
 * megapixels, which every member's browser would decode, at hundreds of megabytes, to draw a card.
 * What follows its end marker (a phone's maker trailer, a motion photo's video) is cut off: it is
 * not part of the picture, and would otherwise be stored and sent to every member with the book.
 */
export function checkJpeg(bytes: Uint8Array, field: string): Uint8Array {
  if (bytes.length > MAX_IMAGE_BYTES) throw imageTooLarge(field);
  const jpeg = readJpeg(bytes);
  if (jpeg === null) throw badRequest(`${field} is not a JPEG image.`);
  const { length, width, height } = jpeg;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    throw badRequest(
      `${field} is ${width} × ${height} pixels; a cover may be at most ${MAX_IMAGE_SIDE} pixels wide and ${MAX_IMAGE_SIDE} high.`,
    );
  }
  // A copy, so the upload it was cut from is not kept alive with it.
  return length === bytes.length ? bytes : Buffer.from(bytes.subarray(0, length));
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decodes a base64 cover (a `data:image/jpeg;base64,` prefix is accepted) and checks it. */
export function decodeBase64Jpeg(value: string, field: string): Uint8Array {
  const payload = value.replace(/^data:image\/jpeg;base64,/, '').replace(/\s+/g, '');
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) {
    throw badRequest(`${field} is not valid base64.`);
  }
  return checkJpeg(Buffer.from(payload, 'base64'), field);
}

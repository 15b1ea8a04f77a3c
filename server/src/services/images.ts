import { badRequest, payloadTooLarge } from '../http/errors.ts';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * Whether the bytes are a JPEG, read by its structure without decoding the picture: the SOI
 * marker; then marker segments, each within the file, among them a frame header (SOF) giving a
 * width and height before the scan (SOS); then the scan's data and the EOI marker at the end (a
 * few bytes of padding after it are tolerated, as cameras write them).
 */
export function isJpeg(bytes: Uint8Array): boolean {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let at = 2;
  let framed = false;
  for (;;) {
    if (at + 4 > bytes.length || bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1]!;
    // Fill bytes may pad before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2 || at + 2 + length > bytes.length) return false;
    if (isFrameHeader(marker)) {
      if (length < 8) return false;
      const height = (bytes[at + 5]! << 8) | bytes[at + 6]!;
      const width = (bytes[at + 7]! << 8) | bytes[at + 8]!;
      if (height === 0 || width === 0) return false;
      framed = true;
    }
    at += 2 + length;
    if (marker === 0xda) break;
  }
  if (!framed) return false;
  const tailStart = Math.max(at, bytes.length - 64);
  for (let i = bytes.length - 2; i >= tailStart; i -= 1) {
    if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return true;
  }
  return false;
}

// SOF0–SOF15, less DHT (C4), JPG (C8) and DAC (CC), which share the range.
const isFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** The answer to a cover over `MAX_IMAGE_BYTES`, as a file or in base64, naming its field. */
export const imageTooLarge = (field: string) => payloadTooLarge(`${field} is larger than 2 MiB.`);

export function checkJpeg(bytes: Uint8Array, field: string): Uint8Array {
  if (bytes.length > MAX_IMAGE_BYTES) throw imageTooLarge(field);
  if (!isJpeg(bytes)) throw badRequest(`${field} is not a JPEG image.`);
  return bytes;
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

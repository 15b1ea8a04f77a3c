import { badRequest, payloadTooLarge } from '../http/errors.ts';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * Whether the bytes are a JPEG: they start with the SOI marker followed by another marker, and
 * end with the EOI marker (a few bytes of padding after it are tolerated, as cameras write them).
 */
export function isJpeg(bytes: Uint8Array): boolean {
  if (bytes.length < 4) return false;
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return false;
  const tailStart = Math.max(2, bytes.length - 64);
  for (let i = bytes.length - 2; i >= tailStart; i -= 1) {
    if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return true;
  }
  return false;
}

export function checkJpeg(bytes: Uint8Array, field: string): Uint8Array {
  if (bytes.length > MAX_IMAGE_BYTES) throw payloadTooLarge(`${field} is larger than 2 MiB.`);
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

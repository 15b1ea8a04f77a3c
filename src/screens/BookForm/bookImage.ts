import { IMAGE_MAX_BYTES, type FileLike } from '../../machines/validation';

/** A chosen cover, with what its first bytes say (`jpeg` is unknown until they are read). */
export interface ChosenImage extends FileLike {
  file: Blob;
  jpeg?: boolean;
}

/** A JPEG starts with the SOI marker followed by another marker: FF D8 FF. */
export function hasJpegSignature(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/**
 * Reads a chosen file's first bytes, so a PNG renamed `.jpg` is refused before it is sent (the
 * server checks the content too; the browser's `type` comes only from the name).
 */
export async function inspectImage(file: File): Promise<ChosenImage> {
  const chosen: ChosenImage = { name: file.name, size: file.size, type: file.type, file };
  if (file.size > IMAGE_MAX_BYTES) return chosen;
  const head = new Uint8Array(await file.slice(0, 3).arrayBuffer());
  return { ...chosen, jpeg: hasJpegSignature(head) };
}

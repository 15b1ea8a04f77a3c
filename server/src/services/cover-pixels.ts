import jpeg from 'jpeg-js';

/**
 * The box a stored cover fits in: twice the catalogue's narrowest card (300 px) across, so it is
 * sharp on screens of twice the density, in a book cover's 2 : 3.
 */
export const COVER_BOX = { width: 600, height: 900 } as const;
/** A cover within the box but over this many bytes (metadata, top quality) is encoded again too. */
export const COVER_BYTES = 256 * 1024;
const QUALITY = 82;

/**
 * The size a cover is stored at, upright, when the upload itself is not kept: null when it fits
 * `COVER_BOX` (as shown, after its EXIF orientation) and `COVER_BYTES`.
 */
export function fittedSize(bytes: Uint8Array, size: { width: number; height: number }) {
  const orientation = exifOrientation(bytes);
  const shown = orientation >= 5 ? { width: size.height, height: size.width } : size;
  const scale = Math.min(1, COVER_BOX.width / shown.width, COVER_BOX.height / shown.height);
  if (scale === 1 && bytes.length <= COVER_BYTES) return null;
  return {
    width: Math.max(1, Math.round(shown.width * scale)),
    height: Math.max(1, Math.round(shown.height * scale)),
    orientation,
    scaled: scale < 1,
  };
}

/**
 * The cover as it is stored and sent with every book list: the upload itself when it fits
 * (`fittedSize`), else the picture scaled down to fit the box (its proportions kept, each pixel
 * the average of those it covers), turned upright as its EXIF orientation says (browsers apply
 * that tag, which the new file no longer carries), encoded again as a JPEG with its colour
 * profile. Covers are many on a page and each comes with every list, so their bytes are what a
 * member's catalogue loads. The picture is trusted to be a JPEG of at most 4096 pixels each way
 * (`checkJpeg`).
 */
export function fitCover(bytes: Uint8Array, size: { width: number; height: number }): Uint8Array {
  const fitted = fittedSize(bytes, size);
  if (!fitted) return bytes;
  const { width, height, orientation } = fitted;
  const picture = jpeg.decode(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: 17,
    maxMemoryUsageInMB: 512,
  });
  // Scaled in the stored picture's axes, then turned: the turn is cheap on the small one.
  const sideways = orientation >= 5;
  const [storedWidth, storedHeight] = sideways ? [height, width] : [width, height];
  const small = boxScale(picture.data, picture.width, picture.height, storedWidth, storedHeight);
  const upright = orient(small, storedWidth, storedHeight, orientation);
  // Its colours are the profile's: without it, browsers show a wide-gamut photo's as sRGB, dull.
  const encoded = withSegments(
    jpeg.encode({ data: upright, width, height }, QUALITY).data,
    rgbProfileSegments(bytes),
  );
  // Within the box but heavy, and heavier still encoded again (noise at top quality): kept.
  return fitted.scaled || encoded.length < bytes.length ? encoded : bytes;
}

/** Scales RGBA pixels down by averaging, for each target pixel, the source area it covers. */
function boxScale(
  source: Uint8Array,
  width: number,
  height: number,
  targetWidth: number,
  targetHeight: number,
): Uint8Array {
  const target = new Uint8Array(targetWidth * targetHeight * 4);
  const sums = new Float64Array(targetWidth * 3);
  const counts = new Float64Array(targetWidth);
  let row = 0;
  for (let ty = 0; ty < targetHeight; ty += 1) {
    const end = Math.min(height, Math.max(row + 1, Math.round(((ty + 1) * height) / targetHeight)));
    sums.fill(0);
    counts.fill(0);
    for (; row < end; row += 1) {
      for (let x = 0; x < width; x += 1) {
        const tx = Math.min(targetWidth - 1, Math.floor((x * targetWidth) / width));
        const at = (row * width + x) * 4;
        for (let c = 0; c < 3; c += 1) sums[tx * 3 + c] = sums[tx * 3 + c]! + source[at + c]!;
        counts[tx] = counts[tx]! + 1;
      }
    }
    for (let tx = 0; tx < targetWidth; tx += 1) {
      const at = (ty * targetWidth + tx) * 4;
      const count = counts[tx] || 1;
      target[at] = Math.round(sums[tx * 3]! / count);
      target[at + 1] = Math.round(sums[tx * 3 + 1]! / count);
      target[at + 2] = Math.round(sums[tx * 3 + 2]! / count);
      target[at + 3] = 255;
    }
  }
  return target;
}

/**
 * The pixels as they are shown for an EXIF orientation (1–8): mirrored and turned. `width` and
 * `height` are the stored picture's; for 5–8 the result is `height` wide.
 */
function orient(pixels: Uint8Array, width: number, height: number, orientation: number) {
  if (orientation <= 1 || orientation > 8) return pixels;
  const outWidth = orientation >= 5 ? height : width;
  const out = new Uint8Array(pixels.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      // Where the stored pixel (x, y) is shown.
      let sx = x;
      let sy = y;
      if (orientation === 2 || orientation === 3) sx = width - 1 - x;
      if (orientation === 3 || orientation === 4) sy = height - 1 - y;
      if (orientation >= 5) {
        sx = orientation === 5 || orientation === 8 ? y : height - 1 - y;
        sy = orientation === 5 || orientation === 6 ? x : width - 1 - x;
      }
      const from = (y * width + x) * 4;
      out.set(pixels.subarray(from, from + 4), (sy * outWidth + sx) * 4);
    }
  }
  return out;
}

/**
 * The marker segments before the first scan, each as its marker and where its data runs (after
 * its length, within the bytes). Fill bytes may pad before a marker.
 */
function* headerSegments(bytes: Uint8Array) {
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return;
    const end = Math.min(at + 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!), bytes.length);
    yield { marker, start: at, data: at + 4, end };
    at = end;
  }
}

/**
 * The orientation tag (0x0112) of the EXIF segment: 1 (as stored) when there is none, or when the
 * segment is malformed (an upload is only known to be a well-formed JPEG, not its metadata).
 */
export function exifOrientation(bytes: Uint8Array): number {
  for (const { marker, data, end } of headerSegments(bytes)) {
    if (marker === 0xe1 && ascii(bytes, data, 6) === 'Exif\0\0') {
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      return orientationTag(view, data + 6, end);
    }
  }
  return 1;
}

const ICC = 'ICC_PROFILE\0';

/** The largest colour profile a cover keeps: a Display P3 or Adobe RGB one is under 4 KiB. */
const MAX_PROFILE_BYTES = 64 * 1024;

/**
 * The APP2 segments that carry the picture's colour profile (a phone's Display P3, a camera's
 * Adobe RGB), whole, in their order: none unless it is an RGB profile, the only kind that
 * describes the RGB pixels encoded again (a CMYK or grey one would not), of at most
 * `MAX_PROFILE_BYTES` (a cover is sent with every list that carries covers).
 */
export function rgbProfileSegments(bytes: Uint8Array): Uint8Array[] {
  const segments: Uint8Array[] = [];
  for (const { marker, start, data, end } of headerSegments(bytes)) {
    if (marker === 0xe2 && ascii(bytes, data, ICC.length) === ICC) {
      segments.push(bytes.subarray(start, end));
    }
  }
  // Each segment: the name, its sequence number and count, then its part of the profile, whose
  // header gives the colour space at byte 16.
  const header = 4 + ICC.length + 2;
  const first = segments.find((segment) => segment[4 + ICC.length] === 1);
  const bytesOf = segments.reduce((sum, segment) => sum + segment.length, 0);
  return first && ascii(first, header + 16, 4) === 'RGB ' && bytesOf <= MAX_PROFILE_BYTES
    ? segments
    : [];
}

/** The JPEG with the segments placed after its JFIF header (or its start), where they belong. */
function withSegments(jpegBytes: Uint8Array, segments: Uint8Array[]): Uint8Array {
  if (segments.length === 0) return jpegBytes;
  const jfif = headerSegments(jpegBytes).next().value;
  const at = jfif?.marker === 0xe0 ? jfif.end : 2;
  return Buffer.concat([jpegBytes.subarray(0, at), ...segments, jpegBytes.subarray(at)]);
}

/** The orientation in the first IFD of the TIFF structure at `tiff`, read within `end`. */
function orientationTag(view: DataView, tiff: number, end: number): number {
  const fits = (at: number, length: number) => at >= tiff && at + length <= end;
  if (!fits(tiff, 8)) return 1;
  const order = view.getUint16(tiff);
  if (order !== 0x4949 && order !== 0x4d4d) return 1;
  const little = order === 0x4949;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (!fits(ifd, 2)) return 1;
  const entries = view.getUint16(ifd, little);
  for (let i = 0; i < entries && fits(ifd + 2 + i * 12, 12); i += 1) {
    const entry = ifd + 2 + i * 12;
    if (view.getUint16(entry, little) === 0x0112) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

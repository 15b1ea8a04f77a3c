import jpeg from 'jpeg-js';
import { drawCover } from '../../src/db/seed/covers.ts';

const EOI = [0xff, 0xd9];

/**
 * 100 KiB after a picture's end marker, as phones write them (a motion photo's video, a maker's
 * trailer): JPEG markers of its own near its start, none near its end.
 */
export const TRAILER = (() => {
  const head = Buffer.concat([
    Buffer.from('\0\0\0\x18ftypmp42', 'latin1'),
    Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
  ]);
  return Buffer.concat([head, Buffer.alloc(100 * 1024 - head.length, 'mdat')]);
})();

/**
 * A cover given a second scan by hand, as a progressive JPEG has: a table segment, a scan header
 * and entropy-coded data with a stuffed 0xFF, a restart marker and fill bytes before the end.
 */
export function twoScanJpeg(seed = 7): Buffer {
  const cover = drawCover(seed);
  return Buffer.concat([
    cover.subarray(0, cover.length - 2),
    Buffer.from([0xff, 0xc4, 0x00, 0x06, 0x10, 0x01, 0x00, 0x00]),
    Buffer.from([0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]),
    Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd3, 0x56, 0xff, 0xff]),
    Buffer.from(EOI),
  ]);
}

/** A cover whose APP1 (EXIF) segment holds a thumbnail: a whole JPEG, FF D8 to FF D9, of its own. */
export function jpegWithThumbnail(seed = 8): Buffer {
  const cover = drawCover(seed);
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), drawCover(seed + 1)]);
  const length = exif.length + 2;
  return Buffer.concat([
    cover.subarray(0, 2),
    Buffer.from([0xff, 0xe1, length >> 8, length & 0xff]),
    exif,
    cover.subarray(2),
  ]);
}

/**
 * The JPEG with its frame header saying another size: the structure stays whole, so a reader of
 * the structure sees a picture of that size (nothing decodes it).
 */
export function withDimensions(picture: Uint8Array, width: number, height: number): Buffer {
  const bytes = Buffer.from(picture);
  for (let at = 2; at + 4 <= bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    if (bytes[at + 1] === 0xc0 || bytes[at + 1] === 0xc2) {
      bytes.writeUInt16BE(height, at + 5);
      bytes.writeUInt16BE(width, at + 7);
      return bytes;
    }
  }
  throw new Error('no baseline or progressive frame header');
}

/** A JPEG of this size, its left half red and its right half blue. */
export function halvesJpeg(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    const left = i % width < width / 2;
    data.set(left ? [220, 20, 20, 255] : [20, 20, 220, 255], i * 4);
  }
  return Buffer.from(jpeg.encode({ data, width, height }, 90).data);
}

/** The JPEG with an EXIF segment giving this orientation, in this byte order, after its SOI. */
export function withOrientation(
  picture: Uint8Array,
  orientation: number,
  order: 'II' | 'MM',
): Buffer {
  const little = order === 'II';
  const tiff = Buffer.alloc(26);
  tiff.write(order, 0, 'latin1');
  const u16 = (value: number, at: number) =>
    little ? tiff.writeUInt16LE(value, at) : tiff.writeUInt16BE(value, at);
  const u32 = (value: number, at: number) =>
    little ? tiff.writeUInt32LE(value, at) : tiff.writeUInt32BE(value, at);
  u16(42, 2);
  u32(8, 4); // IFD0 right after the header
  u16(1, 8); // one entry: Orientation, SHORT, 1 value
  u16(0x0112, 10);
  u16(3, 12);
  u32(1, 14);
  u16(orientation, 18);
  u32(0, 22); // no next IFD
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = exif.length + 2;
  return Buffer.concat([
    Buffer.from(picture.subarray(0, 2)),
    Buffer.from([0xff, 0xe1, length >> 8, length & 0xff]),
    exif,
    Buffer.from(picture.subarray(2)),
  ]);
}

/**
 * The JPEG with a colour profile of this colour space and size after its SOI, split over APP2
 * segments of at most `part` bytes of profile each, as large profiles are (each names its place
 * and the count).
 */
export function withProfile(
  picture: Uint8Array,
  space: 'RGB ' | 'CMYK',
  part = 65519,
  size = 3000,
): Buffer {
  const profile = Buffer.alloc(size, 0x5a);
  profile.writeUInt32BE(profile.length, 0);
  profile.write(space, 16, 'latin1');
  profile.write('acsp', 36, 'latin1');
  const count = Math.ceil(profile.length / part);
  const segments = Array.from({ length: count }, (_, i) => {
    const data = Buffer.concat([
      Buffer.from('ICC_PROFILE\0', 'latin1'),
      Buffer.from([i + 1, count]),
      profile.subarray(i * part, (i + 1) * part),
    ]);
    const length = data.length + 2;
    return Buffer.concat([Buffer.from([0xff, 0xe2, length >> 8, length & 0xff]), data]);
  });
  return Buffer.concat([
    Buffer.from(picture.subarray(0, 2)),
    ...segments,
    Buffer.from(picture.subarray(2)),
  ]);
}

/** The markers of a JPEG's segments before its first scan, in order. */
export function headerMarkers(bytes: Uint8Array): number[] {
  const markers: number[] = [];
  for (let at = 2; bytes[at + 1] !== 0xda; at += 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!)) {
    markers.push(bytes[at + 1]!);
  }
  return markers;
}

/** Quadrant colours, clockwise from the top left, and a JPEG of them this size. */
export const QUADRANTS = ['red', 'green', 'blue', 'yellow'] as const;
const RGB = {
  red: [230, 20, 20],
  green: [20, 200, 20],
  blue: [20, 20, 230],
  yellow: [230, 230, 20],
};

export function quadrantsJpeg(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const right = x >= width / 2;
      const bottom = y >= height / 2;
      const quadrant = bottom ? (right ? 'blue' : 'yellow') : right ? 'green' : 'red';
      data.set([...RGB[quadrant], 255], (y * width + x) * 4);
    }
  }
  return Buffer.from(jpeg.encode({ data, width, height }, 90).data);
}

/** The quadrant colour nearest the pixel at (x, y) of a JPEG. */
export function colourAt(bytes: Uint8Array, x: number, y: number): (typeof QUADRANTS)[number] {
  const picture = jpeg.decode(bytes, { useTArray: true });
  const at = (y * picture.width + x) * 4;
  const pixel = [...picture.data.subarray(at, at + 3)];
  const distance = (name: (typeof QUADRANTS)[number]) =>
    RGB[name].reduce((sum, value, i) => sum + (value - pixel[i]!) ** 2, 0);
  return [...QUADRANTS].sort((a, b) => distance(a) - distance(b))[0]!;
}

/** A noisy JPEG this size at this quality: heavy for its pixels. */
export function noiseJpeg(width: number, height: number, quality: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  let seed = 7;
  for (let i = 0; i < data.length; i += 1) {
    seed = (seed * 16807) % 2147483647;
    data[i] = i % 4 === 3 ? 255 : seed & 255;
  }
  return Buffer.from(jpeg.encode({ data, width, height }, quality).data);
}

/** The cover with `count` more scans, as a progressive JPEG has, before its end. */
export function manyScanJpeg(count: number, seed = 7): Buffer {
  const cover = drawCover(seed);
  const scan = Buffer.from([0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00, 0x12]);
  return Buffer.concat([
    cover.subarray(0, cover.length - 2),
    ...Array.from({ length: count }, () => scan),
    Buffer.from(EOI),
  ]);
}

import jpeg from 'jpeg-js';

const WIDTH = 150;
const HEIGHT = 225;

type Rgb = [number, number, number];

/**
 * A book cover drawn without any asset: a vertical gradient in the book's colours, a spine band,
 * a title panel and a pattern that differs per book, encoded as a real baseline JPEG.
 */
export function drawCover(seed: number): Uint8Array {
  const random = mulberry32(seed);
  const base: Rgb = hsl(random() * 360, 0.45 + random() * 0.3, 0.3 + random() * 0.15);
  const accent: Rgb = hsl(random() * 360, 0.6, 0.65);
  const panel: Rgb = [245, 240, 228];
  const pattern = Math.floor(random() * 3);
  const data = Buffer.alloc(WIDTH * HEIGHT * 4);

  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const shade = 1 - (0.35 * y) / HEIGHT;
      let color: Rgb = [base[0] * shade, base[1] * shade, base[2] * shade];
      if (x < 14) color = [color[0] * 0.6, color[1] * 0.6, color[2] * 0.6];
      else if (inPattern(pattern, x, y)) color = mix(color, accent, 0.55);
      if (x >= 32 && x < WIDTH - 18 && y >= 34 && y < 96) {
        const border = x < 35 || x >= WIDTH - 21 || y < 37 || y >= 93;
        color = border ? accent : panel;
        if (!border && y % 14 >= 9 && y % 14 <= 10 && x > 44 && x < WIDTH - 30) {
          color = mix(panel, base, 0.8);
        }
      }
      const i = (y * WIDTH + x) * 4;
      data[i] = color[0];
      data[i + 1] = color[1];
      data[i + 2] = color[2];
      data[i + 3] = 255;
    }
  }
  return jpeg.encode({ data, width: WIDTH, height: HEIGHT }, 65).data;
}

function inPattern(kind: number, x: number, y: number): boolean {
  if (y < 112) return false;
  if (kind === 0) return (x + y) % 24 < 5;
  if (kind === 1) return Math.hypot(x - WIDTH / 2, y - 170) % 22 < 4;
  return y % 20 < 4 && x % 30 < 22;
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** A small seeded generator, so the demo covers are the same on every start. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

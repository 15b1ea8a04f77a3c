/**
 * The login and register screens' background: a bookshelf drawn as an SVG data URL, so it needs
 * no network and no asset pipeline, and passes a strict CSP (`img-src 'self' data:`). The screen
 * blurs it.
 */
const SPINES = [
  '#8d6e63',
  '#3f51b5',
  '#c62828',
  '#2e7d32',
  '#f9a825',
  '#6a1b9a',
  '#00838f',
  '#5d4037',
];

function shelf(y: number, seed: number): string {
  let x = 10;
  let state = seed;
  const next = () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
  const books: string[] = [];
  while (x < 790) {
    const width = 14 + Math.round(next() * 18);
    const height = 70 + Math.round(next() * 40);
    const color = SPINES[Math.floor(next() * SPINES.length)];
    books.push(
      `<rect x="${x}" y="${y + 120 - height}" width="${width}" height="${height}" rx="2" fill="${color}"/>`,
    );
    x += width + 3;
  }
  return `${books.join('')}<rect x="0" y="${y + 120}" width="800" height="14" fill="#4e342e"/>`;
}

const svg =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" preserveAspectRatio="xMidYMid slice">` +
  `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">` +
  `<stop offset="0" stop-color="#efe3d3"/><stop offset="1" stop-color="#c9b49a"/></linearGradient></defs>` +
  `<rect width="800" height="600" fill="url(#g)"/>` +
  shelf(20, 7) +
  shelf(175, 42) +
  shelf(330, 99) +
  shelf(485, 3) +
  `</svg>`;

export const shelfBackground = `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;

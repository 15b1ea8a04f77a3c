/**
 * The login and register screens' background: a bookshelf drawn as an SVG data URL, so it needs
 * no network and no asset pipeline, and passes a strict CSP (`img-src 'self' data:`). The screen
 * blurs it. It is drawn in the browser when the screen loads: the few lines below are a fraction
 * of the size of the picture they draw.
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

/** One shelf of books, as path commands by spine colour (the blur hides square corners). */
function shelf(y: number, seed: number, spines: Map<string, string>): string {
  let x = 10;
  let state = seed;
  const next = () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
  while (x < 790) {
    const width = 14 + Math.round(next() * 18);
    const height = 70 + Math.round(next() * 40);
    const color = SPINES[Math.floor(next() * SPINES.length)]!;
    spines.set(
      color,
      `${spines.get(color) ?? ''}M${x} ${y + 120 - height}h${width}v${height}h-${width}z`,
    );
    x += width + 3;
  }
  return `M0 ${y + 120}h800v14h-800z`;
}

const spines = new Map<string, string>();
const boards = [20, 175, 330, 485].map((y, i) => shelf(y, [7, 42, 99, 3][i]!, spines)).join('');

const svg =
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 800 600' preserveAspectRatio='xMidYMid slice'>` +
  `<rect width='800' height='600' fill='#dccbb6'/>` +
  [...spines].map(([color, d]) => `<path fill='${color}' d='${d}'/>`).join('') +
  `<path fill='#4e342e' d='${boards}'/>` +
  `</svg>`;

// Only what a data URL must not hold raw is escaped: the SVG's own quotes are single.
export const shelfBackground = `url("data:image/svg+xml,${svg.replace(/[%#<>]/g, encodeURIComponent)}")`;

import { rmSync } from 'node:fs';

/** Removes the run's temporary database (the servers are stopped right after). */
export default function globalTeardown(): void {
  const dir = process.env.EMBED_DATA_DIR;
  if (dir && dir.includes('lib-embed-')) rmSync(dir, { recursive: true, force: true });
}

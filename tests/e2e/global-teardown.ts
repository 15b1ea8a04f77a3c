import { rmSync } from 'node:fs';

/** Removes the run's temporary database (the server is stopped right after). */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('lib-e2e-')) rmSync(dir, { recursive: true, force: true });
}

import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { fittedSize } from './cover-pixels.ts';
import { readJpeg } from './images.ts';

const SCALER = fileURLToPath(new URL('./cover-process.ts', import.meta.url));
/** How long a cover may take to scale: a sound photo takes a second or two. */
const DEADLINE_MS = 15_000;

// One cover scales at a time: each decode may take several hundred megabytes.
let queue: Promise<unknown> = Promise.resolve();

/**
 * The cover to store for a checked upload (`checkJpeg`): as it is when it fits the stored box,
 * else scaled down (`fitCover`) in a process of its own, one at a time. A picture the scaler
 * cannot decode in time (an arithmetic-coded or 12-bit JPEG, which browsers may still show; a
 * progressive one of thousands of scans) is stored as uploaded.
 */
export function storedCover(bytes: Uint8Array, deadlineMs = DEADLINE_MS): Promise<Uint8Array> {
  const size = readJpeg(bytes)!;
  if (!fittedSize(bytes, size)) return Promise.resolve(bytes);
  const scaled = queue.then(() => scale(bytes, size, deadlineMs)).catch(() => bytes);
  queue = scaled;
  return scaled;
}

function scale(
  bytes: Uint8Array,
  size: { width: number; height: number },
  deadlineMs: number,
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const child = fork(SCALER, [], {
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      execArgv: [],
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), deadlineMs);
    child.once('message', (answer: { bytes?: Uint8Array; error?: string }) => {
      if (answer.bytes) resolve(answer.bytes);
      else reject(new Error(answer.error));
    });
    child.once('error', reject);
    child.once('exit', () => {
      clearTimeout(timer);
      // Killed at the deadline, or dead of its own: no answer came, and this one says so.
      reject(new Error('the cover scaler stopped without an answer'));
    });
    child.send({ bytes, size });
  });
}

import { Worker } from 'node:worker_threads';
import { fittedSize } from './cover-pixels.ts';
import { readJpeg } from './images.ts';

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<
  number,
  { resolve: (bytes: Uint8Array) => void; reject: (e: Error) => void }
>();

function coverWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./cover-worker.ts', import.meta.url));
  // Idle, it does not keep the process alive; a job waiting on it does (`ref` below).
  started.unref();
  started.on(
    'message',
    ({ id, bytes, error }: { id: number; bytes?: Uint8Array; error?: string }) => {
      const job = pending.get(id);
      pending.delete(id);
      if (pending.size === 0) started.unref();
      if (error !== undefined) job?.reject(new Error(error));
      else job?.resolve(bytes!);
    },
  );
  // A worker that died (out of memory on a hostile picture) fails its jobs; the next starts anew.
  const stopped = (error: Error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
    if (worker === started) worker = undefined;
  };
  started.on('error', stopped);
  started.on('exit', () => stopped(new Error('the cover worker stopped')));
  worker = started;
  return started;
}

/**
 * The cover to store for a checked upload (`checkJpeg`): as it is when it fits the stored box,
 * else scaled down on a worker thread (see `fitCover`). A picture the scaler cannot decode (an
 * arithmetic-coded or 12-bit JPEG, which browsers may still show) is stored as uploaded.
 */
export async function storedCover(bytes: Uint8Array): Promise<Uint8Array> {
  const { width, height } = readJpeg(bytes)!;
  if (!fittedSize(bytes, { width, height })) return bytes;
  const thread = coverWorker();
  const id = (nextId += 1);
  try {
    return await new Promise<Uint8Array>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      thread.ref();
      thread.postMessage({ id, bytes, size: { width, height } });
    });
  } catch {
    return bytes;
  }
}

// The worker thread that scales covers down (`fitCoverOffThread`): decoding a picture of many
// megapixels takes a second of CPU, which the server's own thread must not wait out.
import { parentPort } from 'node:worker_threads';
import { fitCover } from './cover-pixels.ts';

interface Job {
  id: number;
  bytes: Uint8Array;
  size: { width: number; height: number };
}

parentPort!.on('message', ({ id, bytes, size }: Job) => {
  try {
    const fitted = fitCover(bytes, size);
    parentPort!.postMessage({ id, bytes: fitted });
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message });
  }
});

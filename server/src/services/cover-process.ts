// The process that scales one cover down (`storedCover`). Decoding a picture of many megapixels
// takes a second of CPU and several hundred megabytes, which the server must neither wait out nor
// keep: the process takes one picture on its IPC channel, answers, and exits, returning it all.
import { fitCover } from './cover-pixels.ts';

process.once(
  'message',
  ({ bytes, size }: { bytes: Uint8Array; size: { width: number; height: number } }) => {
    let answer: { bytes: Uint8Array } | { error: string };
    try {
      answer = { bytes: fitCover(bytes, size) };
    } catch (error) {
      answer = { error: (error as Error).message };
    }
    process.send!(answer, () => process.exit(0));
  },
);

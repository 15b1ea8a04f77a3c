import pg from 'pg';
import type { WriteCounter } from './write-counter.ts';

export const CHANGE_CHANNEL = 'lending_changes';
const RETRY_MS = 1000;

/**
 * Listens for the change notifications that triggers send when another server changes users or
 * libraries (migration 002), and moves the write counter for each. While the listening connection
 * is down the counter is not live, so nothing is reused until it is back.
 */
export function followChanges(url: string, writes: WriteCounter): { close(): Promise<void> } {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    const lost = () => {
      writes.live = false;
      if (client === next) client = undefined;
      if (!closed && !retry) retry = setTimeout(reconnect, RETRY_MS);
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', () => {
      writes.generation += 1;
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANGE_CHANNEL}`);
    } catch {
      lost();
      await next.end().catch(() => {});
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    // Anything may have changed while nobody was listening.
    writes.generation += 1;
    writes.live = true;
  };
  const reconnect = () => {
    retry = undefined;
    void connect();
  };

  void connect();
  return {
    async close() {
      closed = true;
      writes.live = false;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_MAX_AGE_MS, prefetch, takePrefetched } from './prefetch';

afterEach(() => {
  vi.useRealTimers();
});

describe('prefetch', () => {
  it('hands a prefetched answer to the first taker only', async () => {
    const request = vi.fn(() => Promise.resolve(['Emma']));
    prefetch('books once', request);
    prefetch('books once', request);
    expect(request).toHaveBeenCalledTimes(1);
    await expect(takePrefetched('books once')).resolves.toEqual(['Emma']);
    expect(takePrefetched('books once')).toBeUndefined();
  });

  it('keeps answers apart by key', async () => {
    prefetch('books 1', () => Promise.resolve('one'));
    prefetch('books 2', () => Promise.resolve('two'));
    await expect(takePrefetched('books 2')).resolves.toBe('two');
    await expect(takePrefetched('books 1')).resolves.toBe('one');
  });

  it('gives the failure to the taker, and none to the page when nobody takes it', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      prefetch('books failing', () => Promise.reject(new Error('offline')));
      prefetch('books forgotten', () => Promise.reject(new Error('offline')));
      await expect(takePrefetched('books failing')).rejects.toThrow('offline');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('lets an old answer go: the taker asks afresh', () => {
    vi.useFakeTimers();
    const request = vi.fn(() => Promise.resolve('old'));
    prefetch('books stale', request);
    vi.advanceTimersByTime(PREFETCH_MAX_AGE_MS);
    expect(takePrefetched('books stale')).toBeUndefined();
    prefetch('books stale', request);
    vi.advanceTimersByTime(PREFETCH_MAX_AGE_MS);
    prefetch('books stale', request);
    expect(request).toHaveBeenCalledTimes(3);
  });
});

import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutEvents } from '../../scripts/element-events.ts';

const define = (options: string) =>
  `export const X = defineElement('lib-x', lazyScreen(() => import('./X')), ${options});`;

describe('withoutEvents: an element definition built without its events', () => {
  it('drops the options when events are all they hold', () => {
    expect(withoutEvents(define("{ events: ['lib-navigate'] }"))).toBe(
      "export const X = defineElement('lib-x', lazyScreen(() => import('./X')));",
    );
  });

  it('keeps the other options, events first, between or last', () => {
    expect(
      withoutEvents(define("{ events: ['lib-navigate'], attributes: { bookId: 'number' } }")),
    ).toBe(define("{ attributes: { bookId: 'number' } }"));
    expect(
      withoutEvents(
        define("{ attributes: { a: 'number' }, events: ['lib-navigate'], prefetch: () => {} }"),
      ),
    ).toBe(define("{ attributes: { a: 'number' }, prefetch: () => {} }"));
    expect(withoutEvents(define("{ attributes: { a: 'number' }, events: ['lib-navigate'] }"))).toBe(
      define("{ attributes: { a: 'number' } }"),
    );
  });

  it('leaves a definition without events, and other calls, as they are', () => {
    const code = [define("{ attributes: { a: 'number' } }"), "other({ events: ['lib-x'] });"].join(
      '\n',
    );
    expect(withoutEvents(code)).toBe(code);
  });

  it('takes the events out of every element of the kit, and nothing else', () => {
    const files = globSync('src/elements/lib-*.ts');
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      const built = withoutEvents(code, file);
      expect(built, file).not.toMatch(/^\s*\{?\s*events:/m);
      // Only the events (and what held them alone) went: every other line is still there.
      const kept = code.split('\n').filter((line) => !built.split('\n').includes(line));
      for (const line of kept) expect(line, file).toMatch(/events: \[|^\s*\{\s*$|^\s*\},?\s*$/);
    }
  });
});

import { parseSync, Visitor, type Plugin } from 'vite';

/** An element's definition (`src/elements/lib-*.ts`), or the index's copy of it. */
const DEFINITION = /[\\/]src[\\/]elements[\\/]lib-[\w-]+\.ts(\?in-index)?$/;

/**
 * Vite plugin for builds: the `events` of an element's definition
 * (`defineElement('lib-x', screen, { events: ['lib-navigate'] })`) are left out of the built code.
 * They document the element: `custom-elements.json` is generated from them in the source
 * (`scripts/manifest.ts`), and TypeScript checks that they are the kit's events; `defineElement`
 * never reads them: a few dozen bytes less over every element.
 */
export function withoutElementEvents(): Plugin {
  return {
    name: 'lib-without-element-events',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!DEFINITION.test(id)) return null;
      const stripped = withoutEvents(code, id);
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}

/**
 * `code` without the `events` property of its `defineElement(…)` options, or without the options
 * where `events` is all they hold. Throws where it cannot tell what to cut.
 */
export function withoutEvents(code: string, file = 'element.ts'): string {
  const { program, errors } = parseSync(file.replace(/\?.*$/, ''), code, { lang: 'ts' });
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]!.message}`);
  const cuts: { start: number; end: number }[] = [];
  new Visitor({
    CallExpression(call) {
      if (call.callee.type !== 'Identifier' || call.callee.name !== 'defineElement') return;
      const [, screen, options] = call.arguments;
      if (!screen || options?.type !== 'ObjectExpression') return;
      const properties = options.properties;
      const at = properties.findIndex(
        (property) =>
          property.type === 'Property' &&
          !property.computed &&
          property.key.type === 'Identifier' &&
          property.key.name === 'events',
      );
      if (at < 0) return;
      const events = properties[at]!;
      if (!code.slice(events.start, events.end).startsWith('events')) {
        throw new Error(`${file}: the offsets of defineElement's events do not match its text`);
      }
      if (properties.length === 1) {
        // The options go, and the comma before them.
        cuts.push({ start: screen.end, end: options.end });
      } else if (at < properties.length - 1) {
        cuts.push({ start: events.start, end: properties[at + 1]!.start });
      } else {
        cuts.push({ start: properties[at - 1]!.end, end: events.end });
      }
    },
  }).visit(program);
  return cuts
    .sort((a, b) => b.start - a.start)
    .reduce((text, { start, end }) => text.slice(0, start) + text.slice(end), code);
}

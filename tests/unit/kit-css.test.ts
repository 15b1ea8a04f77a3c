import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { kitCss } from '../../scripts/kit-css.ts';

/** The plugin's transform of a module, as Vite calls it. */
function transform(plugin: Plugin, code: string, id: string): string | undefined {
  const hook = plugin.transform as (code: string, id: string) => string | undefined;
  return hook.call({}, code, id);
}

const inline = (css: string) => `export default ${JSON.stringify(css)}`;
const cssOf = (code: string | undefined) =>
  JSON.parse(/^export default (".*");$/.exec(code ?? '')![1]!) as string;

describe('kitCss: CSS carried as text', () => {
  const id = '/kit/src/ui/Thing.css.ts.vanilla.css?inline';

  it('drops the spaces the minifier leaves around commas and slashes of var() values', () => {
    const css =
      '.a{background-color:color-mix(in srgb, var(--c) 8%, var(--s))}' +
      '.b{background:linear-gradient(to right, var(--s) 40%, transparent) left / 32px 100% local}';
    expect(cssOf(transform(kitCss(), inline(css), id))).toBe(
      '.a{background-color:color-mix(in srgb,var(--c) 8%,var(--s))}' +
        '.b{background:linear-gradient(to right,var(--s) 40%,transparent) left/32px 100% local}',
    );
  });

  it('leaves strings and url()s as written', () => {
    const css =
      `.a{font-family:var(--f), "A , B", 'C / D'}` +
      `.b{background:url(data:image/svg+xml,<svg a='1, 2'/>), var(--x)}`;
    expect(cssOf(transform(kitCss(), inline(css), id))).toBe(
      `.a{font-family:var(--f),"A , B",'C / D'}` +
        `.b{background:url(data:image/svg+xml,<svg a='1, 2'/>),var(--x)}`,
    );
  });

  it('keeps escapes in the text', () => {
    const css = `.a{content:"\\"";quotes:var(--q), "x"}`;
    expect(cssOf(transform(kitCss(), inline(css), id))).toBe(
      `.a{content:"\\"";quotes:var(--q),"x"}`,
    );
  });

  it('leaves other modules alone', () => {
    expect(
      transform(kitCss(), inline('.a{b:c, d}'), '/kit/src/ui/thing.css?inline'),
    ).toBeUndefined();
    expect(transform(kitCss(), 'export const a = 1', id)).toBeUndefined();
  });
});

import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Features } from 'lightningcss';
import type { Plugin } from 'vite';

const STYLES_MODULE = fileURLToPath(new URL('../src/elements/styles.ts', import.meta.url));

// What vanilla-extract's compiled `.css.ts` module imports for its CSS: `<file>.css.ts.vanilla.css`.
const CSS_IMPORT = /^import\s+(["'])([^"']+\.vanilla\.css)\1;?[ \t]*$/gm;

export interface KitCssOptions {
  /**
   * Keep vanilla-extract's own import of the CSS too, which puts it in the document: what stories
   * of primitives rendered outside an element need. Default: while serving (dev, Storybook,
   * browser tests), not in builds, where only shadow roots use the kit's CSS.
   */
  documentCss?: boolean;
  /**
   * A directory whose `.css.ts` modules style the page around the elements (the standalone app's):
   * left as vanilla-extract makes them, so their CSS goes to the document and not to shadow roots.
   */
  pageCss?: string;
}

/**
 * Vite plugin (runs after vanilla-extract's) that gives the kit's CSS to shadow roots, which cannot
 * see the document's stylesheets: each compiled `.css.ts` module imports its CSS as text (`?inline`)
 * and registers it with the kit's shared stylesheet (`registerKitCss` in styles.ts) when it runs.
 * A screen's CSS therefore travels in the screen's chunk and loads with it.
 */
export function kitCss({ documentCss, pageCss }: KitCssOptions = {}): Plugin {
  let keepDocumentCss = false;
  let root = process.cwd();
  // The registry key of a file's CSS: short (every chunk carries its files' keys), stable across
  // builds and machines (no absolute path), and checked to be unique within a build.
  const files = new Map<string, string>();
  const key = (file: string) => {
    const source = path.relative(root, file.replace(/\.vanilla\.css$/, ''));
    const hash = createHash('sha1').update(source).digest('base64url').slice(0, 5);
    const other = files.get(hash);
    if (other !== undefined && other !== source) {
      throw new Error(`${source} and ${other} have the same CSS key "${hash}": lengthen the key.`);
    }
    files.set(hash, source);
    return hash;
  };
  return {
    name: 'lib-kit-css',
    enforce: 'post',
    // No rule uses `light-dark()`, so the minifier need not add its fallback variables to the
    // themes that set `color-scheme`.
    config: () => ({ css: { lightningcss: { exclude: Features.LightDark } } }),
    configResolved(config) {
      keepDocumentCss = documentCss ?? config.command === 'serve';
      root = config.root;
    },
    transform(code, id) {
      if (id.endsWith('.vanilla.css?inline')) return tightenInlineCss(code);
      const module = id.split('?')[0]!;
      if (!module.endsWith('.css.ts')) return undefined;
      if (pageCss !== undefined && !path.relative(pageCss, module).startsWith('..'))
        return undefined;
      const files: string[] = [];
      const rest = code.replace(CSS_IMPORT, (statement, _quote, file: string) => {
        files.push(file);
        return keepDocumentCss ? statement : '';
      });
      if (files.length === 0) return undefined;
      const registrations = files.map(
        (file, i) =>
          `import __kitCss${i} from ${JSON.stringify(`${file}?inline`)};\n` +
          `registerKitCss(${JSON.stringify(key(file))}, __kitCss${i}${rankOf(file)});`,
      );
      return {
        code: `import { registerKitCss } from ${JSON.stringify(STYLES_MODULE)};\n${registrations.join('\n')}\n${rest}`,
        map: null,
      };
    },
  };
}

/**
 * Where a file's CSS goes in the sheet, whatever order the modules run in: the host reset first,
 * then the theme (its `:host` rules must beat the reset), then components and screens (argument
 * left out).
 */
function rankOf(file: string): string {
  if (/[\\/]src[\\/]elements[\\/]host\.css\.ts\.vanilla\.css$/.test(file)) return ', 0';
  if (/[\\/]src[\\/]theme[\\/]/.test(file)) return ', 1';
  return '';
}

const INLINE_CSS_MODULE = /^export default ("(?:[^"\\]|\\.)*");?\s*$/;

/**
 * The minifier leaves a value that holds a `var()` as written (it cannot parse it), with the
 * spaces around its commas and slashes (`color-mix(in srgb, var(--a) 8%, var(--b))`), which shadow
 * roots load as text: they go, outside strings and `url()`s.
 */
function tightenInlineCss(code: string): string | undefined {
  const match = INLINE_CSS_MODULE.exec(code);
  if (!match) return undefined;
  const css = (JSON.parse(match[1]!) as string)
    .split(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|url\([^)]*\))/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/\s*([,/])\s*/g, '$1')))
    .join('');
  return `export default ${JSON.stringify(css)};`;
}

import { globSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:lib-kit-css';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

/**
 * Vite plugin (build time only) behind `import kitCss from 'virtual:lib-kit-css'`: the CSS of every
 * vanilla-extract file under `src/` as one string, for the elements' shadow roots.
 *
 * vanilla-extract serves a `.css.ts` file's CSS as the virtual module `<file>.css.ts.vanilla.css`;
 * importing it with `?inline` by its root-relative path yields the CSS text instead of injecting it
 * into the document head, where a shadow root could not see it. Listing the files here, rather
 * than by hand, means a new `.css.ts` cannot be forgotten.
 */
export function kitCss({ dir = 'src' }: { dir?: string } = {}): Plugin {
  let root = process.cwd();
  const isStyleFile = (file: string) =>
    file.endsWith('.css.ts') &&
    path.relative(path.join(root, dir), file).startsWith('..') === false;

  return {
    name: 'lib-kit-css',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const files = globSync(`${dir}/**/*.css.ts`, { cwd: root })
        .map((file) => '/' + file.split(path.sep).join('/'))
        .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
      // A file that emits no CSS (a theme contract) has no virtual module to import.
      const withCss: string[] = [];
      for (const file of files) {
        if (await this.resolve(`${file}.vanilla.css`)) withCss.push(file);
      }
      const imports = withCss.map((file, i) => `import css${i} from '${file}.vanilla.css?inline';`);
      const parts = withCss.map((_, i) => `css${i}`);
      return `${imports.join('\n')}\nexport default [${parts.join(', ')}].join('\\n');\n`;
    },
    configureServer(server) {
      const refresh = (file: string) => {
        if (!isStyleFile(file)) return;
        const mod = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (mod) server.moduleGraph.invalidateModule(mod);
      };
      server.watcher.on('add', refresh);
      server.watcher.on('unlink', refresh);
    },
  };
}

/** The host reset first (the theme's `:host` rules must come after it), then the theme, then the rest. */
function rank(file: string): number {
  if (file.includes('/elements/')) return 0;
  if (file.includes('/theme/')) return 1;
  return 2;
}

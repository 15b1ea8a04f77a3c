import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { kitCss } from '../scripts/kit-css.ts';
import { reactEsm, syncExternalStoreAlias } from '../scripts/react-esm.ts';
import { browserBuild, kitCodeSplitting, kitTreeshake } from '../vite.config.ts';
import { shortCssIdentifiers } from '../scripts/css-identifiers.ts';
import { precompress } from './precompress.plugin.ts';
import { thirdPartyLicenses } from '../scripts/third-party-licenses.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// The standalone app: demo-host/index.html and the kit's elements, built to demo-host/dist/,
// which the server serves at `/`. `npm run build:app` builds it; `npm start` does when it is stale.
const appRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ command }) => ({
  root: appRoot,
  base: '/',
  plugins: [
    reactEsm(),
    react(),
    vanillaExtractPlugin({
      identifiers: command === 'build' ? shortCssIdentifiers(repoRoot, appRoot) : undefined,
    }),
    kitCss({ pageCss: appRoot }),
    thirdPartyLicenses(),
    precompress(),
  ],
  resolve: { alias: syncExternalStoreAlias },
  server: { fs: { allow: [repoRoot] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server's CSP allows no inline script; Vite emits module scripts as files anyway.
    modulePreload: { polyfill: false },
    // Compiled as the library is, so the end-to-end journeys run the code CMS pages get.
    minify: browserBuild.minify,
    terserOptions: browserBuild.terserOptions,
    // The kit's files as the library build cuts them: the core with the page, a screen's code
    // (and what it shares with others) when its element first shows.
    rolldownOptions: {
      treeshake: kitTreeshake,
      checks: browserBuild.checks,
      preserveEntrySignatures: 'allow-extension',
      output: {
        ...browserBuild.output,
        codeSplitting: kitCodeSplitting(() => false),
        chunkFileNames: 'assets/[name]-[hash].js',
      },
    },
  },
}));

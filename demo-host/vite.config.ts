import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { kitCss } from '../src/elements/kitCss.plugin.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// The standalone app: demo-host/index.html and the kit's elements, built to demo-host/dist/,
// which the server serves at `/`. `npm run build:app` builds it; `npm start` does when it is stale.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react(), vanillaExtractPlugin(), kitCss({ dir: '../src' })],
  server: { fs: { allow: [repoRoot] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server's CSP allows no inline script; Vite emits module scripts as files anyway.
    modulePreload: { polyfill: false },
  },
});

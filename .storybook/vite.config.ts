import { defineConfig } from 'vite';

/**
 * Storybook's own (empty) Vite config, so that the library build's settings in the root
 * vite.config.ts (entries, declaration files, no document CSS, which stories rendered outside a
 * shadow root need) stay out of Storybook. The plugins Storybook needs are added in
 * main.ts `viteFinal`, which the Vitest plugin applies too (it reads no config file).
 */
export default defineConfig({});

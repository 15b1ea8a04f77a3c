import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { kitCss } from './scripts/kit-css.ts';

// Browser suites run in Debian's Chromium (no browser download here), headless. A fresh object per
// project: Vitest names the instances in place.
const chromium = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    // The theme drops its durations to 0ms: axe then never measures a dialog halfway faded in.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
});

// Each suite is a project: `vitest run --project unit` runs the DOM-free tests (contract, client,
// session, machines, pure modules); `storybook` runs every story (play function + axe) and
// `browser` the component and element tests (`*.test.tsx`, `tests/browser/`), both in Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'demo-host/**/*.test.ts'],
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: { name: 'storybook', browser: chromium() },
      },
      {
        plugins: [react(), vanillaExtractPlugin(), kitCss()],
        // Pre-bundled up front: a dependency discovered mid-run reloads the page and can leave two
        // copies of React.
        optimizeDeps: {
          include: [
            'react',
            'react/jsx-dev-runtime',
            'react-dom',
            'react-dom/client',
            '@r2wc/react-to-web-component',
            '@floating-ui/react',
          ],
        },
        test: {
          name: 'browser',
          include: ['src/**/*.test.tsx', 'tests/browser/**/*.test.{ts,tsx}'],
          browser: chromium(),
        },
      },
    ],
  },
});

import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

/**
 * Every story runs as a Vitest browser test (see the `storybook` project in vitest.config.ts) and
 * is checked with axe: an accessibility violation fails the test.
 *
 * API mocking: MSW starts once (public/mockServiceWorker.js) and its handlers are reset before each
 * story. A story adds its handlers in `beforeEach({ msw }) { msw.use(...) }` (or, CSF 3 style,
 * `parameters.msw`).
 */
const preview: Preview = {
  loaders: [mswLoader()],
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;

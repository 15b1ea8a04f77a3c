import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { action } from 'storybook/actions';
import { themeAttribute } from '../src/theme';
import { customElementArgTypes } from '../stories/customElements';
import { startMockWorker } from './msw';
import { isolateDocsFrame } from './docsFrames';
import { supportShadowRoots } from './shadowRoots';

isolateDocsFrame();
supportShadowRoots();

/**
 * Every story runs as a Vitest browser test (see the `storybook` project in vitest.config.ts) and
 * is checked with axe: an accessibility violation fails the test.
 *
 * API mocking: MSW starts once (public/mockServiceWorker.js) and its handlers are reset before each
 * story. A story adds its handlers in `beforeEach({ msw }) { msw.use(...) }` (or, CSF 3 style,
 * `parameters.msw`).
 *
 * Interactions: `userEvent` (from the play context or storybook/test) types into inputs inside the
 * elements' shadow roots (see shadowRoots.ts).
 *
 * Theme: the toolbar's light/dark switch sets `data-theme` on the preview's root element, so
 * portalled dialogs follow it too; on a docs page, on the story's own block. Navigation:
 * `lib-navigate` is logged as an action and cancelled, so a story never changes the preview's hash.
 */
const preview: Preview = {
  loaders: [mswLoader(() => startMockWorker())],
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  globalTypes: {
    theme: {
      description: 'Kit theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, { globals, viewMode }) => {
      const theme = String(globals.theme ?? 'light');
      // A docs page shows many stories in one document: each keeps its theme to its own block.
      if (viewMode === 'docs')
        return (
          <div {...{ [themeAttribute]: theme }}>
            <Story />
          </div>
        );
      document.documentElement.setAttribute(themeAttribute, theme);
      return <Story />;
    },
  ],
  beforeAll() {
    const logNavigation = action('lib-navigate');
    document.addEventListener('lib-navigate', (event) => {
      if (event.defaultPrevented) return;
      event.preventDefault();
      logNavigation(event.detail);
    });
  },
  tags: ['autodocs'],
  // An element's docs page shows its attributes, events, parts and properties from custom-elements.json.
  argTypesEnhancers: [customElementArgTypes],
};

export default preview;

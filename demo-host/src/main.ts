import { getSession } from '../../src/auth/session';
import { t } from '../../src/i18n';
import './theme.css';
import './elements';
import { reloadOnNewVersion } from './newVersion';
import { startRouter } from './router';
import '../../src/i18n/en/app';

reloadOnNewVersion();

const outlet = document.getElementById('outlet');
const main = document.getElementById('main');

try {
  if (!outlet || !main) throw new Error('The page has no #main with an #outlet.');
  startRouter({
    outlet,
    focusFallback: main,
    session: getSession(),
    libraryChoice: document.getElementById('catalog-library'),
  });
  measureHeader();

  // Skip link: the page's hash is the route, so move focus instead of following `#main`.
  const skipLink = document.querySelector<HTMLAnchorElement>('.skip-link');
  if (skipLink) {
    skipLink.textContent = t('app.skipToContent');
    skipLink.addEventListener('click', (event) => {
      event.preventDefault();
      main.focus();
    });
  }
} catch (error) {
  console.error(error);
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = t('app.startup');
  (outlet ?? document.body).replaceChildren(message);
}

/**
 * The header's height as drawn, as `--app-header-offset` (host.css): the navbar's links take two
 * rows on a medium screen, and the text size is the reader's.
 */
function measureHeader(): void {
  const header = document.querySelector<HTMLElement>('.app-header');
  if (!header) return;
  new ResizeObserver(([entry]) => {
    const height = entry?.borderBoxSize[0]?.blockSize ?? header.offsetHeight;
    document.documentElement.style.setProperty('--app-header-offset', `${Math.ceil(height)}px`);
  }).observe(header);
}

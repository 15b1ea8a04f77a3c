import { getSession } from '../../src/auth/session';
import { t } from '../../src/i18n';
import './elements';
import { startRouter } from './router';

const outlet = document.getElementById('outlet');

try {
  if (!outlet) throw new Error('The page has no #outlet.');
  startRouter({ outlet, session: getSession() });

  // Skip link: the page's hash is the route, so move focus instead of following `#main`.
  const skipLink = document.querySelector<HTMLAnchorElement>('.skip-link');
  if (skipLink) {
    skipLink.textContent = t('app.skipToContent');
    skipLink.addEventListener('click', (event) => {
      event.preventDefault();
      outlet.focus();
    });
  }
} catch (error) {
  console.error(error);
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = t('errors.startup');
  (outlet ?? document.body).replaceChildren(message);
}

/** Defines every element of the kit: `import 'library-lending-kit'`. */
import './lib-book-grid';
import './lib-active-rentals';
import './lib-rental-history';
import './lib-my-requests';
import './lib-addresses';
import './lib-analytics';
import './lib-book-list';
import './lib-book-form';
import './lib-delivery-tasks';
import './lib-library-list';
import './lib-library-form';
import './lib-courier-list';
import './lib-login';
import './lib-register';
import './lib-navbar';

export type { LibElementProps, LibTagName } from './jsx';
export { resetMessages, setMessages, type MessageOverrides } from '../i18n';
export { configureApi } from '../api/config';

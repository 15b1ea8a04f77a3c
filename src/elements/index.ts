/** Defines every element of the kit: `import 'library-lending-kit/elements'`. */
import './lib-book-grid';
import './lib-active-rentals';
import './lib-rental-history';
import './lib-my-requests';
import './lib-addresses';
import './lib-analytics';

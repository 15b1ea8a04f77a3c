import { t, type MessageKey } from '../../src/i18n';
import type { ScreenId } from './routes';
import '../../src/i18n/en/activeRentals';
import '../../src/i18n/en/addresses';
import '../../src/i18n/en/analytics';
import '../../src/i18n/en/bookForm';
import '../../src/i18n/en/bookGrid';
import '../../src/i18n/en/bookList';
import '../../src/i18n/en/couriers';
import '../../src/i18n/en/delivery';
import '../../src/i18n/en/libraries';
import '../../src/i18n/en/libraryForm';
import '../../src/i18n/en/login';
import '../../src/i18n/en/notAuthorized';
import '../../src/i18n/en/register';
import '../../src/i18n/en/rentalHistory';
import '../../src/i18n/en/requests';

/** Each screen's heading in the kit's catalog, used as the page title. */
const TITLES: Record<ScreenId, MessageKey> = {
  login: 'login.title',
  register: 'register.title',
  books: 'bookGrid.heading',
  deliveries: 'delivery.heading',
  notAuthorized: 'notAuthorized.title',
  userActiveRentals: 'activeRentals.heading',
  userRentalHistory: 'rentalHistory.heading',
  userRequests: 'requests.heading',
  userAddress: 'addresses.heading',
  userBooks: 'bookGrid.heading',
  userAnalytics: 'analytics.heading',
  adminBooks: 'bookList.heading',
  adminBookCreate: 'bookForm.addTitle',
  adminBookEdit: 'bookForm.editTitle',
  adminAnalytics: 'analytics.heading',
  superAdminLibraries: 'libraries.heading',
  superAdminLibraryAdd: 'libraryForm.addTitle',
  superAdminLibraryEdit: 'libraryForm.editTitle',
  superAdminCouriers: 'couriers.heading',
  superAdminAnalytics: 'analytics.heading',
};

export function screenTitle(screen: ScreenId): string {
  return t(TITLES[screen]);
}

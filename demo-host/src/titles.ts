import { t, type MessageKey } from '../../src/i18n';
import type { ScreenId } from './routes';

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
  superAdminAnalytics: 'analytics.heading',
};

export function screenTitle(screen: ScreenId): string {
  return t(TITLES[screen]);
}

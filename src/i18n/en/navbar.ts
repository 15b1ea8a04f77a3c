import { defineTexts } from '../texts';

export const navbar = defineTexts('navbar', {
  brand: 'Library Lending',
  dashboard: 'Dashboard',
  login: 'Login',
  register: 'Register',
  logout: 'Logout',
  menu: 'Menu',
  closeMenu: 'Close menu',
  navigation: 'Main',
  browseBooks: 'Browse Books',
  activeRentals: 'Active Rentals',
  rentalHistory: 'Rental History',
  myRequests: 'My Requests',
  address: 'Address',
  analytics: 'Analytics',
  myTasks: 'My Tasks',
  manageBooks: 'Manage Books',
  couriers: 'Couriers',
} as const);

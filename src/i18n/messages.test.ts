import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleTexts } from './consoleTexts';
import { staffConsoleTexts } from './staffConsoleTexts';
import { en } from './en';
import { resetMessages, setMessages, t, type MessageKey } from './messages';

afterEach(() => resetMessages());

// Texts quoted by the product spec (and DESIGN.md section 3), copied character for character.
const specTexts: [MessageKey, string][] = [
  ['login.submit', 'Login'],
  ['login.invalidCredentials', 'Invalid email or password.'],
  ['errors.network', 'Cannot reach the server.'],
  ['register.submit', 'Register'],
  ['register.roleUser', 'USER'],
  ['register.roleAdmin', 'ADMIN'],
  ['register.roleDeliveryPartner', 'DELIVERY_PARTNER'],
  ['register.failed', 'Registration failed. Try again.'],
  ['navbar.dashboard', 'Dashboard'],
  ['navbar.login', 'Login'],
  ['navbar.register', 'Register'],
  ['navbar.logout', 'Logout'],
  ['navbar.activeRentals', 'Active Rentals'],
  ['navbar.rentalHistory', 'Rental History'],
  ['navbar.myRequests', 'My Requests'],
  ['navbar.address', 'Address'],
  ['navbar.analytics', 'Analytics'],
  ['navbar.myTasks', 'My Tasks'],
  ['navbar.manageBooks', 'Manage Books'],
  ['navbar.browseBooks', 'Browse Books'],
  ['bookList.heading', 'Book List'],
  ['bookList.addBook', 'Add Book'],
  ['bookList.columnTitle', 'Title'],
  ['bookList.columnAuthor', 'Author'],
  ['bookList.columnImage', 'Image'],
  ['bookList.columnIsbn', 'ISBN'],
  ['bookList.columnAvailable', 'Available'],
  ['bookList.columnActions', 'Actions'],
  ['bookList.noImage', 'No image'],
  ['bookList.confirmDelete', 'Are you sure you want to delete this book?'],
  ['bookForm.available', 'Available'],
  ['bookForm.save', 'Save'],
  ['bookForm.cancel', 'Cancel'],
  ['bookForm.update', 'Update'],
  ['bookGrid.author', 'Author'],
  ['bookGrid.isbn', 'ISBN'],
  ['bookGrid.available', 'Available'],
  ['bookGrid.unavailable', 'Unavailable'],
  ['bookGrid.details', 'Details'],
  ['bookGrid.borrow', 'Borrow'],
  ['borrowDialog.title', 'Borrow Book'],
  ['borrowDialog.rentalDate', 'Rental Date'],
  ['borrowDialog.selectAddress', 'Select Address'],
  ['borrowDialog.cancel', 'Cancel'],
  ['borrowDialog.confirm', 'Confirm'],
  ['activeRentals.returnBook', 'Return Book'],
  ['activeRentals.empty', 'No active rentals.'],
  ['activeRentals.loadFailed', 'Failed to load rental history.'],
  ['activeRentals.returnSubmitted', 'Return request submitted!'],
  ['activeRentals.returnFailed', 'Failed to submit return request.'],
  ['returnDialog.title', 'Select Pickup Date'],
  ['returnDialog.cancel', 'Cancel'],
  ['returnDialog.ok', 'OK'],
  ['rentalHistory.notReturned', 'Not returned yet'],
  ['rentalHistory.reviewAndRate', 'Review & Rate'],
  ['rentalHistory.empty', 'No rental history.'],
  ['rentalHistory.loadFailed', 'Failed to load rental history.'],
  ['reviewDialog.title', 'Write a Review'],
  ['reviewDialog.cancel', 'Cancel'],
  ['reviewDialog.submit', 'Submit'],
  ['requests.heading', 'My Book Requests'],
  ['requests.loading', 'Loading requests...'],
  ['requests.loadFailed', 'Failed to load your requests.'],
  ['requests.by', 'by'],
  ['requests.rentedAt', 'Rented At'],
  ['requests.returnRequestedAt', 'Return Requested At'],
  ['requests.pickupDate', 'Pickup Date'],
  ['requests.status', 'Status'],
  ['requests.empty', 'You have no active or return requests.'],
  ['addresses.heading', 'My Addresses'],
  ['addresses.edit', 'Edit'],
  ['addresses.delete', 'Delete'],
  ['addresses.addNew', 'Add New Address'],
  ['addresses.confirmDelete', 'Are you sure you want to delete this address?'],
  ['addressDialog.addTitle', 'Add Address'],
  ['addressDialog.editTitle', 'Edit Address'],
  ['delivery.heading', 'My Delivery Tasks'],
  ['delivery.filterAll', 'All'],
  ['delivery.filterActive', 'Active'],
  ['delivery.filterCompleted', 'Completed'],
  ['delivery.pending', 'Pending'],
  ['delivery.customer', 'Customer'],
  ['delivery.address', 'Address'],
  ['delivery.assignedOn', 'Assigned on'],
  ['delivery.completed', 'Completed'],
  ['delivery.notCompleted', 'Not completed'],
  ['delivery.markComplete', 'Mark as Complete'],
  ['delivery.completedButton', 'Completed'],
  ['libraries.addLibrary', 'Add Library'],
  ['libraries.confirmDelete', 'Are you sure you want to delete this library?'],
  ['assignAdmin.cancel', 'Cancel'],
  ['assignAdmin.assign', 'Assign'],
  ['libraryForm.name', 'Name'],
  ['libraryForm.city', 'City'],
  ['libraryForm.address', 'Address'],
  ['libraryForm.contactPhone', 'Contact Phone'],
  ['libraryForm.contactEmail', 'Contact Email'],
  ['libraryForm.save', 'Save'],
  ['libraryForm.update', 'Update'],
  ['libraryForm.cancel', 'Cancel'],
];

describe('the English catalog', () => {
  it.each(specTexts)('%s is the spec text "%s"', (key, text) => {
    expect(t(key)).toBe(text);
  });

  it('fills the spec patterns', () => {
    expect(t('delivery.taskTitle', { id: 12, bookTitle: 'Emma' })).toBe('Task #12: Emma');
    expect(t('delivery.status', { taskStatus: 'ASSIGNED' })).toBe('Status: ASSIGNED');
    expect(t('delivery.status', { taskStatus: t('delivery.pending') })).toBe('Status: Pending');
    expect(t('addresses.cityLine', { city: 'Springfield', state: 'IL', zipCode: '62701' })).toBe(
      'Springfield, IL 62701',
    );
    expect(t('borrowDialog.addressLine', { street: '1 Main St', city: 'Springfield' })).toBe(
      '1 Main St, Springfield',
    );
  });

  it('keeps the spec console texts', () => {
    expect([...Object.values(consoleTexts), ...Object.values(staffConsoleTexts)]).toEqual([
      'Error loading books:',
      'Error deleting book:',
      'Failed to load tasks:',
      'Failed to complete task:',
      'Error loading library:',
      'Error updating library:',
    ]);
  });

  it('has a non-empty text for every key, without stray whitespace', () => {
    for (const [group, texts] of Object.entries(en)) {
      for (const [name, text] of Object.entries(texts)) {
        expect(text, `${group}.${name}`).toBe(text.trim());
        expect(text.length, `${group}.${name}`).toBeGreaterThan(0);
      }
    }
  });

  it('has the message keys the validators and machines use', () => {
    const keys: MessageKey[] = [
      'validation.required',
      'validation.email',
      'validation.minLength',
      'validation.maxLength',
      'validation.min',
      'validation.max',
      'validation.integer',
      'validation.pattern',
      'validation.isbn',
      'validation.date',
      'validation.dateRange',
      'validation.imageType',
      'validation.imageSize',
    ];
    for (const key of keys) expect(t(key)).not.toBe(key);
    expect(t('validation.maxLength', { max: 100 })).toBe('Enter at most 100 characters.');
  });
});

describe('t', () => {
  it('leaves a placeholder without a value as it is', () => {
    expect(t('delivery.taskTitle', { id: 3 })).toBe('Task #3: {bookTitle}');
  });

  it('answers the key itself for an unknown key', () => {
    expect(t('nothing.here' as MessageKey)).toBe('nothing.here');
  });
});

describe('setMessages', () => {
  it('overrides texts for the page, on top of earlier overrides, until reset', () => {
    setMessages({ login: { submit: 'Sign in' } });
    setMessages({ delivery: { taskTitle: 'Auftrag {id}: {bookTitle}' } });
    expect(t('login.submit')).toBe('Sign in');
    expect(t('delivery.taskTitle', { id: 4, bookTitle: 'Emma' })).toBe('Auftrag 4: Emma');
    expect(t('login.title')).toBe('Login');
    resetMessages();
    expect(t('login.submit')).toBe('Login');
  });

  it('ignores, with a warning, texts the catalog does not have', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setMessages({ login: { nope: 'x' } } as never);
    setMessages({ nowhere: { x: 'y' } } as never);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(t('login.submit')).toBe('Login');
    warn.mockRestore();
  });
});

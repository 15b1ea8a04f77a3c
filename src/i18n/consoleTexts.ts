/**
 * Texts written only to the console (spec section 8), kept here so every text has one home. Not
 * overridable: they are for developers.
 */
export const consoleTexts = {
  loadingBooks: 'Error loading books:',
  deletingBook: 'Error deleting book:',
  loadingTasks: 'Failed to load tasks:',
  completingTask: 'Failed to complete task:',
  loadingLibrary: 'Error loading library:',
  updatingLibrary: 'Error updating library:',
} as const;

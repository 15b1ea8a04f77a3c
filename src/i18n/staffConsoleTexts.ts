/** The staff screens' console texts (spec section 8); see `consoleTexts.ts`. */
export const staffConsoleTexts = {
  deletingBook: 'Error deleting book:',
  loadingTasks: 'Failed to load tasks:',
  completingTask: 'Failed to complete task:',
  loadingLibrary: 'Error loading library:',
  updatingLibrary: 'Error updating library:',
} as const;

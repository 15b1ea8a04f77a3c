/**
 * Texts written only to the console (spec section 8), kept here so every text has one home. Not
 * overridable: they are for developers. The catalogue's are apart from the staff screens'
 * (`staffConsoleTexts.ts`), so that a page with only the catalogue carries its own alone.
 */
export const consoleTexts = {
  loadingBooks: 'Error loading books:',
} as const;

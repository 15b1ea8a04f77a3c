import { defineTexts } from '../texts';

export const bookForm = defineTexts('bookForm', {
  addTitle: 'Add Book',
  editTitle: 'Edit Book',
  title: 'Title',
  author: 'Author',
  isbn: 'ISBN',
  availableCopies: 'Available Copies',
  description: 'Description',
  category: 'Category',
  available: 'Available',
  image: 'Image',
  chooseImage: 'Choose Image',
  noFileChosen: 'No file chosen',
  save: 'Save',
  update: 'Update',
  cancel: 'Cancel',
  loadFailed: 'Failed to load the book.',
  backToList: 'Back to Book List',
  categoriesFailed: 'Failed to load categories.',
  saveFailed: 'Failed to save the book.',
  noLibrary:
    'You are not the administrator of any library: a platform administrator assigns you one.',
  chooseCategory: 'Choose a category',
  loading: 'Loading the book…',
} as const);

import { defineTexts } from '../texts';

export const assignAdmin = defineTexts('assignAdmin', {
  title: 'Assign Admin',
  selectUser: 'Select a user',
  cancel: 'Cancel',
  assign: 'Assign',
  assigned: 'The admin was assigned.',
  usersFailed: 'Failed to load users.',
  failed: 'Failed to assign the admin.',
  loading: 'Loading users…',
  noAdmins: 'There are no administrators to choose from.',
  moves: 'Assigning moves {admin} from {library} to this library.',
} as const);

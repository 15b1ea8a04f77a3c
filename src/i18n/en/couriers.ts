import { defineTexts } from '../texts';

export const couriers = defineTexts('couriers', {
  heading: 'Couriers',
  columnName: 'Name',
  columnEmail: 'Email',
  columnLibrary: 'Library',
  columnStatus: 'Status',
  columnOpenTasks: 'Open Tasks',
  columnRegistered: 'Registered',
  columnActions: 'Actions',
  WAITING: 'Waiting for approval',
  APPROVED: 'Approved',
  WITHDRAWN: 'Withdrawn',
  noLibrary: 'No library',
  filter: 'Filter by name, email or library',
  approve: 'Approve',
  withdraw: 'Withdraw',
  approveCourier: 'Approve {name}',
  withdrawCourier: 'Withdraw {name}',
  approveQuestion: 'Approve this courier?',
  approveMeans:
    '{name} will be given the deliveries and pickups of {library}, with the names and addresses of its members.',
  withdrawQuestion: 'Withdraw this courier’s approval?',
  withdrawMeans:
    '{name} will no longer be given tasks or see any; their open tasks go to their library’s other couriers.',
  approveDone: '{name} is approved. Waiting tasks given to them: {tasksGiven}.',
  withdrawDone:
    '{name}’s approval is withdrawn. Tasks given to other couriers: {tasksReassigned}. Tasks waiting for a courier: {tasksWaiting}.',
  decisionFailed: 'Failed to change the courier’s approval.',
  empty: 'No courier has registered yet.',
  loadFailed: 'Failed to load couriers.',
  loading: 'Loading couriers…',
} as const);

import type { Role } from './claims';

/** Where each role lands after login and from `#/dashboard` (spec section 2, DESIGN.md section 3). */
export function homePathForRole(role: Role | null): string {
  switch (role) {
    case 'USER':
      return '/user';
    case 'ADMIN':
      return '/admin';
    case 'DELIVERY_PARTNER':
      return '/deliveries';
    case 'SUPER_ADMIN':
      return '/super-admin';
    default:
      return '/not-authorized';
  }
}

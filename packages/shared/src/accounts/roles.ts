// Account roles (ADR 0091): customers, advisors (work leads) and admins (also import
// rates, manage staff and read the audit log). The token's `key` claim stays the admin flag (N16).
// Zod-free, so the session code on every page can import it.

export const STAFF_ROLES = ['advisor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const USER_ROLES = ['customer', ...STAFF_ROLES] as const;
export type UserRole = (typeof USER_ROLES)[number];

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return role === 'advisor' || role === 'admin';
}

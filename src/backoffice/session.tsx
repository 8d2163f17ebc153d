import { createContext, useContext } from 'react';
import type { Permission } from '../../server/shared/staffRoles';
import type { StaffMember } from '../../server/shared/wire/backoffice';

/** The signed-in staff member and the token every console call carries. */
export interface StaffSessionValue {
  token: string;
  staff: StaffMember;
  signOut(): void;
}

export const StaffSessionContext = createContext<StaffSessionValue | null>(null);

export function useStaffSession(): StaffSessionValue {
  const session = useContext(StaffSessionContext);
  if (!session) throw new Error('useStaffSession outside a signed-in console');
  return session;
}

/** Whether the staff member's role holds a permission (the server checks it again on every call). */
export function useMay(): (permission: Permission) => boolean {
  const { staff } = useStaffSession();
  return (permission) => staff.permissions.includes(permission);
}

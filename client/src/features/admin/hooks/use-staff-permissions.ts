import type { Permission } from '../../../../../shared/staff.ts';
import { useStaffMe } from '../api/get-me';
import { useStaffSession } from '../staff-session';

/** The signed-in staff member (fresh from the server once loaded, else as at login) and their permissions. */
export function useStaffPermissions() {
  const session = useStaffSession();
  const me = useStaffMe(session !== null);
  const staff = me.data ?? session?.staff ?? null;
  const permissions: readonly Permission[] = staff?.permissions ?? [];
  return { staff, permissions, may: (p: Permission) => permissions.includes(p) };
}

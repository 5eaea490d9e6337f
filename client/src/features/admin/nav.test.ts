import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, STAFF_ROLES } from '../../../../shared/staff.ts';
import { ADMIN_NAV, navFor } from './nav';

describe('the back-office menu', () => {
  it('shows each role only its part', () => {
    const menu = Object.fromEntries(STAFF_ROLES.map((r) => [r, navFor(ROLE_PERMISSIONS[r]).map((e) => e.section)]));
    expect(menu).toEqual({
      admin: ADMIN_NAV.map((e) => e.section),
      finance: ['overview', 'deposits', 'withdrawals', 'cards', 'users', 'contract', 'spot', 'bonus', 'mining', 'approvals', 'adjustments'],
      compliance: ['overview', 'kyc', 'users', 'contract', 'spot', 'bonus', 'mining', 'approvals', 'adjustments', 'audit'],
      support: ['users', 'chat', 'contract', 'spot', 'bonus', 'mining', 'errors'],
      content: ['content', 'listing', 'config'],
    });
  });
});

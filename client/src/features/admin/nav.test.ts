import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, STAFF_ROLES } from '../../../../shared/staff.ts';
import { ADMIN_NAV, mayOpen, navEntry, navFor } from './nav';

describe('the back-office menu', () => {
  it('shows each role only its part', () => {
    const menu = Object.fromEntries(STAFF_ROLES.map((r) => [r, navFor(ROLE_PERMISSIONS[r]).map((e) => e.section)]));
    expect(menu).toEqual({
      admin: ADMIN_NAV.map((e) => e.section),
      finance: [
        'overview',
        'deposits',
        'incoming',
        'withdrawals',
        'cards',
        'users',
        'apiKeys',
        'contract',
        'spot',
        'bonus',
        'mining',
        'classes',
        'approvals',
        'adjustments',
      ],
      compliance: [
        'overview',
        'kyc',
        'users',
        'apiKeys',
        'contract',
        'spot',
        'bonus',
        'mining',
        'classes',
        'approvals',
        'adjustments',
        'audit',
      ],
      support: ['users', 'apiKeys', 'chat', 'contract', 'spot', 'bonus', 'mining', 'classes', 'errors', 'engine'],
      content: ['content', 'listing', 'config'],
    });
  });

  // a page opened by its address shows the refusal (AdminPage) exactly where the menu has no entry
  // (the browser shows it for finance on /admin/staff: tests/browser/admin.test.ts)
  it('refuses a page outside the role, whatever the address: content and finance may not open the staff page', () => {
    expect(mayOpen(navEntry('staff'), ROLE_PERMISSIONS.content)).toBe(false);
    expect(mayOpen(navEntry('staff'), ROLE_PERMISSIONS.finance)).toBe(false);
    expect(mayOpen(navEntry('content'), ROLE_PERMISSIONS.content)).toBe(true);
    for (const role of STAFF_ROLES) {
      const menu = navFor(ROLE_PERMISSIONS[role]).map((e) => e.section);
      for (const entry of ADMIN_NAV)
        expect(mayOpen(entry, ROLE_PERMISSIONS[role]), `${role} › ${entry.section}`).toBe(menu.includes(entry.section));
    }
  });

  // the settings pages offer "propose change" and "New product" only with settings.write
  // (settings-tabs-page.tsx); the browser shows finance's read-only tables (tests/browser/admin-contract,
  // admin-spot): support's are the same rule
  it('lets only the admin propose settings: every other role that opens contract, spot or mining reads them only', () => {
    const readers = STAFF_ROLES.filter((r) =>
      (['contract', 'spot', 'mining'] as const).every((s) => mayOpen(navEntry(s), ROLE_PERMISSIONS[r])),
    );
    expect(readers).toEqual(['admin', 'finance', 'compliance', 'support']);
    expect(readers.filter((r) => ROLE_PERMISSIONS[r].includes('settings.write'))).toEqual(['admin']);
  });
});

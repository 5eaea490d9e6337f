// The back office's menu: each entry shows only when the role has one of its permissions
// (the same table the server enforces, shared/staff.ts).
import type { Permission } from '../../../../shared/staff.ts';

export type AdminSection =
  | 'overview'
  | 'deposits'
  | 'incoming'
  | 'withdrawals'
  | 'cards'
  | 'kyc'
  | 'users'
  | 'apiKeys'
  | 'contract'
  | 'spot'
  | 'bonus'
  | 'mining'
  | 'classes'
  | 'approvals'
  | 'adjustments'
  | 'money'
  | 'content'
  | 'listing'
  | 'config'
  | 'staff'
  | 'audit'
  | 'errors'
  | 'engine'
  | 'chat';

export interface AdminNavEntry {
  section: AdminSection;
  path: string;
  /** Any one of these opens the page. */
  permissions: readonly Permission[];
}

export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { section: 'overview', path: '/admin/overview', permissions: ['overview.read'] },
  { section: 'deposits', path: '/admin/deposits', permissions: ['deposits.review'] },
  { section: 'incoming', path: '/admin/incoming', permissions: ['deposits.review'] },
  { section: 'withdrawals', path: '/admin/withdrawals', permissions: ['withdrawals.review'] },
  { section: 'cards', path: '/admin/cards', permissions: ['cards.review'] },
  { section: 'kyc', path: '/admin/kyc', permissions: ['certification.review'] },
  { section: 'users', path: '/admin/users', permissions: ['users.read'] },
  { section: 'apiKeys', path: '/admin/api-keys', permissions: ['users.read'] },
  { section: 'chat', path: '/admin/chat', permissions: ['chat.answer'] },
  { section: 'contract', path: '/admin/contract', permissions: ['contract.read'] },
  { section: 'spot', path: '/admin/spot', permissions: ['spot.read'] },
  { section: 'bonus', path: '/admin/bonus', permissions: ['users.read'] },
  { section: 'mining', path: '/admin/mining', permissions: ['mining.read'] },
  { section: 'classes', path: '/admin/classes', permissions: ['users.read'] },
  { section: 'approvals', path: '/admin/approvals', permissions: ['approvals.read'] },
  { section: 'adjustments', path: '/admin/adjustments', permissions: ['adjustments.propose', 'credit.write'] },
  { section: 'money', path: '/admin/money', permissions: ['settings.write'] },
  { section: 'content', path: '/admin/content', permissions: ['content.write'] },
  { section: 'listing', path: '/admin/listing', permissions: ['content.write'] },
  { section: 'config', path: '/admin/config', permissions: ['config.write'] },
  { section: 'staff', path: '/admin/staff', permissions: ['staff.manage'] },
  { section: 'audit', path: '/admin/audit', permissions: ['audit.read'] },
  { section: 'errors', path: '/admin/errors', permissions: ['errors.read'] },
  { section: 'engine', path: '/admin/engine', permissions: ['errors.read'] },
];

export function mayOpen(entry: AdminNavEntry, permissions: readonly Permission[]): boolean {
  return entry.permissions.some((p) => permissions.includes(p));
}

/** The entries a staff member with `permissions` may open, in menu order. */
export function navFor(permissions: readonly Permission[]): AdminNavEntry[] {
  return ADMIN_NAV.filter((e) => mayOpen(e, permissions));
}

export function navEntry(section: AdminSection): AdminNavEntry {
  return ADMIN_NAV.find((e) => e.section === section) as AdminNavEntry;
}

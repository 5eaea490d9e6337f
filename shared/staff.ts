// Staff roles and what each may do in the back office (issue 14, decision 027). The server
// checks a route's permission on every request (server/plugins/staff-auth.ts); the client
// reads the same table to show only the menu entries a role may use.

export const STAFF_ROLES = ['admin', 'finance', 'compliance', 'support', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every permission, with what it guards. */
export const PERMISSIONS = [
  /** The overview: today's figures, platform P/L, queue counts, the 30-day chart (point 8). */
  'overview.read',
  /** The deposit review queue: list, proof, approve (credit), reject (point 2). */
  'deposits.review',
  /** The withdrawal review queue: list, pay, reject (thaw) (point 2). */
  'withdrawals.review',
  /** Bank-card change requests: removing a customer's card at their request (point 2). */
  'cards.review',
  /** Viewing a customer's private uploads (deposit proofs, identity photos); each view is audited (point 5). */
  'uploads.view',
  /** Customers: search, detail, balances, fund flow, orders, sessions, login history (point 3). */
  'users.read',
  /** Customers: freeze and unfreeze login, sign out all their sessions (point 3). */
  'users.write',
  /** Proposing a manual balance adjustment or a bonus grant, for another staff member to approve (point 4). */
  'adjustments.propose',
  /** Approving or rejecting someone else's proposal (never one's own) (point 4). */
  'adjustments.approve',
  /** Proposing a customer's credit-score change (point 4). */
  'credit.write',
  /** Reviewing identity certification (a later capability). */
  'certification.review',
  /** Revealing a customer's full identity-document number beside the photos; each reveal is audited (issue 32, decision 070). */
  'certification.document',
  /** Products and trading settings, channels, fees, limits, maintenance switches (point 6; fee and limit changes go through four-eyes). */
  'settings.write',
  /** Config keys (isClose and the like) and the languages shown (point 6). */
  'config.write',
  /** Notices, the dialog notice, news, banners, messages, customer-service entries (point 6). */
  'content.write',
  /** Answering the support chat (a later capability). */
  'chat.answer',
  /** Staff accounts: create, change role, disable, reset two-factor, sign out (point 1). */
  'staff.manage',
  /** The audit log and its chain check (point 5). */
  'audit.read',
  /** The four-eyes proposals list and detail, to approve, reject or cancel (each kind checks its own propose/approve right) (point 4). */
  'approvals.read',
  /** Contract trading: every product's contract settings and every customer's positions, read only (issue 15). */
  'contract.read',
  /** Spot (coin-to-coin) trading: every market's settings and every customer's spot orders with their fills, read only (issue 16). */
  'spot.read',
  /** Mining financing: every product's settings and every customer's mining orders with their payouts, read only (issue 18). */
  'mining.read',
  /** The client's error reports, grouped, with their stacks mapped through the source maps (issue 19.7). */
  'errors.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Least privilege: each role gets only its part (admin: everything). */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  finance: [
    'overview.read',
    'deposits.review',
    'withdrawals.review',
    'cards.review',
    'uploads.view',
    'users.read',
    'adjustments.propose',
    'adjustments.approve',
    'approvals.read',
    'contract.read',
    'spot.read',
    'mining.read',
  ],
  compliance: [
    'overview.read',
    'users.read',
    'users.write',
    'credit.write',
    'certification.review',
    'certification.document',
    'uploads.view',
    'audit.read',
    'approvals.read',
    'contract.read',
    'spot.read',
    'mining.read',
  ],
  support: ['users.read', 'chat.answer', 'contract.read', 'spot.read', 'mining.read', 'errors.read'],
  content: ['content.write', 'config.write'],
};

export function roleMay(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * Whether moving from role `from` to `to` grants any permission `from` lacks: such a raise is a
 * four-eyes proposal, any other change applies at once (decision 031).
 */
export function roleRaises(from: StaffRole, to: StaffRole): boolean {
  return ROLE_PERMISSIONS[to].some((p) => !ROLE_PERMISSIONS[from].includes(p));
}

/**
 * What a route under /api/admin declares in `config.permission`: a permission, or
 * `signed-in` (any staff session: who am I, log out), or `public` (the login steps).
 */
export type StaffAccess = Permission | 'signed-in' | 'public';

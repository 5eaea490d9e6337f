// One line naming what a proposal does, in the staff member's language.
import type { TFunction } from 'i18next';
import { rateRange } from '../../../../../shared/mining.ts';
import { trimZeros } from '../../../../../shared/money.ts';
import { customerText } from './customer-label';
import { PROPOSAL_KINDS, type ProposalKind, type ProposalView } from '../../../../../shared/schemas/approvals.ts';
import { STAFF_ROLES, type StaffRole } from '../../../../../shared/staff.ts';

/** A role's name in the staff member's language; anything else as it is. */
export function roleLabel(role: unknown, t: TFunction<'admin'>): string {
  return (STAFF_ROLES as readonly unknown[]).includes(role) ? t(`admin.role.${role as StaffRole}`) : String(role ?? '');
}

/** A kind's name in the staff member's language; a kind the client has no label for (registered by a newer server module) by its name. */
export function kindLabel(kind: string, t: TFunction<'admin'>): string {
  return (PROPOSAL_KINDS as readonly string[]).includes(kind) ? t(`admin.approvals.kind.${kind as ProposalKind}`) : kind;
}

/** The fields a proposal's before → after shows (each has its label). */
export type SnapshotField =
  | 'available'
  | 'frozen'
  | 'fee'
  | 'arrival'
  | 'creditScore'
  | 'status'
  | 'amount'
  | 'minDeposit'
  | 'maxDeposit'
  | 'minWithdraw'
  | 'maxWithdraw'
  | 'withdrawFeeRate'
  | 'withdrawApprovalThreshold'
  | 'profitRate'
  | 'minAmount'
  | 'maxAmount'
  | 'enabled'
  | 'product'
  | 'contractSize'
  | 'lotStep'
  | 'minLots'
  | 'maxLots'
  | 'leverages'
  | 'spread'
  | 'feeRate'
  | 'maintenanceRate'
  | 'overnightRate'
  | 'market'
  | 'priceStep'
  | 'minNotional'
  | 'makerFee'
  | 'takerFee'
  | 'kind'
  | 'turnoverMultiple'
  | 'expiryDays'
  | 'currency'
  | 'name'
  | 'periodDays'
  | 'minRate'
  | 'maxRate'
  | 'defaultRate'
  | 'userCap'
  | 'totalQuota'
  | 'sort'
  | 'username'
  | 'displayName'
  | 'role'
  | 'network'
  | 'address'
  | 'txId'
  | 'claim';
type Target =
  | 'user'
  | 'withdrawal'
  | 'currency'
  | 'fast-option'
  | 'product'
  | 'contract-setting'
  | 'spot-market'
  | 'bonus-setting'
  | 'mining-product'
  | 'staff'
  | 'new-staff'
  | 'incoming-transfer';
type Money = { amount: string; currency: string; mode: 'real' | 'demo'; direction?: 'credit' | 'debit' };

/**
 * One line naming what a proposal does and whom it is about (the customer by name and contact,
 * not "#2"); amounts at the currency's display precision ("25.50").
 */
export function proposalSummary(p: ProposalView, t: TFunction<'admin'>, exactAmount: (value: string, currency: string) => string): string {
  const v = p.payload as Money;
  // numbered targets (a user, a withdrawal) carry '#'; a currency is named by its code
  const id = /^\d+$/.test(p.targetId) ? `#${p.targetId}` : p.targetId;
  const named = `${t(`admin.approvals.target.${p.targetType as Target}`)} ${id}`;
  const customer = p.subject.customer;
  const target = customer ? (p.targetType === 'user' ? customerText(customer) : `${named} · ${customerText(customer)}`) : named;
  // "25.5" typed → "25.50" (USDT's display decimals)
  const sum = () => exactAmount(v.amount, v.currency);
  switch (p.kind) {
    case 'balance-adjustment':
      return t('admin.approvals.summary.adjustment', {
        direction: t(`admin.adjustments.${v.direction ?? 'credit'}`),
        amount: sum(),
        currency: v.currency,
        mode: t(`admin.adjustments.mode.${v.mode}`),
        target,
      });
    case 'promotion-grant':
      return t('admin.approvals.summary.promotion', {
        amount: sum(),
        currency: v.currency,
        mode: t(`admin.adjustments.mode.${v.mode}`),
        target,
      });
    case 'mining-product-new': {
      // the settings as the server checked them (what the approval creates)
      const a = (k: string) => String(p.after[k] ?? '');
      return t('admin.approvals.summary.miningProductNew', {
        name: a('name'),
        periodDays: a('periodDays'),
        rates: rateRange(a('minRate'), a('maxRate')),
        min: trimZeros(a('minAmount')),
        max: trimZeros(a('maxAmount')),
        currency: a('currency'),
      });
    }
    case 'incoming-transfer':
      // the customer the address names (the one credited), never a user typed by staff
      return t('incomingAdmin.summary', {
        amount: sum(),
        currency: v.currency,
        network: String(p.payload.network ?? ''),
        customer: customer ? customerText(customer) : t('incomingAdmin.noCustomer'),
      });
    case 'staff-create':
      return t('admin.approvals.summary.staffCreate', {
        displayName: String(p.after.displayName ?? ''),
        username: String(p.after.username ?? ''),
        role: roleLabel(p.after.role, t),
      });
    case 'staff-role':
      return t('admin.approvals.summary.staffRole', {
        displayName: String(p.after.displayName ?? ''),
        username: String(p.after.username ?? ''),
        from: roleLabel(p.before.role, t),
        to: roleLabel(p.after.role, t),
      });
    default:
      return target;
  }
}

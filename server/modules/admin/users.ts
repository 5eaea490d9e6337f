// Back-office view of one customer (issue 14.3): search, profile with balances real and
// demo, own deposit addresses, open sessions, fund flow, fast orders and login history. Read
// only: freezing and signing out are the auth module's (AuthService.setFrozen, signOutAll).
import type { Mode } from '../../ledger/ledger.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthRepository } from '../auth/repository.ts';
import { toUserInfo } from '../auth/service.ts';
import type { FastService } from '../fast/service.ts';
import type { BindingService } from '../funds/bindings/service.ts';
import type { DepositAddressService } from '../funds/deposit-addresses/service.ts';
import type { WalletService } from '../funds/wallet/service.ts';
import type { UserAdminRepository } from './repository.ts';

const iso = (ms: number) => new Date(ms).toISOString();

export class UserAdminService {
  constructor(
    private readonly clock: Clock,
    private readonly repo: UserAdminRepository,
    private readonly accounts: AuthRepository,
    private readonly wallet: WalletService,
    private readonly binding: BindingService,
    private readonly depositAddresses: DepositAddressService,
    private readonly fast: FastService,
  ) {}

  search(q: { q?: string; page?: number; pageSize?: number }) {
    const page = this.repo.search(q.q, q.page, q.pageSize);
    return { ...page, items: page.items.map(toUserInfo) };
  }

  /** The customer's row; guests are not customers the back office manages. */
  private user(userId: number) {
    const row = this.accounts.userById(userId);
    if (!row || row.role === 'guest') throw new AppError('NOT_FOUND');
    return row;
  }

  /** Whether the back office manages this account (a customer, not a guest): other modules' pages of a customer ask. */
  isCustomer(userId: number): boolean {
    const row = this.accounts.userById(userId);
    return row !== undefined && row.role !== 'guest';
  }

  detail(userId: number) {
    const row = this.user(userId);
    const extra = this.repo.extra(userId);
    return {
      profile: {
        ...toUserInfo(row),
        invitedById: extra?.invitedById ?? null,
        passwordChangedAt: extra?.passwordChangedAt == null ? null : iso(extra.passwordChangedAt),
      },
      balances: { real: this.wallet.assets(userId, 'real'), demo: this.wallet.assets(userId, 'demo') },
      bankCard: this.binding.cardView(userId),
      depositAddresses: this.depositAddresses.staffList(userId),
      sessions: this.repo.openSessions(userId, this.clock.now()).map((s) => ({
        // enough of the id to tell sessions apart, never enough to be one
        id: s.id.slice(0, 8),
        createdAt: iso(s.createdAt),
        expiresAt: iso(s.expiresAt),
        ip: s.ip,
        userAgent: s.userAgent,
      })),
    };
  }

  flow(userId: number, q: { mode?: Mode; currency?: string; type?: string; page?: number; pageSize?: number }) {
    this.user(userId);
    return this.wallet.flow(userId, q, q.mode ?? 'real');
  }

  orders(userId: number, q: { status?: 'open' | 'settled'; mode?: Mode; page?: number; pageSize?: number }) {
    this.user(userId);
    return this.fast.list(userId, q);
  }

  logins(userId: number, q: { page?: number; pageSize?: number }) {
    this.user(userId);
    const page = this.repo.loginEvents(userId, q.page, q.pageSize);
    return { ...page, items: page.items.map((e) => ({ ...e, createdAt: iso(e.createdAt) })) };
  }
}

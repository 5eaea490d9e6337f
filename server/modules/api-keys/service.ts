// API keys (issue 39, docs/decisions/092-api-keys.md). A user creates a key in the security centre:
// a label, permissions (read always; spot, contract, fast), the wallet it trades (demo or real)
// and an optional IP allow-list. A real-wallet key needs the withdrawal password and, with
// two-factor on, the authenticator code. The secret is answered once; it is kept sealed, not
// hashed, because every signed request is checked with it (HMAC-SHA256, as Binance does).
// A key ends when its owner revokes it, staff do, or the account is frozen, cancelled or its
// password reset (`endAll`, inside those transactions); a key of an account that is not active
// is refused anyway.
import { randomBytes } from 'node:crypto';
import {
  type AdminApiKeyPage,
  type AdminApiKeyQuery,
  API_KEYS_MAX,
  type ApiKeyCreateBody,
  type ApiKeyCreated,
  type ApiKeyPermission,
  type ApiKeyView,
} from '../../../shared/schemas/api-keys.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { configuredSecret } from '../../lib/data-secret.ts';
import { onceSettled } from '../../lib/once-settled.ts';
import { Sealer } from '../../lib/sealing.ts';
import type { TradeMode } from '../../ledger/ledger.ts';
import type { AuditService, StaffActor } from '../audit/service.ts';
import { allowedFrom, canonicalEntry } from './ip-allow-list.ts';
import type { ApiKeyRepository, ApiKeyRow } from './repository.ts';

/** Why keys end besides their owner's or staff's revocation. */
export type KeyEndReason = 'frozen' | 'cancelled' | 'password-reset';

/** What a signed request needs of its key, once the key is known to be usable. */
export interface KeyInUse {
  id: number;
  userId: number;
  mode: TradeMode;
  permissions: ReadonlySet<ApiKeyPermission>;
  secret: string;
  /** The key's last recorded use (ms), to record this one at most once a minute. */
  lastUsedAt: number | null;
}

/** Why a key cannot sign a request (the compatibility API answers each in Binance's words). */
export type KeyRefusal = 'unknown' | 'revoked' | 'ip';

/** A key's last use is recorded at most this often. */
const USE_NOTE_MS = 60_000;

/** The two confirmations a real-wallet key asks for (the funds module's). */
export interface KeyConfirmations {
  verifySecurityPassword(userId: number, password: string): Promise<void>;
  requireSecondFactor(userId: number, code: string | undefined): Promise<unknown>;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** `n` random letters and digits (as Binance's keys, secrets and listenKeys: 64 of them). */
export function randomToken(n: number): string {
  // (rejection sampling: 248 = 62 × 4, so every character is equally likely)
  let out = '';
  while (out.length < n) {
    for (const b of randomBytes(n * 2)) {
      if (b < 248 && out.length < n) out += ALPHANUMERIC[b % 62];
    }
  }
  return out;
}

export class ApiKeyService {
  private readonly sealer: Sealer;
  private readonly endedListeners = new Set<() => void>();
  /** Tells the listeners once the transaction that ended keys is over (a rolled-back one: they re-check and find them active). */
  private readonly endedSoon: () => void;

  constructor(
    private readonly ctx: AppContext,
    private readonly repo: ApiKeyRepository,
    private readonly confirmations: KeyConfirmations,
    private readonly audit: Pick<AuditService, 'record'>,
  ) {
    // (read at start, so a backup taken before the first key already holds the file)
    this.sealer = new Sealer(configuredSecret(ctx.config.apiKeySealKey, ctx.config.dataDir, 'api-key-seal-key'));
    this.endedSoon = onceSettled(
      () => ctx.sqlite.inTransaction,
      () => {
        for (const listener of this.endedListeners) listener();
      },
    );
  }

  /**
   * Hears that keys ended (revoked by their owner or staff, or with the account's access): what
   * they opened (the user data streams) re-checks its keys and ends. Returns the unsubscribe.
   */
  onKeysEnded(listener: () => void): () => void {
    this.endedListeners.add(listener);
    return () => this.endedListeners.delete(listener);
  }

  /** Whether a key is usable still: unrevoked, its owner's account active. */
  isActive(id: number): boolean {
    return this.repo.isActive(id);
  }

  list(userId: number): ApiKeyView[] {
    return this.repo.listOf(userId).map(viewOf);
  }

  async create(userId: number, body: ApiKeyCreateBody): Promise<ApiKeyCreated> {
    const permissions = [...new Set<ApiKeyPermission>(['read', ...body.permissions])];
    const ipAllowList = [...new Set(body.ipAllowList.map(canonicalEntry))];
    if (body.mode === 'real') {
      if (this.ctx.config.marketDemoOnly) throw new AppError('API_KEY_REAL_UNAVAILABLE');
      if (!body.securityPassword) throw new AppError('API_KEY_REAL_NEEDS_PASSWORD');
      if (this.repo.activeCount(userId) >= API_KEYS_MAX) throw new AppError('API_KEY_LIMIT_REACHED', { max: API_KEYS_MAX });
      await this.confirmations.verifySecurityPassword(userId, body.securityPassword);
      await this.confirmations.requireSecondFactor(userId, body.twoFactorCode);
    }
    const apiKey = randomToken(64);
    const secret = randomToken(64);
    const now = this.ctx.clock.now();
    const id = this.ctx.sqlite
      .transaction(() => {
        // (counted again where the key is written: the check before only spares a password for nothing)
        if (this.repo.activeCount(userId) >= API_KEYS_MAX) throw new AppError('API_KEY_LIMIT_REACHED', { max: API_KEYS_MAX });
        return this.repo.insert({
          userId,
          label: body.label,
          apiKey,
          secretSealed: this.sealer.seal(secret),
          permissions: permissions.join(','),
          mode: body.mode,
          ipAllowList: ipAllowList.join(','),
          createdAt: now,
        });
      })
      .immediate();
    return { ...viewOf(this.repo.byId(id) as ApiKeyRow), secret };
  }

  /** The owner revokes one of their keys (another user's is NOT_FOUND); already revoked: as it was. */
  revoke(userId: number, id: number): ApiKeyView {
    const key = this.repo.byId(id);
    if (!key || key.userId !== userId) throw new AppError('NOT_FOUND');
    if (this.repo.revoke(id, 'user', this.ctx.clock.now())) this.endedSoon();
    return viewOf(this.repo.byId(id) as ApiKeyRow);
  }

  /**
   * Staff revoke a key (the back office), recorded in the audit log in the same transaction;
   * already revoked: as it was, nothing recorded.
   */
  revokeByStaff(id: number, actor: StaffActor): ApiKeyView {
    const key = this.repo.byId(id);
    if (!key) throw new AppError('NOT_FOUND');
    this.ctx.sqlite
      .transaction(() => {
        if (!this.repo.revoke(id, 'staff', this.ctx.clock.now())) return;
        this.endedSoon();
        this.audit.record({
          ...actor,
          action: 'api-key.revoke',
          targetType: 'api-key',
          targetId: id,
          before: { userId: key.userId, status: 'active' },
          after: { userId: key.userId, status: 'revoked', revokeNote: 'staff' },
        });
      })
      .immediate();
    return viewOf(this.repo.byId(id) as ApiKeyRow);
  }

  /** Every user's keys, newest first, with the owner's address (the back office). */
  all(limit: number, offset: number) {
    return this.repo.all(limit, offset).map((r) => ({ ...viewOf(r), userId: r.userId, account: r.email ?? r.phone ?? '' }));
  }

  /** One page of every customer's keys, newest first, by customer and status, with the owner's account (the back office). */
  page(q: AdminApiKeyQuery): AdminApiKeyPage {
    const { page, pageSize, userId, user, status } = q;
    const rows = this.repo.page({ userId, user, status }, page, pageSize);
    return { ...rows, items: rows.items.map((r) => ({ ...viewOf(r), userId: r.userId, account: r.account })) };
  }

  /** Ends every active key of a user; synchronous, inside the caller's transaction (freeze, cancellation, reset). */
  endAll(userId: number, reason: KeyEndReason, now: number): number {
    const ended = this.repo.revokeAll(userId, reason, now);
    if (ended > 0) this.endedSoon();
    return ended;
  }

  /** The key a request names, usable from `ip`; or why not. */
  inUse(apiKey: string, ip: string): KeyInUse | KeyRefusal {
    const row = this.repo.byKey(apiKey);
    if (!row) return 'unknown';
    if (row.revokedAt !== null || row.userStatus !== 'active') return 'revoked';
    if (!allowedFrom(listOf(row.ipAllowList), ip)) return 'ip';
    return {
      id: row.id,
      userId: row.userId,
      mode: row.mode as TradeMode,
      permissions: new Set(listOf(row.permissions) as ApiKeyPermission[]),
      secret: this.sealer.unseal(row.secretSealed),
      lastUsedAt: row.lastUsedAt,
    };
  }

  /** Records a key's use (at most once a minute). */
  noteUse(key: KeyInUse, ip: string): void {
    const now = this.ctx.clock.now();
    if (key.lastUsedAt !== null && now - key.lastUsedAt < USE_NOTE_MS) return;
    this.repo.noteUse(key.id, ip, now, USE_NOTE_MS);
  }
}

const listOf = (csv: string) => (csv === '' ? [] : csv.split(','));

function viewOf(r: ApiKeyRow): ApiKeyView {
  return {
    id: r.id,
    label: r.label,
    apiKey: r.apiKey,
    permissions: listOf(r.permissions) as ApiKeyPermission[],
    mode: r.mode as TradeMode,
    ipAllowList: listOf(r.ipAllowList),
    status: r.revokedAt === null ? 'active' : 'revoked',
    createdAt: r.createdAt,
    lastUsedAt: r.lastUsedAt,
    lastUsedIp: r.lastUsedIp,
    revokedAt: r.revokedAt,
    revokeNote: r.revokeNote as ApiKeyView['revokeNote'],
  };
}

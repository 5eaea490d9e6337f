// The security centre's storage: a customer's two-factor secret and last used step, the
// anti-phishing code (UserSecurity) and the recovery codes. Prepared statements on the
// synchronous connection, so a code's check and its use (the step moved on, the recovery
// code spent) are one statement each: of two requests with the same code, one wins.
import type { Sqlite } from '../../db/sqlite.ts';
import type { RowOf } from '../../db/rows.ts';
import type { UserSecurity } from '../../generated/prisma/client.ts';

export type SecurityRow = RowOf<UserSecurity, 'totpSecret' | 'totpLastStep' | 'totpEnabledAt' | 'antiPhishingCode'>;

export class SecurityRepository {
  private readonly q;

  constructor(private readonly db: Sqlite) {
    this.q = {
      security: db.prepare<[number], SecurityRow>(
        'SELECT totpSecret, totpLastStep, totpEnabledAt, antiPhishingCode FROM "UserSecurity" WHERE userId = ?',
      ),
      ensure: db.prepare<[number, number]>('INSERT INTO "UserSecurity" (userId, updatedAt) VALUES (?, ?) ON CONFLICT (userId) DO NOTHING'),
      enableTotp: db.prepare<[string, number, number, number, number]>(
        'UPDATE "UserSecurity" SET totpSecret = ?, totpLastStep = ?, totpEnabledAt = ?, updatedAt = ? WHERE userId = ? AND totpSecret IS NULL',
      ),
      disableTotp: db.prepare<[number, number]>(
        'UPDATE "UserSecurity" SET totpSecret = NULL, totpLastStep = NULL, totpEnabledAt = NULL, updatedAt = ? WHERE userId = ?',
      ),
      spendStep: db.prepare<[number, number, number]>(
        'UPDATE "UserSecurity" SET totpLastStep = ? WHERE userId = ? AND totpSecret IS NOT NULL AND (totpLastStep IS NULL OR totpLastStep < ?)',
      ),
      setAntiPhishing: db.prepare<[string | null, number, number]>(
        'UPDATE "UserSecurity" SET antiPhishingCode = ?, updatedAt = ? WHERE userId = ?',
      ),
      antiPhishingByEmail: db.prepare<[string], { antiPhishingCode: string | null }>(
        'SELECT s.antiPhishingCode FROM "User" u JOIN "UserSecurity" s ON s.userId = u.id WHERE u.email = ?',
      ),
      antiPhishingByPhone: db.prepare<[string, string], { antiPhishingCode: string | null }>(
        'SELECT s.antiPhishingCode FROM "User" u JOIN "UserSecurity" s ON s.userId = u.id WHERE u.areaCode = ? AND u.phone = ?',
      ),
      deleteRecovery: db.prepare<[number]>('DELETE FROM "RecoveryCode" WHERE userId = ?'),
      insertRecovery: db.prepare<[number, string, number]>('INSERT INTO "RecoveryCode" (userId, codeHash, createdAt) VALUES (?, ?, ?)'),
      spendRecovery: db.prepare<[number, number, string]>(
        'UPDATE "RecoveryCode" SET usedAt = ? WHERE id = (SELECT id FROM "RecoveryCode" WHERE userId = ? AND codeHash = ? AND usedAt IS NULL LIMIT 1)',
      ),
      recoveryLeft: db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM "RecoveryCode" WHERE userId = ? AND usedAt IS NULL'),
    };
  }

  security(userId: number): SecurityRow | undefined {
    return this.q.security.get(userId);
  }

  /** Turns two-factor on with the step its confirming code used; false when it was on already. */
  enableTotp(userId: number, secret: string, step: number, now: number): boolean {
    this.q.ensure.run(userId, now);
    return this.q.enableTotp.run(secret, step, now, now, userId).changes > 0;
  }

  disableTotp(userId: number, now: number) {
    this.q.disableTotp.run(now, userId);
    this.q.deleteRecovery.run(userId);
  }

  /** Moves the last used step to `step`; false when that step (or a later one) was already used. */
  spendStep(userId: number, step: number): boolean {
    return this.q.spendStep.run(step, userId, step).changes > 0;
  }

  setAntiPhishing(userId: number, code: string | null, now: number) {
    this.q.ensure.run(userId, now);
    this.q.setAntiPhishing.run(code, now, userId);
  }

  /** The anti-phishing code of the account an outgoing message is addressed to ("+852 12345678" or an e-mail). */
  antiPhishingOfTarget(target: string): string | null {
    const [, areaCode, phone] = /^\+(\d+) (\d+)$/.exec(target) ?? [];
    const row = areaCode && phone ? this.q.antiPhishingByPhone.get(areaCode, phone) : this.q.antiPhishingByEmail.get(target);
    return row?.antiPhishingCode ?? null;
  }

  /** Replaces every recovery code of a user. */
  replaceRecoveryCodes(userId: number, hashes: string[], now: number) {
    this.q.deleteRecovery.run(userId);
    for (const h of hashes) this.q.insertRecovery.run(userId, h, now);
  }

  /** Spends one unused recovery code; false when none matches. */
  spendRecoveryCode(userId: number, hash: string, now: number): boolean {
    return this.q.spendRecovery.run(now, userId, hash).changes > 0;
  }

  recoveryCodesLeft(userId: number): number {
    return this.q.recoveryLeft.get(userId)?.n ?? 0;
  }

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn).immediate();
  }
}

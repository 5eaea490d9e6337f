// The kyc module: certification in two tiers (issue 17.1, decision 043), its review queue, and
// the withdrawal limits per tier that every withdrawal is checked against.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { AuditService } from '../audit/service.ts';
import type { UserMessages } from '../content/user-messages.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import { type Rates, usdtValue } from '../funds/rates.ts';
import type { UploadService } from '../funds/uploads.ts';
import { KycRepository } from './repository.ts';
import { kycRoutes } from './routes.ts';
import { KycService } from './service.ts';
import { TierWithdrawalLimits, USDT } from './withdrawal-limits.ts';

export function kycModule(
  ctx: AppContext,
  deps: { audit: AuditService; uploads: UploadService; messages: UserMessages; book: CurrencyBook; rates: Rates; log: FastifyBaseLogger },
) {
  const { book, rates } = deps;
  const repo = new KycRepository(ctx.sqlite);
  // (the tier is read through the service built next; the limits only need it per withdrawal)
  const kycLimits = new TierWithdrawalLimits(
    ctx.config.kycWithdrawLimits,
    repo,
    (userId) => kyc.tierOf(userId),
    usdtValue(rates, book, book.get(USDT).scale),
    book.get(USDT).scale,
  );
  const kyc = new KycService(ctx, repo, deps.uploads, deps.messages, deps.audit, () => kycLimits.view(), deps.log);
  return {
    name: 'kyc',
    kyc,
    kycLimits,
    routes: async (app) => {
      await app.register(kycRoutes, { kyc });
    },
  } satisfies AppModule & Record<string, unknown>;
}

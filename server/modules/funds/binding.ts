// Bank card and crypto address binding. One active card, not editable; a later card (after
// staff removed the first) must carry the same holder. Addresses are checked per chain and
// immutable once added.
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditService, StaffActor } from '../audit/service.ts';
import { type Chain, CHAINS, type Coin, isValidAddress } from './address.ts';
import type { CurrencyBook } from './currencies.ts';
import type { CardRow, FundsRepository } from './repository.ts';

export function maskCard(number: string) {
  return `${number.slice(0, 4)} **** **** ${number.slice(-4)}`;
}

const normalizeHolder = (h: string) => h.trim().replace(/\s+/g, ' ').toLowerCase();

export class BindingService {
  constructor(
    private readonly ctx: AppContext,
    private readonly book: CurrencyBook,
    private readonly repo: FundsRepository,
    private readonly audit: AuditService,
  ) {}

  activeCard(userId: number): CardRow | undefined {
    return this.repo.activeCard(userId);
  }

  cardView(userId: number) {
    const c = this.activeCard(userId);
    return c ? { ...c, number: maskCard(c.number), createdAt: new Date(c.createdAt).toISOString() } : null;
  }

  bindCard(userId: number, body: { holder: string; number: string; bankName: string; bankAddress: string; currency: string }) {
    this.book.get(body.currency);
    const now = this.ctx.clock.now();
    this.ctx.ledger.transaction(() => {
      if (this.activeCard(userId)) throw new AppError('BANK_CARD_EXISTS');
      const first = this.repo.firstCardHolder(userId);
      if (first !== undefined && normalizeHolder(first) !== normalizeHolder(body.holder)) throw new AppError('BANK_CARD_HOLDER_MISMATCH');
      this.repo.insertCard(
        userId,
        {
          holder: body.holder.trim(),
          number: body.number,
          bankName: body.bankName.trim(),
          bankAddress: body.bankAddress.trim(),
          currency: body.currency,
        },
        now,
      );
    });
    return this.cardView(userId);
  }

  /** Staff, at the user's request through customer service. */
  removeCard(userId: number, actor: StaffActor) {
    this.ctx.ledger.transaction(() => {
      const card = this.cardView(userId);
      if (!card || !this.repo.removeCard(userId, this.ctx.clock.now())) throw new AppError('NOT_FOUND');
      this.audit.record({ ...actor, action: 'bank-card.remove', targetType: 'user', targetId: userId, before: card, after: null });
    });
  }

  addresses(userId: number) {
    return this.repo.addresses(userId).map((a) => ({ ...a, createdAt: new Date(a.createdAt).toISOString() }));
  }

  address(userId: number, coin: string, chain: string) {
    return this.addresses(userId).find((a) => a.coin === coin && a.chain === chain);
  }

  addAddress(userId: number, body: { coin: Coin; chain: Chain; address: string }) {
    if (!(CHAINS[body.coin] as readonly string[]).includes(body.chain))
      throw new AppError('CHAIN_UNSUPPORTED', { coin: body.coin, chain: body.chain });
    if (!isValidAddress(body.chain, body.address)) throw new AppError('ADDRESS_INVALID', { chain: body.chain });
    if (!this.repo.insertAddress(userId, body, this.ctx.clock.now()))
      throw new AppError('ADDRESS_EXISTS', { coin: body.coin, chain: body.chain });
    return this.address(userId, body.coin, body.chain) as NonNullable<ReturnType<BindingService['address']>>;
  }
}

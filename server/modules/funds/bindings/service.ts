// Bank card and crypto address binding. One active card, not editable by its owner (a change
// goes through a request staff review: card-changes.ts); a later card must carry the same holder. Addresses are checked per chain and
// immutable once added.
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Network } from '../../../../shared/networks.ts';
import { isValidAddress } from '../networks/address-codec.ts';
import { requireNetworkOf } from '../networks/coin-networks.ts';
import type { CurrencyBook } from '../currencies.ts';
import type { CardRow, FundsRepository } from '../repository.ts';

export function maskCard(number: string) {
  return `${number.slice(0, 4)} **** **** ${number.slice(-4)}`;
}

/** Where a bank withdrawal goes, as its request records it (the card masked). */
export function cardDestination(card: { bankName: string; number: string; holder: string }) {
  return `${card.bankName} ${maskCard(card.number)} (${card.holder})`;
}

const normalizeHolder = (h: string) => h.trim().replace(/\s+/g, ' ').toLowerCase();

type NewCard = { holder: string; number: string; bankName: string; bankAddress: string; currency: string };
const trimmed = (c: NewCard): NewCard => ({
  holder: c.holder.trim(),
  number: c.number,
  bankName: c.bankName.trim(),
  bankAddress: c.bankAddress.trim(),
  currency: c.currency,
});

export class BindingService {
  constructor(
    private readonly ctx: AppContext,
    private readonly book: CurrencyBook,
    private readonly repo: FundsRepository,
  ) {}

  activeCard(userId: number): CardRow | undefined {
    return this.repo.activeCard(userId);
  }

  cardView(userId: number) {
    const c = this.activeCard(userId);
    return c ? { ...c, number: maskCard(c.number), createdAt: new Date(c.createdAt).toISOString() } : null;
  }

  bindCard(userId: number, body: NewCard) {
    this.book.get(body.currency);
    const now = this.ctx.clock.now();
    this.ctx.ledger.transaction(() => {
      if (this.activeCard(userId)) throw new AppError('BANK_CARD_EXISTS');
      this.checkHolder(userId, body.holder);
      this.repo.insertCard(userId, trimmed(body), now);
    });
    return this.cardView(userId);
  }

  /** A later card must carry the holder of the user's first one (names compared loosely). */
  checkHolder(userId: number, holder: string) {
    const first = this.repo.firstCardHolder(userId);
    if (first !== undefined && normalizeHolder(first) !== normalizeHolder(holder)) throw new AppError('BANK_CARD_HOLDER_MISMATCH');
  }

  /** An approved change request: the bound card is retired and the new one bound (in the caller's transaction). */
  replaceCard(userId: number, card: NewCard, now: number) {
    this.checkHolder(userId, card.holder);
    this.repo.removeCard(userId, now);
    this.repo.insertCard(userId, trimmed(card), now);
  }

  addresses(userId: number) {
    return this.repo.addresses(userId).map((a) => ({ ...a, createdAt: new Date(a.createdAt).toISOString() }));
  }

  address(userId: number, coin: string, chain: string) {
    return this.addresses(userId).find((a) => a.coin === coin && a.chain === chain);
  }

  addAddress(userId: number, body: { coin: string; chain: Network; address: string }) {
    requireNetworkOf(body.coin, body.chain);
    if (!isValidAddress(body.chain, body.address)) throw new AppError('ADDRESS_INVALID', { chain: body.chain });
    if (!this.repo.insertAddress(userId, body, this.ctx.clock.now()))
      throw new AppError('ADDRESS_EXISTS', { coin: body.coin, chain: body.chain });
    return this.address(userId, body.coin, body.chain) as NonNullable<ReturnType<BindingService['address']>>;
  }
}

// Bank card and crypto address binding. One active card, not editable; a later card (after
// staff removed the first) must carry the same holder. Addresses are checked per chain and
// immutable once added.
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Chain, CHAINS, type Coin, isValidAddress } from './address.ts';
import type { CurrencyBook } from './currencies.ts';

export function maskCard(number: string) {
  return `${number.slice(0, 4)} **** **** ${number.slice(-4)}`;
}

interface CardRow {
  id: number;
  holder: string;
  number: string;
  bankName: string;
  bankAddress: string;
  currency: string;
  createdAt: number;
}

const normalizeHolder = (h: string) => h.trim().replace(/\s+/g, ' ').toLowerCase();

export class BindingService {
  constructor(
    private readonly ctx: AppContext,
    private readonly book: CurrencyBook,
  ) {}

  activeCard(userId: number): CardRow | undefined {
    return this.ctx.sqlite
      .prepare<[number], CardRow>(
        'SELECT id, holder, number, bankName, bankAddress, currency, createdAt FROM "BankCard" WHERE userId = ? AND removedAt IS NULL',
      )
      .get(userId);
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
      const first = this.ctx.sqlite
        .prepare<[number], { holder: string }>('SELECT holder FROM "BankCard" WHERE userId = ? ORDER BY id LIMIT 1')
        .get(userId);
      if (first && normalizeHolder(first.holder) !== normalizeHolder(body.holder)) throw new AppError('BANK_CARD_HOLDER_MISMATCH');
      this.ctx.sqlite
        .prepare('INSERT INTO "BankCard" (userId, holder, number, bankName, bankAddress, currency, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(userId, body.holder.trim(), body.number, body.bankName.trim(), body.bankAddress.trim(), body.currency, now);
    });
    return this.cardView(userId);
  }

  /** Staff, at the user's request through customer service. */
  removeCard(userId: number) {
    const r = this.ctx.sqlite.prepare('UPDATE "BankCard" SET removedAt = ? WHERE userId = ? AND removedAt IS NULL').run(this.ctx.clock.now(), userId);
    if (r.changes === 0) throw new AppError('NOT_FOUND');
  }

  addresses(userId: number) {
    return this.ctx.sqlite
      .prepare<[number], { id: number; coin: string; chain: string; address: string; createdAt: number }>(
        'SELECT id, coin, chain, address, createdAt FROM "CryptoAddress" WHERE userId = ? ORDER BY id',
      )
      .all(userId)
      .map((a) => ({ ...a, createdAt: new Date(a.createdAt).toISOString() }));
  }

  address(userId: number, coin: string, chain: string) {
    return this.addresses(userId).find((a) => a.coin === coin && a.chain === chain);
  }

  addAddress(userId: number, body: { coin: Coin; chain: Chain; address: string }) {
    if (!(CHAINS[body.coin] as readonly string[]).includes(body.chain)) throw new AppError('CHAIN_UNSUPPORTED', { coin: body.coin, chain: body.chain });
    if (!isValidAddress(body.chain, body.address)) throw new AppError('ADDRESS_INVALID', { chain: body.chain });
    const r = this.ctx.sqlite
      .prepare('INSERT OR IGNORE INTO "CryptoAddress" (userId, coin, chain, address, createdAt) VALUES (?, ?, ?, ?, ?)')
      .run(userId, body.coin, body.chain, body.address, this.ctx.clock.now());
    if (r.changes === 0) throw new AppError('ADDRESS_EXISTS', { coin: body.coin, chain: body.chain });
    return this.address(userId, body.coin, body.chain) as NonNullable<ReturnType<BindingService['address']>>;
  }
}

// Exchange between currencies at the simulator's rate: the user's source balance goes to
// the platform's exchange account and the exchange account pays out the target, in one
// journal (balanced per currency), rounded down in the target's minor unit.
import type { AppContext } from '../../context.ts';
import { MAX_UNITS } from '../../../shared/money.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageOf } from '../../lib/paging.ts';
import { createWithJournal, requestFingerprint } from '../../ledger/operations.ts';
import type { CurrencyBook } from './currencies.ts';
import type { Rates } from './rates.ts';

const COLUMNS = 'id, fromCurrency, toCurrency, fromAmount, rate, toAmount, createdAt';

interface ExchangeRow {
  id: bigint;
  fromCurrency: string;
  toCurrency: string;
  fromAmount: bigint;
  rate: string;
  toAmount: bigint;
  createdAt: bigint;
}

export class ExchangeService {
  constructor(
    private readonly ctx: AppContext,
    private readonly book: CurrencyBook,
    private readonly rates: Rates,
  ) {}

  private view(r: ExchangeRow) {
    return {
      id: Number(r.id),
      from: r.fromCurrency,
      to: r.toCurrency,
      amount: this.book.format(r.fromCurrency, r.fromAmount),
      rate: r.rate,
      arrival: this.book.format(r.toCurrency, r.toAmount),
      createdAt: new Date(Number(r.createdAt)).toISOString(),
    };
  }

  private pair(from: string, to: string) {
    if (from === to) throw new AppError('EXCHANGE_SAME_CURRENCY');
    return { f: this.book.get(from), t: this.book.get(to) };
  }

  quote(from: string, to: string, amountText?: string) {
    const { f, t } = this.pair(from, to);
    const rate = this.rates.rate(from, to);
    if (!amountText) return { from, to, rate, amount: null, arrival: null };
    const amount = this.book.parse(from, amountText, { min: 1n, max: 0n });
    const arrival = this.arrival(amount, from, f.scale, to, t.scale);
    return { from, to, rate, amount: this.book.format(from, amount), arrival: this.book.format(to, arrival) };
  }

  /** What `amount` converts to; more than the platform stores is too large (the quote says so too). */
  private arrival(amount: bigint, from: string, fromScale: number, to: string, toScale: number): bigint {
    const arrival = this.rates.convert(amount, from, fromScale, to, toScale);
    if (arrival > MAX_UNITS) throw new AppError('AMOUNT_TOO_LARGE', { max: this.book.format(to, MAX_UNITS), currency: to });
    return arrival;
  }

  exchange(userId: number, from: string, to: string, amountText: string, idempotencyKey?: string) {
    const { f, t } = this.pair(from, to);
    const amount = this.book.parse(from, amountText, { min: 1n, max: 0n });
    const arrival = this.arrival(amount, from, f.scale, to, t.scale);
    if (arrival <= 0n) throw new AppError('AMOUNT_TOO_SMALL', { min: this.book.format(from, amount + 1n), currency: from });
    const rate = this.rates.rate(from, to);
    const now = this.ctx.clock.now();
    const id = createWithJournal(
      this.ctx.ledger,
      this.ctx.sqlite,
      () =>
        Number(
          this.ctx.sqlite
            .prepare('INSERT INTO "Exchange" (userId, fromCurrency, toCurrency, fromAmount, rate, toAmount, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?)')
            .run(userId, from, to, amount, rate, arrival, now).lastInsertRowid,
        ),
      (exchangeId) => ({
        key: idempotencyKey ? `exchange:${userId}:${idempotencyKey}` : `exchange:${exchangeId}`,
        // (what was asked for; the rate may move between a request and its retry)
        fingerprint: idempotencyKey === undefined ? undefined : requestFingerprint({ from, to, amount: amount.toString() }),
        type: 'exchange',
        userId,
        reference: `exchange:${exchangeId}`,
        legs: [
          { account: { userId, kind: 'available', currency: from }, amount: -amount },
          { account: { platform: 'exchange', currency: from }, amount },
          { account: { platform: 'exchange', currency: to }, amount: -arrival },
          { account: { userId, kind: 'available', currency: to }, amount: arrival },
        ],
      }),
    );
    return this.view(this.row(id) as ExchangeRow);
  }

  private row(id: number) {
    return this.ctx.sqlite
      .prepare(`SELECT ${COLUMNS} FROM "Exchange" WHERE id = ?`)
      .safeIntegers(true)
      .get(id) as ExchangeRow | undefined;
  }

  history(userId: number, page?: number, pageSize?: number) {
    const q = { columns: COLUMNS, from: 'FROM "Exchange" WHERE userId = ?', order: 'id DESC', params: [userId] };
    return pageOf(this.ctx.sqlite, q, page, pageSize, (r: ExchangeRow) => this.view(r));
  }
}

// Exchange between currencies at the simulator's rate: the user's source balance goes to
// the platform's exchange account and the exchange account pays out the target, in one
// journal (balanced per currency), rounded down in the target's minor unit.
// An exchange runs at a quote the user confirmed: the quote holds the rate and the arrival
// for QUOTE_TTL_MS, and what arrives is exactly what was quoted
// (docs/decisions/020-money-display-and-exchange-quotes.md). Quotes are kept in the database
// (PendingItem), so a quote given by one instance is confirmed on any other (issue 35).
import type { AppContext } from '../../../context.ts';
import { isLive, PendingItems } from '../../../db/store/pending-items.ts';
import { MAX_UNITS } from '../../../../shared/money.ts';
import { AppError } from '../../../lib/app-error.ts';
import { createWithJournal, earlierRequest, requestFingerprint } from '../../../ledger/operations.ts';
import type { CurrencyBook } from '../currencies.ts';
import type { Rates } from '../rates.ts';
import type { ExchangeRow, FundsRepository } from '../repository.ts';

/** How long a quote holds its rate: time to read and confirm it, too short to bet against the market. */
export const QUOTE_TTL_MS = 10_000;

/** What a quote holds (amounts in minor units, as decimal strings: JSON has no BigInt). */
interface QuotePayload {
  from: string;
  to: string;
  amount: string;
  rate: string;
  arrival: string;
}

/** The quote was taken between reading it and the exchange's transaction (confirmed elsewhere at once). */
class QuoteTaken extends Error {}

export class ExchangeService {
  /** Quotes given and not yet used, owned by the user they were given to. */
  readonly quotes: PendingItems<QuotePayload>;

  constructor(
    private readonly ctx: AppContext,
    private readonly book: CurrencyBook,
    private readonly rates: Rates,
    private readonly repo: FundsRepository,
  ) {
    this.quotes = new PendingItems(ctx.sqlite, 'exchange-quote');
  }

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

  /** The live rate and, for an amount, what it would arrive as now (a preview: nothing is held). */
  preview(from: string, to: string, amountText?: string) {
    const { f, t } = this.pair(from, to);
    const rate = this.rates.rate(from, to);
    if (!amountText) return { from, to, rate, amount: null, arrival: null };
    const amount = this.book.parse(from, amountText, { min: 1n, max: 0n });
    const arrival = this.arrival(amount, from, f.scale, to, t.scale);
    return { from, to, rate, amount: this.book.format(from, amount), arrival: this.book.format(to, arrival) };
  }

  /** Holds the current rate for `userId` for QUOTE_TTL_MS: the arrival it names is the one that will arrive. */
  issueQuote(userId: number, from: string, to: string, amountText: string) {
    const { f, t } = this.pair(from, to);
    const amount = this.book.parse(from, amountText, { min: 1n, max: 0n });
    const arrival = this.arrival(amount, from, f.scale, to, t.scale);
    if (arrival <= 0n) throw new AppError('AMOUNT_TOO_SMALL', { min: this.book.format(from, amount + 1n), currency: from });
    // said now rather than at confirmation (the exchange checks again inside its transaction)
    if (this.ctx.ledger.balance({ userId, kind: 'available', currency: from }) < amount) throw new AppError('INSUFFICIENT_BALANCE');
    const now = this.ctx.clock.now();
    const quoteId = this.ctx.random.bytes(16).toString('hex');
    const rate = this.rates.rate(from, to);
    const expiresAt = now + QUOTE_TTL_MS;
    const payload = { from, to, amount: String(amount), rate, arrival: String(arrival) };
    this.quotes.put(quoteId, { ownerId: userId, payload, expiresAt }, now);
    return {
      quoteId,
      from,
      to,
      amount: this.book.format(from, amount),
      rate,
      arrival: this.book.format(to, arrival),
      expiresAt: new Date(expiresAt).toISOString(),
      ttlSeconds: QUOTE_TTL_MS / 1000,
    };
  }

  /** What `amount` converts to; more than the platform stores is too large (the quote says so too). */
  private arrival(amount: bigint, from: string, fromScale: number, to: string, toScale: number): bigint {
    const arrival = this.rates.convert(amount, from, fromScale, to, toScale);
    if (arrival > MAX_UNITS) throw new AppError('AMOUNT_TOO_LARGE', { max: this.book.format(to, MAX_UNITS), currency: to });
    return arrival;
  }

  /**
   * Exchanges at the quote `quoteId`: exactly its amount for exactly its arrival, if it is this
   * user's and still valid; a quote is used once. A retried request (same idempotency key) is
   * answered with the first result, although its quote is used up by then. The quote is taken in
   * the exchange's own transaction: confirmed on several instances at once, it is used once.
   */
  exchange(userId: number, quoteId: string, idempotencyKey?: string) {
    const key = idempotencyKey ? `exchange:${userId}:${idempotencyKey}` : undefined;
    // (what was asked for: a retry names the same quote, used up by the first attempt)
    const fingerprint = key ? requestFingerprint({ quoteId }) : undefined;
    const done = key ? earlierRequest(this.ctx.sqlite, 'exchange', { key, type: 'exchange', userId, fingerprint }) : undefined;
    if (done !== undefined) return this.view(this.row(done) as ExchangeRow);
    const q = this.quotes.find(quoteId);
    if (!q || q.ownerId !== userId) throw new AppError('EXCHANGE_QUOTE_UNKNOWN');
    const now = this.ctx.clock.now();
    // (an expired quote stays until the sweep: a refusal writes nothing)
    if (!isLive(q, now)) throw new AppError('EXCHANGE_QUOTE_EXPIRED');
    const { from, to, amount, rate, arrival } = q.payload;
    const exchange = { userId, from, to, amount: BigInt(amount), rate, arrival: BigInt(arrival) };
    let id: number;
    try {
      id = createWithJournal(
        this.ctx.ledger,
        this.ctx.sqlite,
        () => {
          // taken in the exchange's own transaction: of several confirmations at once, one gets it
          if (this.quotes.take(q.ref, now, userId) === undefined) throw new QuoteTaken();
          return this.repo.insertExchange(exchange, now);
        },
        (exchangeId) => ({
          key: key ?? `exchange:${exchangeId}`,
          fingerprint,
          type: 'exchange',
          userId,
          reference: `exchange:${exchangeId}`,
          legs: [
            { account: { userId, kind: 'available', currency: from }, amount: -exchange.amount },
            { account: { platform: 'exchange', currency: from }, amount: exchange.amount },
            { account: { platform: 'exchange', currency: to }, amount: -exchange.arrival },
            { account: { userId, kind: 'available', currency: to }, amount: exchange.arrival },
          ],
        }),
      );
    } catch (e) {
      if (!(e instanceof QuoteTaken)) throw e;
      // a retry of this request, sent elsewhere at the same moment, used it: its answer is this one's
      const first = key ? earlierRequest(this.ctx.sqlite, 'exchange', { key, type: 'exchange', userId, fingerprint }) : undefined;
      if (first === undefined) throw new AppError('EXCHANGE_QUOTE_UNKNOWN');
      id = first;
    }
    return this.view(this.row(id) as ExchangeRow);
  }

  private row(id: number) {
    return this.repo.exchange(id);
  }

  history(userId: number, page?: number, pageSize?: number) {
    return this.repo.exchangePage(userId, page, pageSize, (r) => this.view(r));
  }
}

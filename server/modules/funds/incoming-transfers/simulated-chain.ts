// The simulated chain (issue 38 point 2, decision 091): in demo mode a user "sends" a test
// transfer to their own deposit address; it is seen at once with no confirmations, gains one per
// simulated block of its network as the injected clock moves (a periodic job, on the engine's
// instance only), and is credited once its network's confirmations are reached: one guarded
// update (status confirming → credited) and one demo journal from the platform's demo issuance,
// in one transaction. It never moves real money: it sends demo transfers only, credits only demo
// transfers of its own, and posts demo legs only (reconcile checks each of these).
import { base58 } from '@scure/base';
import { type Network, NETWORKS } from '../../../../shared/networks.ts';
import type { SimulateTransferBody } from '../../../../shared/schemas/incoming-transfers.ts';
import { TX_ID_FORMATS } from '../../../../shared/tx-ids.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../lib/app-error.ts';
import { requireNetworkOf } from '../networks/coin-networks.ts';
import type { CurrencyBook } from '../currencies.ts';
import type { DepositAddressService } from '../deposit-addresses/service.ts';
import type { Rates } from '../rates.ts';
import type { IncomingTransferRepository, IncomingTransferRow } from './repository.ts';
import { type IncomingTransferService, incomingKey } from './service.ts';

/** How often the chain's job looks at the transfers counting up (of clock time). */
export const SIMULATED_CHAIN_POLL_MS = 1000;

/** The most one test transfer may send: the demo grant's worth (100,000 USDT), in any coin at the current rate. */
export interface DemoGrant {
  currency: string;
  scale: number;
  amount: bigint;
}

export class SimulatedChain {
  constructor(
    private readonly ctx: AppContext,
    private readonly book: CurrencyBook,
    private readonly rates: Rates,
    private readonly repo: IncomingTransferRepository,
    private readonly transfers: IncomingTransferService,
    private readonly addresses: DepositAddressService,
    private readonly grant: DemoGrant,
  ) {}

  /** Sends a test transfer to the caller's own address on `network` (demo mode only). */
  send(userId: number, body: SimulateTransferBody) {
    if (body.mode !== 'demo') throw new AppError('SIMULATED_CHAIN_DEMO_ONLY');
    const { currency, network } = body;
    const { scale } = this.book.get(currency);
    requireNetworkOf(currency, network);
    const max =
      currency === this.grant.currency
        ? this.grant.amount
        : this.rates.convert(this.grant.amount, this.grant.currency, this.grant.scale, currency, scale);
    const amount = this.book.parse(currency, body.amount, { min: 1n, max });
    const own = this.addresses.ensure(userId, network);
    const now = this.ctx.clock.now();
    const required = NETWORKS[network].confirmations;
    const transfer = {
      userId,
      mode: 'demo' as const,
      source: 'simulated' as const,
      network,
      currency,
      address: own.address,
      amount,
      txId: this.txId(network),
      confirmations: 0,
      required,
      status: 'confirming' as const,
      proposalId: null,
      createdAt: now,
      creditedAt: null,
      depositId: null,
    };
    // (32 random bytes never repeat; a repeat would be refused by the unique pair, never credited twice)
    if (this.repo.insert(transfer) === null) throw new AppError('INCOMING_TX_RECORDED', { txId: transfer.txId, network });
    return this.transfers.view(this.repo.byTx(network, transfer.txId) as IncomingTransferRow);
  }

  /** A transaction id in its network's format, from the injected randomness. */
  private txId(network: Network): string {
    switch (TX_ID_FORMATS[network]) {
      case 'evm':
        return `0x${this.ctx.random.bytes(32).toString('hex')}`;
      case 'base58':
        // a Solana signature: 64 bytes in Base58
        return base58.encode(this.ctx.random.bytes(64));
      default:
        return this.ctx.random.bytes(32).toString('hex');
    }
  }

  /**
   * The chain's block at `now`: each transfer counting up has one confirmation per simulated
   * block of its network since it was sent; one that reached its network's count is credited.
   * Returns how many were credited.
   */
  advance(now: number): number {
    let credited = 0;
    for (const r of this.repo.confirming()) {
      const network = r.network as Network;
      const blockMs = NETWORKS[network].simulatedBlockSeconds * 1000;
      const required = Number(r.required);
      const reached = Math.min(required, Math.floor((now - Number(r.createdAt)) / blockMs));
      if (reached >= required) {
        if (this.credit(r, now)) credited++;
      } else if (reached > Number(r.confirmations)) {
        this.repo.confirm(Number(r.id), reached);
      }
    }
    return credited;
  }

  /** Credits a transfer that reached its confirmations: the guarded update and its demo journal, or nothing (credited already). */
  private credit(r: IncomingTransferRow, now: number): boolean {
    const id = Number(r.id);
    const userId = Number(r.userId);
    return this.ctx.ledger.transaction(() => {
      if (!this.repo.credit(id, now)) return false;
      this.ctx.ledger.post({
        key: incomingKey(r.network, r.txId),
        type: 'incoming_transfer',
        userId,
        reference: `incoming-transfer:${id}`,
        legs: [
          { account: { platform: 'demo_issuance', currency: r.currency, mode: 'demo' }, amount: -r.amount },
          { account: { userId, kind: 'available', currency: r.currency, mode: 'demo' }, amount: r.amount },
        ],
      });
      return true;
    });
  }
}

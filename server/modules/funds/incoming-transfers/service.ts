// Incoming transfers as customers and staff read them (issue 38 point 2, decision 091): a user's
// own transfers of one mode with their confirmations; the back office's list; and a crypto deposit
// claim as the transfer to record (the customer's own address on the claim's chain, its amount and hash).
//
// A transfer is written only by the `incoming-transfer` proposal's approval (real money, staff)
// and by the simulated chain (demo money): `parseTransfer` is the one check both the proposal and
// its approval make of what staff typed.
import { isNetwork, type Network } from '../../../../shared/networks.ts';
import type { IncomingTransferPayload, StaffIncomingQuery } from '../../../../shared/schemas/incoming-transfers.ts';
import { normalizeTxId, TX_ID_FORMATS, type TxIdFormat } from '../../../../shared/tx-ids.ts';
import type { AppContext } from '../../../context.ts';
import { type CustomerCard, CustomerCards } from '../../../db/customers.ts';
import { AppError } from '../../../lib/app-error.ts';
import { requireNetworkOf } from '../networks/coin-networks.ts';
import type { CurrencyBook } from '../currencies.ts';
import type { DepositAddressService, OwnDepositAddress } from '../deposit-addresses/service.ts';
import type { DepositRow, FundsRepository } from '../repository.ts';
import type { IncomingTransferRepository, IncomingTransferRow } from './repository.ts';

/** The ledger key of a transfer's credit: one journal per transaction, however often it is approved or retried. */
export const incomingKey = (network: string, txId: string) => `incoming:${network}:${txId}`;

/** A transaction id's format in a message (language-neutral). */
const FORMAT_TEXT: Record<TxIdFormat, string> = { hex64: 'hex × 64', evm: '0x + hex × 64', base58: 'Base58 × 64–88' };

/** What staff typed, checked: the address's owner, the amount in minor units, the stored transaction id, the claim it answers. */
export interface ParsedTransfer {
  network: Network;
  owner: OwnDepositAddress;
  currency: string;
  amount: bigint;
  txId: string;
  claim: DepositRow | null;
}

export class IncomingTransferService {
  private readonly customers: CustomerCards;

  constructor(
    ctx: AppContext,
    private readonly book: CurrencyBook,
    private readonly repo: IncomingTransferRepository,
    private readonly funds: FundsRepository,
    private readonly addresses: DepositAddressService,
  ) {
    this.customers = new CustomerCards(ctx.sqlite);
  }

  view(r: IncomingTransferRow) {
    return {
      id: Number(r.id),
      mode: r.mode as 'real' | 'demo',
      network: r.network as Network,
      currency: r.currency,
      amount: this.book.format(r.currency, r.amount),
      txId: r.txId,
      confirmations: Number(r.confirmations),
      required: Number(r.required),
      status: r.status as 'confirming' | 'credited',
      createdAt: new Date(Number(r.createdAt)).toISOString(),
      creditedAt: r.creditedAt === null ? null : new Date(Number(r.creditedAt)).toISOString(),
    };
  }

  /** The user's own transfers of one mode, newest first. */
  mine(userId: number, mode: 'real' | 'demo', page?: number, pageSize?: number) {
    return this.repo.page({ userId, mode }, page, pageSize, (r) => this.view(r));
  }

  /** The back office's list, with each transfer's customer. */
  queue(q: StaffIncomingQuery) {
    // (hex ids are stored in lower case: one typed in capitals finds its transfer)
    const txId = q.txId && /^(0x)?[0-9a-fA-F]+$/.test(q.txId) ? q.txId.toLowerCase() : q.txId;
    const filter = { user: q.user, mode: q.mode, network: q.network, txId, status: q.status };
    const page = this.repo.page(filter, q.page, q.pageSize, (r) => ({
      ...this.view(r),
      userId: Number(r.userId),
      source: r.source as 'staff' | 'simulated',
      address: r.address,
      proposalId: r.proposalId === null ? null : Number(r.proposalId),
      claimId: r.depositId === null ? null : Number(r.depositId),
    }));
    // (attach's intersection of item types, named as the rows with their customers)
    return { ...page, items: this.customers.attach(page).items as ((typeof page.items)[number] & { customer: CustomerCard })[] };
  }

  /** The user whose deposit address `address` is on `network` (null: none of ours). */
  ownerOf(network: Network, address: string): number | null {
    return this.addresses.ownerOf(network, address)?.userId ?? null;
  }

  /** A crypto deposit claim waiting for review, as the transfer to record: the customer's own address on its chain. */
  claimPrefill(depositId: number) {
    const d = this.funds.deposit(depositId);
    if (d?.channel !== 'crypto' || !isNetwork(d.chain)) throw new AppError('NOT_FOUND');
    if (d.status !== 'reviewing') throw new AppError('ALREADY_REVIEWED');
    const userId = Number(d.userId);
    const own = this.addresses.ensure(userId, d.chain);
    return {
      claimId: Number(d.id),
      network: own.network,
      address: own.address,
      currency: d.currency,
      amount: this.book.format(d.currency, d.amount),
      txId: d.txHash,
      customer: this.customers.one(userId),
    };
  }

  /** Checks what staff typed against the current state; throws the first thing wrong. */
  parseTransfer(p: IncomingTransferPayload): ParsedTransfer {
    const txId = normalizeTxId(p.network, p.txId);
    if (txId === null) throw new AppError('INCOMING_TX_ID_INVALID', { network: p.network, format: FORMAT_TEXT[TX_ID_FORMATS[p.network]] });
    const owner = this.addresses.ownerOf(p.network, p.address);
    if (!owner) throw new AppError('INCOMING_ADDRESS_UNKNOWN', { address: p.address.trim(), network: p.network });
    requireNetworkOf(p.currency, p.network);
    const amount = this.book.parse(p.currency, p.amount, { min: 1n, max: 0n });
    let claim: DepositRow | null = null;
    if (p.claimId !== undefined) {
      claim = this.funds.deposit(p.claimId) ?? null;
      const answers =
        claim?.channel === 'crypto' &&
        claim.status === 'reviewing' &&
        Number(claim.userId) === owner.userId &&
        claim.currency === p.currency;
      if (!answers) throw new AppError('INCOMING_CLAIM_INVALID', { id: p.claimId });
    }
    return { network: p.network, owner, currency: p.currency, amount, txId, claim };
  }

  /** The transfer of this transaction, if recorded. */
  recorded(network: string, txId: string) {
    return this.repo.byTx(network, txId);
  }
}

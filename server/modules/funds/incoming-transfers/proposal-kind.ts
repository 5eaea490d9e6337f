// The `incoming-transfer` four-eyes kind (issue 38 point 2, decisions 031 and 091): staff saw a
// transfer arrive at one of our deposit addresses and propose recording it; a different staff
// member approves, and in that one transaction the transfer is inserted (unique per network and
// transaction id), the ledger credits the address's owner from deposit clearing under the key
// `incoming:<network>:<txId>`, the customer is told, the first-deposit bonus hook runs and the
// crypto deposit claim it answers (if any) is closed. Who is credited is never typed: the
// address names them.
import { NETWORKS } from '../../../../shared/networks.ts';
import { IncomingTransferPayload } from '../../../../shared/schemas/incoming-transfers.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { ProposalKindDef } from '../../approvals/registry.ts';
import type { UserMessages } from '../../content/user-messages.ts';
import type { CurrencyBook } from '../currencies.ts';
import type { DepositService } from '../deposits/service.ts';
import type { IncomingTransferRepository } from './repository.ts';
import { shortTxId } from '../../../../shared/tx-ids.ts';
import { type IncomingTransferService, incomingKey } from './service.ts';

export const INCOMING_TRANSFER_KIND = 'incoming-transfer';

export interface IncomingKindDeps {
  ctx: AppContext;
  book: CurrencyBook;
  transfers: IncomingTransferService;
  repo: IncomingTransferRepository;
  deposits: DepositService;
  messages: UserMessages;
  /** The proposal of this kind waiting on a transaction, if any (the approvals service's). */
  pendingFor: (kind: string, targetType: string, targetId: string) => number | null;
  /** The first-deposit bonus (decision 048), inside the approval's transaction, as a deposit's approval calls it. */
  onCredited: (userId: number, at: number) => void;
}

export function incomingTransferKind(deps: IncomingKindDeps): ProposalKindDef<typeof IncomingTransferPayload> {
  const { ctx, book, transfers, repo, deposits, messages, pendingFor, onCredited } = deps;
  const target = (network: string, txId: string) => `${network}:${txId}`;
  return {
    name: INCOMING_TRANSFER_KIND,
    // deposit reviewers record what arrived; a second one approves (never the proposer)
    permissions: { propose: 'deposits.review', approve: 'deposits.review' },
    payload: IncomingTransferPayload,
    // what can never become true again: recorded meanwhile, an address or claim gone, real money in a demo-only deployment
    finalFailures: [
      'INCOMING_TX_RECORDED',
      'INCOMING_ADDRESS_UNKNOWN',
      'INCOMING_TX_ID_INVALID',
      'INCOMING_CLAIM_INVALID',
      'CHAIN_UNSUPPORTED',
      'CURRENCY_UNKNOWN',
      'ALREADY_REVIEWED',
      'DEMO_ONLY_DEPLOYMENT',
    ],
    preview(p) {
      if (ctx.ledger.demoOnly) throw new AppError('DEMO_ONLY_DEPLOYMENT');
      const t = transfers.parseTransfer(p);
      const tx = { txId: shortTxId(t.txId), network: t.network };
      if (transfers.recorded(t.network, t.txId)) throw new AppError('INCOMING_TX_RECORDED', tx);
      const pending = pendingFor(INCOMING_TRANSFER_KIND, INCOMING_TRANSFER_KIND, target(t.network, t.txId));
      if (pending !== null) throw new AppError('INCOMING_TX_PROPOSED', { ...tx, proposalId: pending });
      const available = ctx.ledger.balance({ userId: t.owner.userId, kind: 'available', currency: t.currency, mode: 'real' });
      const same = {
        network: t.network,
        address: t.owner.address,
        txId: t.txId,
        amount: book.format(t.currency, t.amount),
        ...(t.claim ? { claim: `#${t.claim.id}` } : {}),
      };
      return {
        targetType: INCOMING_TRANSFER_KIND,
        targetId: target(t.network, t.txId),
        before: { ...same, available: book.format(t.currency, available) },
        after: { ...same, available: book.format(t.currency, available + t.amount) },
      };
    },
    describe(p) {
      // the customer the address names now (an address no longer ours names nobody)
      const userId = transfers.ownerOf(p.network, p.address);
      if (userId === null) throw new AppError('INCOMING_ADDRESS_UNKNOWN');
      return { userId, currency: p.currency };
    },
    execute(p, proposal, actor) {
      const t = transfers.parseTransfer(p);
      const userId = t.owner.userId;
      const now = ctx.clock.now();
      // the claim first: one closed meanwhile (another transfer answered it) must not be credited twice
      if (t.claim && !deposits.closeByTransfer(Number(t.claim.id), actor, `incoming ${t.network} ${t.txId}`)) {
        throw new AppError('ALREADY_REVIEWED');
      }
      const required = NETWORKS[t.network].confirmations;
      const id = repo.insert({
        userId,
        mode: 'real',
        source: 'staff',
        network: t.network,
        currency: t.currency,
        address: t.owner.address,
        amount: t.amount,
        txId: t.txId,
        confirmations: required,
        required,
        status: 'credited',
        proposalId: proposal.id,
        createdAt: now,
        creditedAt: now,
        depositId: t.claim ? Number(t.claim.id) : null,
      });
      // (another proposal of the same transaction was approved first: this one can never be)
      if (id === null) throw new AppError('INCOMING_TX_RECORDED', { txId: shortTxId(t.txId), network: t.network });
      const { journalId, created } = ctx.ledger.post({
        key: incomingKey(t.network, t.txId),
        type: 'incoming_transfer',
        userId,
        reference: `incoming-transfer:${id}`,
        legs: [
          { account: { platform: 'deposit_clearing', currency: t.currency }, amount: -t.amount },
          { account: { userId, kind: 'available', currency: t.currency }, amount: t.amount },
        ],
      });
      if (!created) throw new AppError('INCOMING_TX_RECORDED', { txId: shortTxId(t.txId), network: t.network });
      messages.send(userId, 'incomingTransferCredited', {
        amount: book.format(t.currency, t.amount),
        currency: t.currency,
        network: t.network,
        txId: shortTxId(t.txId),
      });
      onCredited(userId, now);
      return `journal:${journalId}`;
    },
  };
}

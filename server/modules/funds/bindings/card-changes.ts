// Bank-card change requests (spec: changes go through customer service; issue 14.2). A
// customer with a bound card asks for a new one (details and a note); staff approve it (the
// card is replaced, audited before/after) or reject it with a reason; the customer gets a
// message either way. One pending request per user: the check and the insert are one
// immediate transaction, so two requests at once cannot both get through.
import type { CardChangeBody } from '../../../../shared/schemas/funds.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuditService, StaffActor } from '../../audit/service.ts';
import type { UserMessages } from '../../content/user-messages.ts';
import { type BindingService, maskCard } from './service.ts';
import type { CurrencyBook } from '../currencies.ts';
import type { CardChangeRow, FundsRepository } from '../repository.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export class CardChangeService {
  constructor(
    private readonly ctx: AppContext,
    private readonly book: CurrencyBook,
    private readonly binding: BindingService,
    private readonly messages: UserMessages,
    private readonly repo: FundsRepository,
    private readonly audit: AuditService,
  ) {}

  private view(r: CardChangeRow) {
    return {
      id: Number(r.id),
      holder: r.holder,
      number: maskCard(r.number),
      bankName: r.bankName,
      bankAddress: r.bankAddress,
      currency: r.currency,
      note: r.note,
      status: r.status,
      rejectReason: r.rejectReason,
      createdAt: iso(r.createdAt) as string,
      reviewedAt: iso(r.reviewedAt),
    };
  }

  private staffView(r: CardChangeRow) {
    const current = this.binding.activeCard(Number(r.userId));
    return {
      ...this.view(r),
      userId: Number(r.userId),
      number: r.number,
      current: current
        ? {
            holder: current.holder,
            number: current.number,
            bankName: current.bankName,
            bankAddress: current.bankAddress,
            currency: current.currency,
          }
        : null,
    };
  }

  /** The customer's latest request (any status), or null. */
  latest(userId: number) {
    const r = this.repo.latestCardChange(userId);
    return r ? this.view(r) : null;
  }

  request(userId: number, body: CardChangeBody) {
    this.book.get(body.currency);
    const id = this.ctx.sqlite
      .transaction(() => {
        if (!this.binding.activeCard(userId)) throw new AppError('BANK_CARD_REQUIRED');
        if (this.repo.hasPendingCardChange(userId)) throw new AppError('CARD_CHANGE_PENDING');
        this.binding.checkHolder(userId, body.holder);
        return this.repo.insertCardChange({
          userId,
          holder: body.holder.trim(),
          number: body.number,
          bankName: body.bankName.trim(),
          bankAddress: body.bankAddress.trim(),
          currency: body.currency,
          note: body.note,
          createdAt: this.ctx.clock.now(),
        });
      })
      .immediate();
    return this.view(this.repo.cardChange(id) as CardChangeRow);
  }

  queue(q: { status?: string; userId?: number; page?: number; pageSize?: number }) {
    return this.repo.cardChangePage({ status: q.status, userId: q.userId }, q.page, q.pageSize, (r) => this.staffView(r));
  }

  detail(id: number) {
    const r = this.repo.cardChange(id);
    if (!r) throw new AppError('NOT_FOUND');
    return this.staffView(r);
  }

  /** Status, card, audit row and message are one transaction, guarded by the pending status. */
  approve(id: number, actor: StaffActor) {
    return this.review(id, actor, 'approved');
  }

  reject(id: number, actor: StaffActor, reason: string) {
    return this.review(id, actor, 'rejected', reason);
  }

  private review(id: number, actor: StaffActor, to: 'approved' | 'rejected', reason = '') {
    const now = this.ctx.clock.now();
    this.ctx.sqlite
      .transaction(() => {
        const r = this.repo.cardChange(id);
        if (!r) throw new AppError('NOT_FOUND');
        const userId = Number(r.userId);
        const before = this.binding.cardView(userId);
        if (!this.repo.reviewCardChange(id, to, reason, actor.staffId, now)) throw new AppError('ALREADY_REVIEWED');
        if (to === 'approved') this.binding.replaceCard(userId, r, now);
        // card numbers stay masked in the log: it records what changed, not a copy of the card
        this.audit.record({
          ...actor,
          action: to === 'approved' ? 'bank-card.change.approve' : 'bank-card.change.reject',
          targetType: 'user',
          targetId: userId,
          before: { card: before, request: id },
          after: { card: to === 'approved' ? this.binding.cardView(userId) : before, status: to },
          reason,
        });
        const params = { id, number: maskCard(r.number) };
        if (to === 'approved') this.messages.send(userId, 'cardChangeApproved', params);
        else this.messages.send(userId, 'cardChangeRejected', { ...params, reason });
      })
      .immediate();
    return this.staffView(this.repo.cardChange(id) as CardChangeRow);
  }
}

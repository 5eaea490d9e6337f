// The customer-service chat's rules (issue 19 point 1, decision 055). One conversation per
// customer and one per visitor (a signed visitor token's random id). Messages are text or an
// image that went through the safe image pipeline; each gets the conversation's next seq and
// is pushed to the other side. Rate limits per sender and per address; staff claim, reply,
// resolve (a customer's next message reopens) and keep canned replies, every change audited.
import type {
  ChatInbox,
  ChatInboxQuery,
  ChatMessage,
  ChatMessagePage,
  ChatMessagesQuery,
  ChatSendBody,
  ChatState,
} from '../../../shared/schemas/chat.ts';
import type { CannedReply, CannedReplyBody, ChatConversationItem } from '../../../shared/schemas/chat.ts';
import type { AppContext } from '../../context.ts';
import { type FileStore, fileStoreOf } from '../../db/store/files.ts';
import { AppError } from '../../lib/app-error.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import type { RateRule } from '../../lib/rate-limiter.ts';
import { reencodeOrRefuse } from '../../lib/safe-image.ts';
import type { AuditService, StaffActor } from '../audit/service.ts';
import type { PrivateFile } from '../funds/uploads.ts';
import type { ChatPush } from './push.ts';
import type { ChatParty, ChatRepository, ConversationRow, InboxRow, MessageRow } from './repository.ts';
import type { ChatVisitorTokens } from './visitor-tokens.ts';

/** The limits (decision 055): generous for a person typing, tight for a script. */

/** Past every message: seq is an Int column (a bound above 2^31 - 1 is refused by PostgreSQL). */
const MAX_SEQ = 2_147_483_647;
export const CHAT_LIMITS = {
  /** Messages and images per customer or visitor. */
  perSender: { limit: 20, windowMs: 60_000 },
  /** Messages and images per client address (many visitors behind one address). */
  perAddress: { limit: 120, windowMs: 60_000 },
  /** Images per customer or visitor. */
  imagesPerSender: { limit: 10, windowMs: 600_000 },
  /** New visitor sessions per client network. */
  visitorsPerNetwork: { limit: 30, windowMs: 3_600_000 },
} satisfies Record<string, RateRule>;

const PAGE_DEFAULT = 30;

const partyKey = (p: ChatParty) => (p.kind === 'user' ? `user:${p.userId}` : `visitor:${p.visitorId}`);

export class ChatService {
  /** The chat images' (private) area of the file store. */
  private readonly files: FileStore;

  constructor(
    private readonly ctx: AppContext,
    private readonly repo: ChatRepository,
    private readonly visitors: ChatVisitorTokens,
    private readonly push: ChatPush,
    private readonly audit: AuditService,
  ) {
    this.files = fileStoreOf(ctx, 'chat');
  }

  // ---------------------------------------------------------------- visitors

  /** A new visitor session (a random id in a signed token), at most so many per client network an hour. */
  async startVisitor(ip: string) {
    const rule = CHAT_LIMITS.visitorsPerNetwork;
    const decision = this.ctx.limiter.hit(`chat-visitor:${clientNetwork(ip)}`, rule);
    if (!decision.allowed) {
      const minutes = Math.max(1, Math.ceil(decision.retryAfterMs / 60_000));
      throw new AppError('CHAT_VISITOR_LIMIT', { minutes }, { 'retry-after': String(minutes * 60) });
    }
    const visitorId = this.ctx.random.bytes(16).toString('hex');
    const { token, expiresAt } = await this.visitors.sign(visitorId, this.ctx.clock.now());
    return { token, expiresAt: new Date(expiresAt).toISOString() };
  }

  /** The visitor of a token, or CHAT_VISITOR_INVALID. */
  async visitorParty(token: string | undefined): Promise<ChatParty> {
    const visitorId = await this.visitors.verify(token, this.ctx.clock.now());
    if (!visitorId) throw new AppError('CHAT_VISITOR_INVALID');
    return { kind: 'visitor', visitorId };
  }

  /** The visitor id of a token, or undefined (the websocket's chat-visitor channel). */
  visitorIdOf(token: string): Promise<string | undefined> {
    return this.visitors.verify(token, this.ctx.clock.now());
  }

  // ---------------------------------------------------------------- the customer's side

  state(party: ChatParty): ChatState {
    const c = this.repo.conversationOf(party);
    if (!c) return { conversationId: null, status: 'open', lastSeq: 0, readSeq: 0, staffReadSeq: 0, unread: 0 };
    return {
      conversationId: c.id,
      status: c.status,
      lastSeq: c.lastSeq,
      readSeq: c.customerReadSeq,
      staffReadSeq: c.staffReadSeq,
      unread: this.repo.unread(c.id, 'staff', c.customerReadSeq),
    };
  }

  messages(party: ChatParty, query: ChatMessagesQuery): ChatMessagePage {
    const c = this.repo.conversationOf(party);
    if (!c) return { items: [], hasMore: false };
    return this.page(c.id, query);
  }

  async send(party: ChatParty, body: ChatSendBody, ip: string): Promise<ChatMessage> {
    this.limit(party, ip);
    const c = this.repo.ensureConversation(party, this.ctx.clock.now());
    const imageId = 'imageId' in body ? this.unsentImage(c.id, body.imageId) : null;
    const row = this.repo.append(
      c.id,
      { sender: 'customer', staffId: null, body: 'text' in body ? body.text : '', imageId },
      this.ctx.clock.now(),
    );
    // the sender has read what they answered
    this.repo.markRead(c.id, 'customer', row.seq);
    const message = messageView(row);
    this.push.toCustomer(party, { kind: 'chat', event: 'message', message });
    this.push.toStaff({ event: 'message', conversationId: c.id, seq: row.seq });
    return message;
  }

  async uploadImage(party: ChatParty, content: Buffer, ip: string) {
    this.limit(party, ip);
    this.ctx.limiter.enforce(`chat-image:${partyKey(party)}`, CHAT_LIMITS.imagesPerSender);
    const c = this.repo.ensureConversation(party, this.ctx.clock.now());
    return this.storeImage(c.id, content);
  }

  /** An image of the party's own conversation: FORBIDDEN for anyone else's. */
  image(party: ChatParty, id: number): PrivateFile {
    const row = this.repo.image(id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.conversationId !== this.repo.conversationOf(party)?.id) throw new AppError('FORBIDDEN');
    return this.fileOf(row);
  }

  read(party: ChatParty, seq: number): ChatState {
    const c = this.repo.conversationOf(party);
    if (c) {
      this.repo.markRead(c.id, 'customer', seq);
      const after = this.repo.conversation(c.id) as ConversationRow;
      if (after.customerReadSeq !== c.customerReadSeq)
        this.push.toStaff({ event: 'read', conversationId: c.id, seq: after.customerReadSeq });
    }
    return this.state(party);
  }

  // ---------------------------------------------------------------- the back office

  inbox(staffId: number, query: ChatInboxQuery): ChatInbox {
    const limit = query.limit ?? 30;
    const rows = this.repo.inbox({ tab: query.tab ?? 'unassigned', staffId }, query.cursor, limit + 1);
    return {
      items: rows.slice(0, limit).map(inboxView),
      nextCursor: rows.length > limit ? (rows[limit - 1] as InboxRow).id : null,
      counts: this.repo.tabCounts(staffId),
    };
  }

  conversation(id: number): ChatConversationItem {
    const row = this.repo.inboxRow(id);
    if (!row) throw new AppError('NOT_FOUND');
    return inboxView(row);
  }

  staffMessages(id: number, query: ChatMessagesQuery): ChatMessagePage {
    this.existing(id);
    return this.page(id, query);
  }

  /** Takes the conversation (also from another staff member: the audit log keeps who had it). */
  claim(id: number, actor: StaffActor): ChatConversationItem {
    const c = this.existing(id);
    if (c.assigneeId !== actor.staffId) {
      this.repo.assign(id, actor.staffId);
      this.audit.record({
        ...actor,
        action: 'chat.claim',
        targetType: 'chat-conversation',
        targetId: id,
        before: { assigneeId: c.assigneeId },
        after: { assigneeId: actor.staffId },
      });
      this.push.toStaff({ event: 'claim', conversationId: id, seq: c.lastSeq });
    }
    return this.conversation(id);
  }

  /** A staff reply: an unassigned conversation becomes the replier's; one another staff member holds is refused. */
  async reply(id: number, actor: StaffActor, body: ChatSendBody): Promise<ChatMessage> {
    const c = this.existing(id);
    if (c.assigneeId !== null && c.assigneeId !== actor.staffId) {
      throw new AppError('CHAT_CLAIMED_BY_OTHER');
    }
    const imageId = 'imageId' in body ? this.unsentImage(id, body.imageId) : null;
    if (c.assigneeId === null) this.repo.assign(id, actor.staffId);
    const row = this.repo.append(
      id,
      { sender: 'staff', staffId: actor.staffId, body: 'text' in body ? body.text : '', imageId },
      this.ctx.clock.now(),
    );
    this.repo.markRead(id, 'staff', row.seq);
    // the content is the customer's conversation, not an administrative change: the log keeps what and when
    this.audit.record({
      ...actor,
      action: 'chat.reply',
      targetType: 'chat-conversation',
      targetId: id,
      after: { seq: row.seq, kind: imageId ? 'image' : 'text', assigneeId: actor.staffId },
    });
    const message = messageView(row);
    this.push.toCustomer(partyOfRow(c), { kind: 'chat', event: 'message', message });
    this.push.toStaff({ event: 'message', conversationId: id, seq: row.seq });
    return message;
  }

  async staffUploadImage(id: number, actor: StaffActor, content: Buffer) {
    this.existing(id);
    this.ctx.limiter.enforce(`chat-image:staff:${actor.staffId}`, CHAT_LIMITS.perAddress, 'TOO_MANY_REQUESTS');
    return this.storeImage(id, content);
  }

  staffImage(id: number): PrivateFile {
    const row = this.repo.image(id);
    if (!row) throw new AppError('NOT_FOUND');
    return this.fileOf(row);
  }

  resolve(id: number, actor: StaffActor): ChatConversationItem {
    const c = this.existing(id);
    if (c.status !== 'resolved') {
      this.repo.resolve(id, this.ctx.clock.now());
      this.audit.record({
        ...actor,
        action: 'chat.resolve',
        targetType: 'chat-conversation',
        targetId: id,
        before: { status: c.status },
        after: { status: 'resolved' },
      });
      this.push.toStaff({ event: 'resolve', conversationId: id, seq: c.lastSeq });
    }
    return this.conversation(id);
  }

  staffRead(id: number, seq: number): ChatConversationItem {
    const c = this.existing(id);
    this.repo.markRead(id, 'staff', seq);
    const after = this.repo.conversation(id) as ConversationRow;
    if (after.staffReadSeq !== c.staffReadSeq) {
      this.push.toCustomer(partyOfRow(c), { kind: 'chat', event: 'read', staffReadSeq: after.staffReadSeq });
      this.push.toStaff({ event: 'read', conversationId: id, seq: after.staffReadSeq });
    }
    return this.conversation(id);
  }

  canned(): CannedReply[] {
    return this.repo.canned();
  }

  createCanned(actor: StaffActor, body: CannedReplyBody): CannedReply {
    const value = { title: body.title, body: body.body, sort: body.sort ?? 0 };
    const id = this.repo.insertCanned(value, this.ctx.clock.now());
    this.audit.record({ ...actor, action: 'chat.canned.create', targetType: 'chat-canned-reply', targetId: id, after: value });
    return { id, ...value };
  }

  updateCanned(id: number, actor: StaffActor, body: CannedReplyBody): CannedReply {
    const before = this.repo.cannedById(id);
    if (!before) throw new AppError('NOT_FOUND');
    const value = { title: body.title, body: body.body, sort: body.sort ?? before.sort };
    this.repo.updateCanned(id, value, this.ctx.clock.now());
    this.audit.record({ ...actor, action: 'chat.canned.update', targetType: 'chat-canned-reply', targetId: id, before, after: value });
    return { id, ...value };
  }

  deleteCanned(id: number, actor: StaffActor) {
    const before = this.repo.cannedById(id);
    if (!before) throw new AppError('NOT_FOUND');
    this.repo.deleteCanned(id);
    this.audit.record({ ...actor, action: 'chat.canned.delete', targetType: 'chat-canned-reply', targetId: id, before });
    return null;
  }

  // ---------------------------------------------------------------- shared

  private existing(id: number): ConversationRow {
    const c = this.repo.conversation(id);
    if (!c) throw new AppError('NOT_FOUND');
    return c;
  }

  private page(conversationId: number, query: ChatMessagesQuery): ChatMessagePage {
    const limit = query.limit ?? PAGE_DEFAULT;
    const { rows, hasMore } =
      query.after !== undefined
        ? this.repo.messagesAfter(conversationId, query.after, limit)
        : this.repo.messagesBefore(conversationId, query.before ?? MAX_SEQ, limit);
    return { items: rows.map(messageView), hasMore };
  }

  /** Counts a message or image of `party` from `ip`; over a limit: CHAT_TOO_MANY_MESSAGES with the seconds to wait. */
  private limit(party: ChatParty, ip: string) {
    for (const [key, rule] of [
      [`chat:${partyKey(party)}`, CHAT_LIMITS.perSender],
      [`chat-ip:${clientNetwork(ip)}`, CHAT_LIMITS.perAddress],
    ] as const) {
      const d = this.ctx.limiter.hit(key, rule);
      if (!d.allowed) {
        const seconds = Math.max(1, Math.ceil(d.retryAfterMs / 1000));
        throw new AppError('CHAT_TOO_MANY_MESSAGES', { seconds }, { 'retry-after': String(seconds) });
      }
    }
  }

  /** An image uploaded to this conversation and not sent yet, or CHAT_IMAGE_UNKNOWN. */
  private unsentImage(conversationId: number, imageId: number): number {
    const image = this.repo.image(imageId);
    if (!image || image.conversationId !== conversationId || this.repo.imageSent(imageId)) throw new AppError('CHAT_IMAGE_UNKNOWN');
    return imageId;
  }

  private fileOf(row: { mime: string; path: string }): PrivateFile {
    return { mime: row.mime, content: () => this.files.read(row.path) };
  }

  /** Through the safe image pipeline (as identity photos): only the re-encoded copy, without metadata, is stored. */
  private async storeImage(conversationId: number, received: Buffer) {
    const image = await reencodeOrRefuse(received, { tooLarge: 'CHAT_IMAGE_TOO_LARGE', invalid: 'CHAT_IMAGE_INVALID' });
    const now = this.ctx.clock.now();
    const relative = `${new Date(now).toISOString().slice(0, 7)}/${this.ctx.random.bytes(16).toString('hex')}.${image.ext}`;
    this.files.write(relative, image.content, image.mime);
    const id = this.repo.insertImage(
      conversationId,
      { path: relative, mime: image.mime, size: image.content.length, width: image.width, height: image.height },
      now,
    );
    return { id, width: image.width, height: image.height };
  }
}

function partyOfRow(c: ConversationRow): ChatParty {
  return c.userId !== null ? { kind: 'user', userId: c.userId } : { kind: 'visitor', visitorId: c.visitorId as string };
}

export function messageView(m: MessageRow): ChatMessage {
  return {
    id: m.id,
    conversationId: m.conversationId,
    seq: m.seq,
    sender: m.sender,
    text: m.imageId === null ? m.body : null,
    image: m.imageId === null ? null : { id: m.imageId, width: m.imageWidth ?? 0, height: m.imageHeight ?? 0 },
    createdAt: new Date(m.createdAt).toISOString(),
  };
}

function inboxView(r: InboxRow): ChatConversationItem {
  return {
    id: r.id,
    customer:
      r.userId !== null
        ? { kind: 'user', userId: r.userId, label: r.account ?? `#${r.userId}` }
        : { kind: 'visitor', userId: null, label: (r.visitorId ?? '').slice(0, 6) },
    status: r.status,
    assignee: r.assigneeId !== null ? { id: r.assigneeId, name: r.assigneeName ?? `#${r.assigneeId}` } : null,
    lastSeq: r.lastSeq,
    staffReadSeq: r.staffReadSeq,
    customerReadSeq: r.customerReadSeq,
    unread: r.unread,
    lastMessage: r.lastImageId !== null ? null : r.lastBody,
    lastMessageAt: new Date(r.lastMessageAt).toISOString(),
  };
}

// The chat's storage (decision 055): conversations, their messages numbered per conversation,
// the images sent in them and the staff's canned replies. A message and its conversation's
// counters are written in one synchronous transaction, so seq never skips or repeats.
import type { Sqlite } from '../../db/sqlite.ts';
import { ACCOUNT_COLUMN } from '../../db/customers.ts';

export type ChatParty = { kind: 'user'; userId: number } | { kind: 'visitor'; visitorId: string };

export interface ConversationRow {
  id: number;
  userId: number | null;
  visitorId: string | null;
  status: 'open' | 'resolved';
  assigneeId: number | null;
  lastSeq: number;
  customerReadSeq: number;
  staffReadSeq: number;
  lastMessageAt: number;
  createdAt: number;
  resolvedAt: number | null;
}

export interface MessageRow {
  id: number;
  conversationId: number;
  seq: number;
  sender: 'customer' | 'staff';
  staffId: number | null;
  body: string;
  imageId: number | null;
  imageWidth: number | null;
  imageHeight: number | null;
  createdAt: number;
}

export interface ImageRow {
  id: number;
  conversationId: number;
  path: string;
  mime: string;
  size: number;
  width: number;
  height: number;
}

export interface InboxRow extends ConversationRow {
  account: string | null;
  assigneeName: string | null;
  unread: number;
  lastBody: string | null;
  lastImageId: number | null;
}

export interface CannedRow {
  id: number;
  title: string;
  body: string;
  sort: number;
}

export type InboxFilter = { tab: 'unassigned' | 'mine' | 'resolved'; staffId: number };

const CONVERSATION =
  'id, userId, visitorId, status, assigneeId, lastSeq, customerReadSeq, staffReadSeq, lastMessageAt, createdAt, resolvedAt';
const MESSAGE = `m.id, m.conversationId, m.seq, m.sender, m.staffId, m.body, m.imageId, i.width AS imageWidth, i.height AS imageHeight, m.createdAt`;
const MESSAGE_FROM = `FROM "ChatMessage" m LEFT JOIN "ChatImage" i ON i.id = m.imageId`;
/** Which conversations a tab holds (one `?`: the staff member, for "mine"; typed, as PostgreSQL types no bare `? IS NOT NULL`). */
const TAB_WHERE = {
  unassigned: `c.status = 'open' AND c.assigneeId IS NULL AND CAST(? AS BIGINT) IS NOT NULL`,
  mine: `c.status = 'open' AND c.assigneeId = ?`,
  resolved: `c.status = 'resolved' AND CAST(? AS BIGINT) IS NOT NULL`,
} as const;
const UNREAD_FOR_STAFF = `(SELECT COUNT(*) FROM "ChatMessage" x WHERE x.conversationId = c.id AND x.sender = 'customer' AND x.seq > c.staffReadSeq)`;

/**
 * `column` = max(column, min(@seq, lastSeq)): a read mark moves forward only, never past the last
 * message (a CASE: two-argument MAX and MIN are SQLite's alone).
 */
const readTo = (column: string) =>
  `${column} = CASE WHEN @seq <= ${column} OR lastSeq <= ${column} THEN ${column} WHEN @seq < lastSeq THEN @seq ELSE lastSeq END`;

/** A conversation as the inbox lists it: the customer's account, the assignee, unread and the last message. */
const INBOX_SELECT = `SELECT c.id, c.userId, c.visitorId, c.status, c.assigneeId, c.lastSeq, c.customerReadSeq, c.staffReadSeq,
    c.lastMessageAt, c.createdAt, c.resolvedAt, ${ACCOUNT_COLUMN}, s.displayName AS assigneeName,
    ${UNREAD_FOR_STAFF} AS unread, lm.body AS lastBody, lm.imageId AS lastImageId
  FROM "ChatConversation" c
  LEFT JOIN "User" u ON u.id = c.userId
  LEFT JOIN "Staff" s ON s.id = c.assigneeId
  LEFT JOIN "ChatMessage" lm ON lm.conversationId = c.id AND lm.seq = c.lastSeq`;

export class ChatRepository {
  private readonly q;

  constructor(private readonly db: Sqlite) {
    this.q = {
      byUser: db.prepare<[number], ConversationRow>(`SELECT ${CONVERSATION} FROM "ChatConversation" WHERE userId = ?`),
      byVisitor: db.prepare<[string], ConversationRow>(`SELECT ${CONVERSATION} FROM "ChatConversation" WHERE visitorId = ?`),
      byId: db.prepare<[number], ConversationRow>(`SELECT ${CONVERSATION} FROM "ChatConversation" WHERE id = ?`),
      create: db.prepare<[number | null, string | null, number, number]>(
        'INSERT INTO "ChatConversation" (userId, visitorId, lastMessageAt, createdAt) VALUES (?, ?, ?, ?)',
      ),
      bumpSeq: db.prepare<[number, number]>(
        // a customer's message reopens a resolved conversation (to the inbox's unassigned tab
        // when nobody holds it); a staff message keeps it as it is
        'UPDATE "ChatConversation" SET lastSeq = lastSeq + 1, lastMessageAt = ? WHERE id = ?',
      ),
      reopen: db.prepare<[number]>(`UPDATE "ChatConversation" SET status = 'open', resolvedAt = NULL WHERE id = ? AND status = 'resolved'`),
      lastSeq: db.prepare<[number], { lastSeq: number }>('SELECT lastSeq FROM "ChatConversation" WHERE id = ?'),
      insertMessage: db.prepare<[number, number, string, number | null, string, number | null, number]>(
        'INSERT INTO "ChatMessage" (conversationId, seq, sender, staffId, body, imageId, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      message: db.prepare<[number, number], MessageRow>(`SELECT ${MESSAGE} ${MESSAGE_FROM} WHERE m.conversationId = ? AND m.seq = ?`),
      before: db.prepare<[number, number, number], MessageRow>(
        `SELECT ${MESSAGE} ${MESSAGE_FROM} WHERE m.conversationId = ? AND m.seq < ? ORDER BY m.seq DESC LIMIT ?`,
      ),
      after: db.prepare<[number, number, number], MessageRow>(
        `SELECT ${MESSAGE} ${MESSAGE_FROM} WHERE m.conversationId = ? AND m.seq > ? ORDER BY m.seq ASC LIMIT ?`,
      ),
      unread: db.prepare<[number, string, number], { n: number }>(
        'SELECT COUNT(*) AS n FROM "ChatMessage" WHERE conversationId = ? AND sender = ? AND seq > ?',
      ),
      readCustomer: db.prepare<[{ seq: number; id: number }]>(`UPDATE "ChatConversation" SET ${readTo('customerReadSeq')} WHERE id = @id`),
      readStaff: db.prepare<[{ seq: number; id: number }]>(`UPDATE "ChatConversation" SET ${readTo('staffReadSeq')} WHERE id = @id`),
      assign: db.prepare<[number, number]>('UPDATE "ChatConversation" SET assigneeId = ? WHERE id = ?'),
      resolve: db.prepare<[number, number]>(`UPDATE "ChatConversation" SET status = 'resolved', resolvedAt = ? WHERE id = ?`),
      insertImage: db.prepare<[number, string, string, number, number, number, number]>(
        'INSERT INTO "ChatImage" (conversationId, path, mime, size, width, height, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      image: db.prepare<[number], ImageRow>('SELECT id, conversationId, path, mime, size, width, height FROM "ChatImage" WHERE id = ?'),
      imageSent: db.prepare<[number], { id: number }>('SELECT id FROM "ChatMessage" WHERE imageId = ? LIMIT 1'),
      canned: db.prepare<[], CannedRow>('SELECT id, title, body, sort FROM "ChatCannedReply" ORDER BY sort, id'),
      cannedById: db.prepare<[number], CannedRow>('SELECT id, title, body, sort FROM "ChatCannedReply" WHERE id = ?'),
      insertCanned: db.prepare<[string, string, number, number]>(
        'INSERT INTO "ChatCannedReply" (title, body, sort, updatedAt) VALUES (?, ?, ?, ?)',
      ),
      updateCanned: db.prepare<[string, string, number, number, number]>(
        'UPDATE "ChatCannedReply" SET title = ?, body = ?, sort = ?, updatedAt = ? WHERE id = ?',
      ),
      deleteCanned: db.prepare<[number]>('DELETE FROM "ChatCannedReply" WHERE id = ?'),
    };
  }

  conversationOf(party: ChatParty): ConversationRow | undefined {
    return party.kind === 'user' ? this.q.byUser.get(party.userId) : this.q.byVisitor.get(party.visitorId);
  }

  conversation(id: number): ConversationRow | undefined {
    return this.q.byId.get(id);
  }

  /** The party's conversation, created on first use. */
  ensureConversation(party: ChatParty, now: number): ConversationRow {
    const found = this.conversationOf(party);
    if (found) return found;
    this.q.create.run(party.kind === 'user' ? party.userId : null, party.kind === 'visitor' ? party.visitorId : null, now, now);
    return this.conversationOf(party) as ConversationRow;
  }

  /**
   * Appends a message with the conversation's next seq, in one transaction; a customer's
   * message reopens a resolved conversation. Returns the stored message.
   */
  append(
    conversationId: number,
    m: { sender: 'customer' | 'staff'; staffId: number | null; body: string; imageId: number | null },
    now: number,
  ): MessageRow {
    return this.db
      .transaction(() => {
        this.q.bumpSeq.run(now, conversationId);
        if (m.sender === 'customer') this.q.reopen.run(conversationId);
        const seq = (this.q.lastSeq.get(conversationId) as { lastSeq: number }).lastSeq;
        this.q.insertMessage.run(conversationId, seq, m.sender, m.staffId, m.body, m.imageId, now);
        return this.q.message.get(conversationId, seq) as MessageRow;
      })
      .immediate();
  }

  /** Up to `limit` messages before `before` (or the newest), oldest first; one more is read to tell whether there are more. */
  messagesBefore(conversationId: number, before: number, limit: number): { rows: MessageRow[]; hasMore: boolean } {
    const rows = this.q.before.all(conversationId, before, limit + 1);
    return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
  }

  /** Up to `limit` messages after `after`, oldest first. */
  messagesAfter(conversationId: number, after: number, limit: number): { rows: MessageRow[]; hasMore: boolean } {
    const rows = this.q.after.all(conversationId, after, limit + 1);
    return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
  }

  /** Messages of `sender` after `seq`: the other side's unread. */
  unread(conversationId: number, sender: 'customer' | 'staff', seq: number): number {
    return (this.q.unread.get(conversationId, sender, seq) as { n: number }).n;
  }

  markRead(conversationId: number, side: 'customer' | 'staff', seq: number) {
    (side === 'customer' ? this.q.readCustomer : this.q.readStaff).run({ seq, id: conversationId });
  }

  assign(conversationId: number, staffId: number) {
    this.q.assign.run(staffId, conversationId);
  }

  resolve(conversationId: number, now: number) {
    this.q.resolve.run(now, conversationId);
  }

  insertImage(conversationId: number, image: Omit<ImageRow, 'id' | 'conversationId'>, now: number): number {
    return Number(
      this.q.insertImage.run(conversationId, image.path, image.mime, image.size, image.width, image.height, now).lastInsertRowid,
    );
  }

  image(id: number): ImageRow | undefined {
    return this.q.image.get(id);
  }

  imageSent(id: number): boolean {
    return this.q.imageSent.get(id) !== undefined;
  }

  /** One page of the inbox's tab, the most recently active first; `cursor` is the last row of the previous page. */
  inbox(filter: InboxFilter, cursor: number | undefined, limit: number): InboxRow[] {
    const after = cursor === undefined ? undefined : this.q.byId.get(cursor);
    const where = TAB_WHERE[filter.tab];
    const page = after ? 'AND (c.lastMessageAt < ? OR (c.lastMessageAt = ? AND c.id < ?))' : '';
    const params: (number | null)[] = [filter.staffId];
    if (after) params.push(after.lastMessageAt, after.lastMessageAt, after.id);
    params.push(limit);
    return this.db
      .prepare<(number | null)[], InboxRow>(
        `${INBOX_SELECT} WHERE ${where} AND c.lastSeq > 0 ${page}
         ORDER BY c.lastMessageAt DESC, c.id DESC LIMIT ?`,
      )
      .all(...params);
  }

  /** A conversation as the inbox shows it. */
  inboxRow(id: number): InboxRow | undefined {
    return this.db.prepare<[number], InboxRow>(`${INBOX_SELECT} WHERE c.id = ?`).get(id);
  }

  /** Per tab: how many conversations, and how many with unread customer messages. */
  tabCounts(staffId: number): Record<InboxFilter['tab'], { total: number; unread: number }> {
    const count = (tab: InboxFilter['tab']) =>
      this.db
        .prepare<[number], { total: number; unread: number }>(
          `SELECT COUNT(*) AS total, COALESCE(SUM(CASE WHEN c.staffReadSeq < c.lastSeq AND ${UNREAD_FOR_STAFF} > 0 THEN 1 ELSE 0 END), 0) AS unread
           FROM "ChatConversation" c WHERE ${TAB_WHERE[tab]} AND c.lastSeq > 0`,
        )
        .get(staffId) as { total: number; unread: number };
    return { unassigned: count('unassigned'), mine: count('mine'), resolved: count('resolved') };
  }

  canned(): CannedRow[] {
    return this.q.canned.all();
  }

  cannedById(id: number): CannedRow | undefined {
    return this.q.cannedById.get(id);
  }

  insertCanned(c: Omit<CannedRow, 'id'>, now: number): number {
    return Number(this.q.insertCanned.run(c.title, c.body, c.sort, now).lastInsertRowid);
  }

  updateCanned(id: number, c: Omit<CannedRow, 'id'>, now: number) {
    this.q.updateCanned.run(c.title, c.body, c.sort, now, id);
  }

  deleteCanned(id: number) {
    this.q.deleteCanned.run(id);
  }
}

// The customer-service chat (issue 19 point 1, decision 055): a customer's or a visitor's one
// conversation, its messages numbered per conversation (seq), the back office's inbox.
import { z } from 'zod';
import { CHAT_TABS, CHAT_TEXT_MAX, type ChatTab } from '../chat.ts';
import { appKeyParam, IdText, IsoDate, UpTo100 } from './common.ts';

/** A message's number in its conversation as digits (a cursor), as a number; 0 = before the first. */
const SeqText = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .pipe(z.number().int().min(0));

/**
 * History by cursor: `before` = the messages before that seq (newest first page when absent,
 * scrolling up), `after` = the messages after that seq (the backfill after a reconnect),
 * oldest first either way.
 */
export const ChatMessagesQuery = z
  .strictObject({ ...appKeyParam, before: SeqText.optional(), after: SeqText.optional(), limit: UpTo100.optional() })
  .refine((q) => q.before === undefined || q.after === undefined, { message: 'give before or after, not both' });
export type ChatMessagesQuery = z.infer<typeof ChatMessagesQuery>;

/** A message to send: text (trimmed, 1 to 2,000 characters) or an image uploaded to the conversation first. */
export const ChatSendBody = z.union([
  z.strictObject({ text: z.string().trim().min(1).max(CHAT_TEXT_MAX) }),
  z.strictObject({ imageId: z.number().int().min(1).max(2_147_483_647) }),
]);
export type ChatSendBody = z.infer<typeof ChatSendBody>;

/** Read up to (and including) this seq. */
export const ChatReadBody = z.strictObject({ seq: z.number().int().min(0).max(1_000_000_000) });
export type ChatReadBody = z.infer<typeof ChatReadBody>;

export const ChatMessage = z
  .object({
    id: z.number().int(),
    conversationId: z.number().int(),
    /** 1, 2, 3, ... within the conversation: the cursor of the history and the backfill. */
    seq: z.number().int(),
    sender: z.enum(['customer', 'staff']),
    text: z.string().nullable(),
    /** An image message: its id (GET /api/chat/images/{id}, or /api/admin/chat/images/{id} for staff). */
    image: z.object({ id: z.number().int(), width: z.number().int(), height: z.number().int() }).nullable(),
    createdAt: IsoDate,
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatMessagePage = z
  .object({
    items: z.array(ChatMessage),
    /** More messages before the first of items (scrolling up) or after the last (backfill). */
    hasMore: z.boolean(),
  })
  .meta({ id: 'ChatMessagePage' });
export type ChatMessagePage = z.infer<typeof ChatMessagePage>;

/** The customer's view of their conversation (conversationId null until the first message). */
export const ChatState = z
  .object({
    conversationId: z.number().int().nullable(),
    status: z.enum(['open', 'resolved']),
    lastSeq: z.number().int(),
    /** How far the customer has read, and how far staff have (the read marks). */
    readSeq: z.number().int(),
    staffReadSeq: z.number().int(),
    /** Staff messages the customer has not read. */
    unread: z.number().int(),
  })
  .meta({ id: 'ChatState' });
export type ChatState = z.infer<typeof ChatState>;

export const ChatVisitorSession = z
  .object({
    /** A signed visitor token: send it as the X-Chat-Visitor header, and to the websocket's chat-visitor channel. */
    token: z.string(),
    expiresAt: IsoDate,
  })
  .meta({ id: 'ChatVisitorSession' });

export const ChatImageUpload = z
  .object({ id: z.number().int(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'ChatImageUpload' });

/** The visitor token header of the customer routes (when not logged in). */
export const ChatVisitorHeaders = z.object({ 'x-chat-visitor': z.string().max(2048).optional() });

// ---------------------------------------------------------------- back office

export { CHAT_TABS, type ChatTab };

export const ChatInboxQuery = z.strictObject({
  ...appKeyParam,
  tab: z.enum(CHAT_TABS).optional(),
  /** Older conversations than this one's last message (the id of the last row of the previous page). */
  cursor: IdText.optional(),
  limit: UpTo100.optional(),
});
export type ChatInboxQuery = z.infer<typeof ChatInboxQuery>;

export const ChatCustomer = z.object({
  kind: z.enum(['user', 'visitor']),
  /** The customer's user id (null for a visitor). */
  userId: z.number().int().nullable(),
  /** E-mail, phone or "Visitor 1a2b3c". */
  label: z.string(),
});

export const ChatConversationItem = z
  .object({
    id: z.number().int(),
    customer: ChatCustomer,
    status: z.enum(['open', 'resolved']),
    assignee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    lastSeq: z.number().int(),
    staffReadSeq: z.number().int(),
    customerReadSeq: z.number().int(),
    /** Customer messages no staff member has read. */
    unread: z.number().int(),
    lastMessage: z.string().nullable(),
    lastMessageAt: IsoDate,
  })
  .meta({ id: 'ChatConversationItem' });
export type ChatConversationItem = z.infer<typeof ChatConversationItem>;

export const ChatInbox = z
  .object({
    items: z.array(ChatConversationItem),
    /** The cursor of the next page (null: no more). */
    nextCursor: z.number().int().nullable(),
    /** Per tab: conversations, and those with unread customer messages. */
    counts: z.record(z.enum(CHAT_TABS), z.object({ total: z.number().int(), unread: z.number().int() })),
  })
  .meta({ id: 'ChatInbox' });
export type ChatInbox = z.infer<typeof ChatInbox>;

export const CannedReplyBody = z.strictObject({
  title: z.string().trim().min(1).max(60),
  body: z.string().trim().min(1).max(CHAT_TEXT_MAX),
  sort: z.number().int().min(0).max(9999).optional(),
});
export type CannedReplyBody = z.infer<typeof CannedReplyBody>;

export const CannedReply = z
  .object({ id: z.number().int(), title: z.string(), body: z.string(), sort: z.number().int() })
  .meta({ id: 'ChatCannedReply' });
export type CannedReply = z.infer<typeof CannedReply>;
export const CannedReplyList = z.array(CannedReply);

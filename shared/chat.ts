// The customer-service chat's constants, shared by the server's schemas and the client
// (decision 055). No imports: the client takes them without zod.

/** The longest text message, in characters. */
export const CHAT_TEXT_MAX = 2000;

/** What the back office's chat-staff channel says: which conversation changed, and its seq (never the content). */
export interface ChatStaffEvent {
  event: 'message' | 'read' | 'claim' | 'resolve';
  conversationId: number;
  seq: number;
}

/** The back office inbox's tabs. */
export const CHAT_TABS = ['unassigned', 'mine', 'resolved'] as const;
export type ChatTab = (typeof CHAT_TABS)[number];

// The chat's real-time messages (decision 055), over the one websocket: a customer's on their
// private user channel, a visitor's on their chat-visitor channel (both carry the message
// itself), and the back office's on chat-staff (which conversation changed and its seq: the
// inbox reads the rest over HTTP with the staff member's session).
import type { ChatStaffEvent } from '../../../shared/chat.ts';
import type { ChatMessage } from '../../../shared/schemas/chat.ts';
import { channelKey, type WsHub } from '../realtime/hub.ts';
import type { ChatParty } from './repository.ts';

/** What the customer's side hears: a new message, or how far staff have read. */
export type ChatCustomerEvent =
  | { kind: 'chat'; event: 'message'; message: ChatMessage }
  | { kind: 'chat'; event: 'read'; staffReadSeq: number };

export class ChatPush {
  constructor(
    private readonly hub: WsHub,
    /** Whether a staff session may still hear the inbox (live, and its role may answer the chat). */
    staffMayListen: (sessionId: string) => boolean,
  ) {
    // checked at every message, on every instance: a session that logged out stops hearing it
    hub.gate(channelKey.chatStaff(), (conn) => conn.staffSession !== undefined && staffMayListen(conn.staffSession));
  }

  toCustomer(party: ChatParty, event: ChatCustomerEvent) {
    if (party.kind === 'user') this.hub.sendToUser(party.userId, event);
    else this.hub.publish(channelKey.chatVisitor(party.visitorId), () => ({ type: 'update', channel: 'chat-visitor', data: event }));
  }

  toStaff(event: ChatStaffEvent) {
    this.hub.publish(channelKey.chatStaff(), () => ({ type: 'update', channel: 'chat-staff', data: event }));
  }
}

// The chat's websocket channels (decision 055), subscribed with a token in the message:
// chat-visitor with a visitor token (the visitor's own messages), chat-staff with a staff
// session token whose role may answer the chat (which conversation changed). Each
// subscription (also after a reconnect) answers a snapshot with the conversation's newest seq
// for a visitor: the client then reads the messages after the last one it has (no gap).
import { roleMay } from '../../../shared/staff.ts';
import type { AsyncChannelResolver } from '../realtime/routes.ts';
import { channelKey } from '../realtime/hub.ts';
import type { StaffAuthService } from '../staff/service.ts';
import type { ChatService } from './service.ts';

export function chatChannels(chat: ChatService, staffAuth: Pick<StaffAuthService, 'authenticate'>): AsyncChannelResolver {
  return async (m) => {
    if (m.channel === 'chat-visitor') {
      const visitorId = await chat.visitorIdOf(m.token);
      if (!visitorId) return { error: 'CHAT_VISITOR_INVALID' };
      return {
        key: channelKey.chatVisitor(visitorId),
        snapshot: () => ({
          type: 'snapshot',
          channel: 'chat-visitor',
          data: { lastSeq: chat.state({ kind: 'visitor', visitorId }).lastSeq },
        }),
      };
    }
    if (m.channel !== 'chat-staff') return { error: 'NOT_FOUND' };
    // leaving needs no proof (a session that ended must still be able to stop listening)
    if (m.op === 'unsubscribe') return { key: channelKey.chatStaff(), snapshot: () => ({}) };
    const staff = await staffAuth.authenticate(m.token);
    if (staff === 'missing' || staff === 'invalid') return { error: 'SESSION_INVALID' };
    if (!roleMay(staff.role, 'chat.answer')) return { error: 'FORBIDDEN' };
    return {
      key: channelKey.chatStaff(),
      snapshot: () => ({ type: 'snapshot', channel: 'chat-staff', data: {} }),
      // each event checks it again: a session that ended (logged out, disabled) stops hearing
      staffSession: staff.sessionId,
    };
  };
}

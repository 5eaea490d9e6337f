// The notification centre's live part (issue 37.1): on the user's private channel,
// `{kind: 'notification', category}` once a transaction that stored messages for them is over,
// and `{kind: 'notification-read', unread}` when they read some (their other tabs and devices
// follow). A broadcast staff publish tells every connected user. The events carry no message:
// the client reads its unread counts (one indexed query) and its open list again, so an event
// costs nothing for users who are not connected, and a rolled-back message is never shown.
import type { MessageCategory, UnreadCounts } from '../../../shared/schemas/content.ts';

/**
 * What it needs of the realtime hub (WsHub fits): named here, not imported, since the hub's
 * module reads the auth module's sessions, and auth sends security messages through this one.
 */
export interface UserChannels {
  sendToUser(userId: number, message: object): void;
  sendToEveryUser(message: object): void;
}

export class NotificationPush {
  constructor(private readonly hub: UserChannels) {}

  stored(users: { userId: number; category: MessageCategory }[]) {
    for (const { userId, category } of users) this.hub.sendToUser(userId, { kind: 'notification', category });
  }

  read(userId: number, unread: UnreadCounts) {
    this.hub.sendToUser(userId, { kind: 'notification-read', unread });
  }

  /** A message staff wrote: to one user, or to everyone (a broadcast). */
  staffMessage(userId: number | null) {
    if (userId === null) this.hub.sendToEveryUser({ kind: 'notification', category: 'announcements' });
    else this.hub.sendToUser(userId, { kind: 'notification', category: 'announcements' });
  }
}

// How verification codes reach people. The default notifier writes the message to the
// Outbox table (staff can read it; in development /api/dev/outbox shows it). An SMS or
// e-mail gateway is another implementation of the same interface.
import type { Sqlite } from '../../db/sqlite.ts';
import type { Clock } from '../../lib/clock.ts';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  target: string;
  subject: string;
  body: string;
}

export interface Notifier {
  /** Called inside the transaction that creates the code, so it must be synchronous. */
  send(message: OutgoingMessage): void;
}

export class OutboxNotifier implements Notifier {
  private readonly insert;
  constructor(
    db: Sqlite,
    private readonly clock: Clock,
  ) {
    this.insert = db.prepare<[string, string, string, string, number]>(
      'INSERT INTO "Outbox" (channel, target, subject, body, createdAt) VALUES (?, ?, ?, ?, ?)',
    );
  }
  send(m: OutgoingMessage) {
    this.insert.run(m.channel, m.target, m.subject, m.body, this.clock.now());
  }
}

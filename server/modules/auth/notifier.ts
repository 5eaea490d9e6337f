// How verification codes reach people. The default notifier writes the message to the
// Outbox table (staff can read it; in development /api/dev/outbox shows it). An SMS or
// e-mail gateway is another implementation of the same interface.
import type { Sqlite } from '../../db/sqlite.ts';
import type { Clock } from '../../lib/clock.ts';
import { OutboxRepository } from './repository.ts';

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
  private readonly outbox: OutboxRepository;
  constructor(
    db: Sqlite,
    private readonly clock: Clock,
  ) {
    this.outbox = new OutboxRepository(db);
  }
  send(m: OutgoingMessage) {
    this.outbox.add(m, this.clock.now());
  }
}

// How verification codes reach people. The default notifier writes the message to the
// Outbox table (staff can read it; in development /api/dev/outbox shows it). An SMS or
// e-mail gateway is another implementation of the same interface.
import type { Sqlite } from '../../db/sqlite.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { Clock } from '../../lib/clock.ts';
import { OutboxRepository } from './repository.ts';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  target: string;
  subject: string;
  body: string;
  /** The language the message is written in (lines added to it are written in it too; English when absent). */
  locale?: Locale;
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
    this.outbox.add({ channel: m.channel, target: m.target, subject: m.subject, body: m.body }, this.clock.now());
  }
}

// The default notifier (notifier.ts): each message is written to the Outbox table, where staff
// can read it (in development /api/dev/outbox shows it).
import type { Sqlite } from '../../db/sqlite.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Notifier, OutgoingMessage } from './notifier.ts';
import { OutboxRepository } from './repository.ts';

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

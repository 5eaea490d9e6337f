// Every text the platform sends by SMS or e-mail goes through this notifier: a message to an
// account that chose an anti-phishing code ends with it (decision 044). It wraps whichever
// notifier delivers (the outbox, a gateway), so no sender can forget the line.
import { withAntiPhishingLine } from '../../../shared/anti-phishing.ts';
import type { Notifier, OutgoingMessage } from '../auth/notifier.ts';
import type { SecurityRepository } from './repository.ts';

export class AntiPhishingNotifier implements Notifier {
  constructor(
    private readonly inner: Notifier,
    private readonly repo: SecurityRepository,
  ) {}

  send(m: OutgoingMessage) {
    const code = this.repo.antiPhishingOfTarget(m.target);
    this.inner.send(code ? { ...m, body: withAntiPhishingLine(m.body, code, m.locale ?? 'en-US') } : m);
  }
}

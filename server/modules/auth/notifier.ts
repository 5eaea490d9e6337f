// How verification codes reach people. The default notifier (outbox-notifier.ts) writes the
// message to the Outbox table (staff can read it; in development /api/dev/outbox shows it). An
// SMS or e-mail gateway is another implementation of the same interface.
import type { Locale } from '../../../shared/locales.ts';

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

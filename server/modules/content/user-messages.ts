// Messages the platform sends to one user (the result of a deposit, withdrawal or certification review).
// They are stored as a template of the server catalogue with its parameters, and worded
// (and their amounts formatted) in the reader's language when read, so they follow the
// language the user reads in now, not the one of the moment they were sent
// (docs/decisions/019-payee-details-fund-flow-messages.md).
import type { MessageParams } from '../../../shared/errors.ts';
import { type AlertKind, alertRule } from '../../../shared/price-alerts.ts';
import { type ServerMessageKey, serverMessage } from '../../../shared/i18n/server-messages.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { MessageCategory } from '../../../shared/schemas/content.ts';
import type { Clock } from '../../lib/clock.ts';
import { onceSettled } from '../../lib/once-settled.ts';
import { localized } from './localize.ts';
import type { ContentRepository } from './repository.ts';

interface Template {
  title: ServerMessageKey;
  body: ServerMessageKey;
  /** Parameters that are amounts (decimal strings): formatted for the reader's locale. */
  amounts: readonly string[];
  /** The notification centre's group the message is listed and counted in. */
  category: MessageCategory;
  /** Parameters worded from others once the amounts are formatted (in the reader's locale). */
  derive?: (params: MessageParams) => void;
}

/** A price alert's rule ("≥ 64,256.59", "±3 % / 1h") from its kind, formatted threshold and window (older messages carry the rule whole). */
function alertRuleParam(params: MessageParams) {
  const { kind, threshold, windowMs } = params;
  if (typeof kind === 'string' && typeof threshold === 'string') {
    params.rule = alertRule(kind as AlertKind, threshold, typeof windowMs === 'number' ? windowMs : null);
  }
}

export const MESSAGE_TEMPLATES = {
  depositApproved: { title: 'depositApprovedTitle', body: 'depositApprovedBody', amounts: ['amount'], category: 'funds' },
  depositRejected: { title: 'depositRejectedTitle', body: 'depositRejectedBody', amounts: ['amount'], category: 'funds' },
  incomingTransferCredited: {
    title: 'incomingTransferCreditedTitle',
    body: 'incomingTransferCreditedBody',
    amounts: ['amount'],
    category: 'funds',
  },
  withdrawalPaid: {
    title: 'withdrawalPaidTitle',
    body: 'withdrawalPaidBody',
    amounts: ['amount', 'fee', 'arrival'],
    category: 'funds',
  },
  withdrawalRejected: { title: 'withdrawalRejectedTitle', body: 'withdrawalRejectedBody', amounts: ['amount'], category: 'funds' },
  cardChangeApproved: { title: 'cardChangeApprovedTitle', body: 'cardChangeApprovedBody', amounts: [], category: 'funds' },
  cardChangeRejected: { title: 'cardChangeRejectedTitle', body: 'cardChangeRejectedBody', amounts: [], category: 'funds' },
  kycJuniorApproved: { title: 'kycJuniorApprovedTitle', body: 'kycJuniorApprovedBody', amounts: [], category: 'security' },
  kycJuniorRejected: { title: 'kycJuniorRejectedTitle', body: 'kycJuniorRejectedBody', amounts: [], category: 'security' },
  kycAdvancedApproved: { title: 'kycAdvancedApprovedTitle', body: 'kycAdvancedApprovedBody', amounts: [], category: 'security' },
  kycAdvancedRejected: { title: 'kycAdvancedRejectedTitle', body: 'kycAdvancedRejectedBody', amounts: [], category: 'security' },
  creditScoreChanged: { title: 'creditScoreChangedTitle', body: 'creditScoreChangedBody', amounts: [], category: 'security' },
  fastOrderWon: { title: 'fastOrderWonTitle', body: 'fastOrderWonBody', amounts: ['amount', 'payout'], category: 'orders' },
  fastOrderLost: { title: 'fastOrderLostTitle', body: 'fastOrderLostBody', amounts: ['amount'], category: 'orders' },
  fastOrderTied: { title: 'fastOrderTiedTitle', body: 'fastOrderTiedBody', amounts: ['amount'], category: 'orders' },
  contractStopLoss: { title: 'contractStopLossTitle', body: 'contractClosedBody', amounts: ['pnl'], category: 'orders' },
  contractTakeProfit: { title: 'contractTakeProfitTitle', body: 'contractClosedBody', amounts: ['pnl'], category: 'orders' },
  contractLiquidated: { title: 'contractLiquidatedTitle', body: 'contractLiquidatedBody', amounts: ['pnl'], category: 'orders' },
  spotBuyFilled: { title: 'spotOrderFilledTitle', body: 'spotBuyFilledBody', amounts: ['qty'], category: 'orders' },
  spotSellFilled: { title: 'spotOrderFilledTitle', body: 'spotSellFilledBody', amounts: ['qty'], category: 'orders' },
  signIn: { title: 'signInTitle', body: 'signInBody', amounts: [], category: 'security' },
  passwordChanged: { title: 'passwordChangedTitle', body: 'passwordChangedBody', amounts: [], category: 'security' },
  twoFactorEnabled: { title: 'twoFactorEnabledTitle', body: 'twoFactorEnabledBody', amounts: [], category: 'security' },
  twoFactorDisabled: { title: 'twoFactorDisabledTitle', body: 'twoFactorDisabledBody', amounts: [], category: 'security' },
  allowListOn: { title: 'allowListOnTitle', body: 'allowListOnBody', amounts: [], category: 'security' },
  allowListOff: { title: 'allowListOffTitle', body: 'allowListOffBody', amounts: [], category: 'security' },
  priceAlertTriggered: {
    title: 'priceAlertTriggeredTitle',
    body: 'priceAlertTriggeredBody',
    amounts: ['price', 'threshold'],
    category: 'alerts',
    derive: alertRuleParam,
  },
} as const satisfies Record<string, Template>;
export type MessageTemplate = keyof typeof MESSAGE_TEMPLATES;

const isTemplate = (name: string): name is MessageTemplate => Object.hasOwn(MESSAGE_TEMPLATES, name);

/** A message to one user: the template and its parameters. */
export interface OutgoingMessage {
  userId: number;
  template: MessageTemplate;
  params: MessageParams;
}

/** Users who were sent messages, told once the sending code's transaction is over (the notification push). */
export type StoredListener = (stored: { userId: number; category: MessageCategory }[]) => void;

export class UserMessages {
  /** Users sent a message since the last flush, with the group of their latest one. */
  private readonly pending = new Map<number, MessageCategory>();
  private readonly listeners: StoredListener[] = [];

  constructor(
    private readonly repo: ContentRepository,
    private readonly clock: Clock,
    /** Whether the synchronous connection is inside a transaction (the push waits until it is not). */
    private readonly inTransaction: () => boolean = () => false,
  ) {}

  /** Stores a message for one user. Synchronous: inside a transaction it commits or rolls back with it. */
  send(userId: number, template: MessageTemplate, params: MessageParams) {
    const { category } = MESSAGE_TEMPLATES[template];
    this.repo.insertMessage(userId, template, category, JSON.stringify(params), this.clock.now());
    this.stored(userId, category);
  }

  /** Stores many messages in a few statements (a settlement run's): like send, inside the caller's transaction. */
  sendMany(messages: readonly OutgoingMessage[]) {
    if (messages.length === 0) return;
    const now = this.clock.now();
    const values: unknown[] = [];
    for (const m of messages) {
      const { category } = MESSAGE_TEMPLATES[m.template];
      values.push(m.userId, m.template, category, JSON.stringify(m.params), now, '', '');
      this.stored(m.userId, category);
    }
    this.repo.insertMessages(values);
  }

  /** Hears of users sent messages, after the transaction that stored them (a rolled-back one too: listeners read what is committed). */
  onStored(listener: StoredListener) {
    this.listeners.push(listener);
  }

  private stored(userId: number, category: MessageCategory) {
    if (this.listeners.length === 0) return;
    this.pending.set(userId, category);
    this.flushSoon();
  }

  private readonly flushSoon = onceSettled(
    () => this.inTransaction(),
    () => {
      const stored = [...this.pending].map(([userId, category]) => ({ userId, category }));
      this.pending.clear();
      for (const listener of this.listeners) listener(stored);
    },
  );
}

/** "1234.500000" in de-DE → "1.234,50": at least 2 decimals, no trailing zeros beyond, exact (no float). */
function formatAmountFor(locale: Locale, value: string): string {
  const decimals = value.split('.')[1]?.length ?? 0;
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: Math.min(2, decimals), maximumFractionDigits: decimals });
  // Intl formats a decimal string exactly (ES2023), never through a float
  return format.format(value as `${number}`);
}

/** The title and content of a stored message in `locale`. */
export function localizeMessage(row: { title: string; content: string; template: string; params: string; i18n: string }, locale: Locale) {
  // staff-written messages (and a template this version does not know): the reader's version where staff wrote one
  if (!isTemplate(row.template)) return localized({ title: row.title, content: row.content, i18n: row.i18n }, locale, ['title', 'content']);
  const template: Template = MESSAGE_TEMPLATES[row.template];
  const params = JSON.parse(row.params) as MessageParams;
  for (const name of template.amounts) {
    const value = params[name];
    if (typeof value === 'string') params[name] = formatAmountFor(locale, value);
  }
  template.derive?.(params);
  return { title: serverMessage(locale, template.title, params), content: serverMessage(locale, template.body, params) };
}

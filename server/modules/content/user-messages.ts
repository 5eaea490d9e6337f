// Messages the platform sends to one user (the result of a deposit, withdrawal or certification review).
// They are stored as a template of the server catalogue with its parameters, and worded
// (and their amounts formatted) in the reader's language when read, so they follow the
// language the user reads in now, not the one of the moment they were sent
// (docs/decisions/019-payee-details-fund-flow-messages.md).
import type { MessageParams } from '../../../shared/errors.ts';
import { type ServerMessageKey, serverMessage } from '../../../shared/i18n/server-messages.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { Clock } from '../../lib/clock.ts';
import { localized } from './localize.ts';
import type { ContentRepository } from './repository.ts';

interface Template {
  title: ServerMessageKey;
  body: ServerMessageKey;
  /** Parameters that are amounts (decimal strings): formatted for the reader's locale. */
  amounts: readonly string[];
}

export const MESSAGE_TEMPLATES = {
  depositApproved: { title: 'depositApprovedTitle', body: 'depositApprovedBody', amounts: ['amount'] },
  depositRejected: { title: 'depositRejectedTitle', body: 'depositRejectedBody', amounts: ['amount'] },
  withdrawalPaid: { title: 'withdrawalPaidTitle', body: 'withdrawalPaidBody', amounts: ['amount', 'fee', 'arrival'] },
  withdrawalRejected: { title: 'withdrawalRejectedTitle', body: 'withdrawalRejectedBody', amounts: ['amount'] },
  cardChangeApproved: { title: 'cardChangeApprovedTitle', body: 'cardChangeApprovedBody', amounts: [] },
  cardChangeRejected: { title: 'cardChangeRejectedTitle', body: 'cardChangeRejectedBody', amounts: [] },
  kycJuniorApproved: { title: 'kycJuniorApprovedTitle', body: 'kycJuniorApprovedBody', amounts: [] },
  kycJuniorRejected: { title: 'kycJuniorRejectedTitle', body: 'kycJuniorRejectedBody', amounts: [] },
  kycAdvancedApproved: { title: 'kycAdvancedApprovedTitle', body: 'kycAdvancedApprovedBody', amounts: [] },
  kycAdvancedRejected: { title: 'kycAdvancedRejectedTitle', body: 'kycAdvancedRejectedBody', amounts: [] },
  creditScoreChanged: { title: 'creditScoreChangedTitle', body: 'creditScoreChangedBody', amounts: [] },
  priceAlertTriggered: { title: 'priceAlertTriggeredTitle', body: 'priceAlertTriggeredBody', amounts: ['price'] },
} as const satisfies Record<string, Template>;
export type MessageTemplate = keyof typeof MESSAGE_TEMPLATES;

const isTemplate = (name: string): name is MessageTemplate => Object.hasOwn(MESSAGE_TEMPLATES, name);

export class UserMessages {
  constructor(
    private readonly repo: ContentRepository,
    private readonly clock: Clock,
  ) {}

  /** Stores a message for one user. Synchronous: inside a transaction it commits or rolls back with it. */
  send(userId: number, template: MessageTemplate, params: MessageParams) {
    this.repo.insertMessage(userId, template, JSON.stringify(params), this.clock.now());
  }
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
  return { title: serverMessage(locale, template.title, params), content: serverMessage(locale, template.body, params) };
}

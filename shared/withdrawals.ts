// Withdrawals confirmed as exchanges do (issue 38 point 4, decision 089): what the summary step
// promises about arrival, and the address allow-list's 24-hour delays. One table for the server
// (the checks and the messages) and the client (the summary and the allow-list panel).

const HOUR = 3_600_000;

/**
 * Hours within which a withdrawal usually arrives once staff have approved it, per method: a
 * crypto payout is on the chain within the hour, a bank transfer within a business day.
 */
export const WITHDRAW_ARRIVAL_HOURS = { crypto: 1, bank: 24 } as const;

/** While the allow-list is on, an address is usable this long after it was bound. */
export const ALLOW_LIST_ADDRESS_DELAY_MS = 24 * HOUR;

/** Turning the allow-list off takes effect this long after it is asked for (until then it stays on). */
export const ALLOW_LIST_OFF_DELAY_MS = 24 * HOUR;

/** How a withdrawal was confirmed: the authenticator (or one of its recovery codes), or a code sent by e-mail or SMS. */
export const WITHDRAW_CONFIRMATIONS = ['authenticator', 'recovery-code', 'email', 'sms'] as const;
export type WithdrawConfirmation = (typeof WITHDRAW_CONFIRMATIONS)[number];

/** An e-mail address or "+852 12345678" masked for showing where a code went: e***@example.com, +852 ****5678. */
export function maskContact(target: string): string {
  const at = target.lastIndexOf('@');
  if (at > 0) return `${target.slice(0, 1)}***${target.slice(at)}`;
  const [area = '', number = ''] = target.split(' ');
  return `${area} ****${number.slice(-4)}`;
}

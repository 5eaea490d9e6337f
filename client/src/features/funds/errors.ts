// Server errors of the funds calls, toasted. The server names the 6-digit password the
// "security password"; the client calls it the withdrawal password everywhere, so those
// messages are replaced by the client's own wording. Every other code shows the server's
// localized message (spec section 8).
import type { ParseKeys } from 'i18next';
import { ApiError } from '../../lib/http';
import { i18n } from '../../lib/i18n';
import { toast } from '../../lib/notify';

const OWN_WORDING: Record<number, ParseKeys<'funds'>> = {
  4010: 'funds.password.format',
  4011: 'funds.password.notSet',
  4012: 'funds.password.wrong',
  4013: 'funds.password.alreadySet',
};

/** Toasts an error of a call made with `silent: true`. */
export function toastFundsError(error: unknown): void {
  if (!(error instanceof ApiError) || error.code === -99 || error.code === -3) return;
  const key = OWN_WORDING[error.code];
  toast.error(key ? i18n.t(key, { ns: 'funds' }) : error.message);
}

// The withdrawal's confirmation step on a page (decision 089), as a person takes it: the
// summary shows, the withdrawal password is typed, a code is sent to the account's e-mail or
// phone and read (here: from the dev outbox, through the test's API access), then confirmed.
import type { AccountInput } from './accounts.ts';
import { readCode } from './accounts.ts';
import type { TestApp } from './app.ts';
import type { TestPage } from './browser.ts';

/**
 * On the open summary: the password, a code sent (unless `sent` already) and typed, confirmed;
 * waits for the submitted notice.
 */
export async function confirmWithdrawalOnPage(
  tp: TestPage,
  t: TestApp,
  account: AccountInput,
  securityPassword: string,
  { sent = false }: { sent?: boolean } = {},
) {
  const { page } = tp;
  await page.getByTestId('withdraw-confirm').waitFor();
  await page.getByTestId('withdraw-security-password').fill(securityPassword);
  if (!sent) await page.getByTestId('withdraw-verification-code-send').click();
  await page.locator('[data-testid="withdraw-verification-code-sent"][data-sent]').waitFor();
  await page.getByTestId('withdraw-verification-code').fill(await readCode(t, account));
  await page.getByTestId('withdraw-confirm-submit').click();
  await page.getByTestId('withdraw-success').waitFor({ timeout: 10_000 });
}

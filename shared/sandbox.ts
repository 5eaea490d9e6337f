// The sandbox's magic values (issue 41 point 4, decision 097): inputs that make a sandbox do at
// once what needs a person or a chain elsewhere, so a client's test can script it. They mean
// something in sandbox mode only; on any other server they are ordinary values.
import type { Network } from './networks.ts';

/** What a deposit amount's fraction asks of a sandbox (the fraction without trailing zeros). */
export const DEPOSIT_MAGIC = { approve: '11', reject: '22' } as const;

/** The reason a sandbox rejects a deposit ending in .22 with. */
export const DEPOSIT_MAGIC_REJECT_REASON = 'Sandbox: a deposit amount ending in .22 is rejected';

/** The real name a sandbox rejects a certification (KYC) for, compared without case and spaces at the ends. */
export const KYC_MAGIC_REJECT_NAME = 'Test Reject';
export const KYC_MAGIC_REJECT_REASON = 'Sandbox: the name "Test Reject" is rejected';

/** E-mail addresses in this domain get the fixed verification code below in a sandbox. */
export const MAGIC_EMAIL_DOMAIN = '@sandbox.test';
export const MAGIC_CODE = '000000';

/**
 * One valid address per network that a sandbox's chain refuses: a withdrawal to it fails at
 * once and its frozen amount returns. (Derived from a fixed key, so every codec accepts it.)
 */
export const FAILING_WITHDRAWAL_ADDRESSES: Record<Network, string> = {
  BTC: 'bc1q5cql6d05h8uvz9u79eyv7fyv37alde9geja675',
  ERC20: '0x5C0cAD66e0C7dCFEFD51fB8162B50A88D6E40C72',
  TRC20: 'TJMvMYaGucyDs1G6trq9MsUcC9GrgXZhdT',
  BEP20: '0x5C0cAD66e0C7dCFEFD51fB8162B50A88D6E40C72',
  SOL: 'GHqNZ4EYASxQ4TFJyRir8Zd6PRwLpcpAijq7ZvFqzLB2',
  XRP: 'rG3mZsi6cJWJ8KXzogEyenZa16FxPRcbWc',
  DOGE: 'DLGs6JoLuiQbKKibYGFYBqihkqZFj9FGyt',
  ADA: 'addr1v8fdk0dzuh8n5aauwdqm572uyxgnkg8uvxnvqunmye9ahqgkp5p49',
  LTC: 'ltc1q5cql6d05h8uvz9u79eyv7fyv37alde9gaw87xy',
};
export const WITHDRAWAL_MAGIC_FAIL_REASON = 'Sandbox: the chain refused the transfer to the test address';

/** What a deposit of `amount` (a decimal string as the customer typed it) asks of a sandbox. */
export function depositMagic(amount: string): 'approve' | 'reject' | null {
  const fraction = (amount.trim().split('.')[1] ?? '').replace(/0+$/, '');
  if (fraction === DEPOSIT_MAGIC.approve) return 'approve';
  if (fraction === DEPOSIT_MAGIC.reject) return 'reject';
  return null;
}

export const isMagicRejectName = (name: string) => name.trim().toLowerCase() === KYC_MAGIC_REJECT_NAME.toLowerCase();

export const isMagicEmail = (target: string) => target.toLowerCase().endsWith(MAGIC_EMAIL_DOMAIN);

/** Whether a withdrawal's destination (`<network> <address>`, as withdrawals record it) is a failing test address. */
export function isFailingDestination(destination: string): boolean {
  const [network, address] = destination.split(' ');
  return Object.entries(FAILING_WITHDRAWAL_ADDRESSES).some(([n, a]) => n === network && a.toLowerCase() === address?.toLowerCase());
}

/** Every magic value, as GET /api/sandbox/magic lists them for tools. */
export const SANDBOX_MAGIC = {
  deposits: {
    approveFraction: `.${DEPOSIT_MAGIC.approve}`,
    rejectFraction: `.${DEPOSIT_MAGIC.reject}`,
    rejectReason: DEPOSIT_MAGIC_REJECT_REASON,
  },
  withdrawals: { failingAddresses: FAILING_WITHDRAWAL_ADDRESSES, failReason: WITHDRAWAL_MAGIC_FAIL_REASON },
  kyc: { rejectName: KYC_MAGIC_REJECT_NAME, rejectReason: KYC_MAGIC_REJECT_REASON },
  verificationCodes: { emailDomain: MAGIC_EMAIL_DOMAIN, code: MAGIC_CODE },
};

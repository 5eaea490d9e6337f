// Wallets and funds: assets, fund flow, recharge, withdrawal, exchange, bank card, crypto
// addresses, security password, uploads, staff review. Amounts are decimal strings.
import { z } from 'zod';
import { isBankReference, normalizeBankReference } from '../bank-reference.ts';
import { isGuessablePin } from '../guessable.ts';
import { COIN_NETWORKS, NETWORK_CODES, isNetworkOf } from '../networks.ts';
import { BANK_CARD, SECURITY_PASSWORD, TX_HASH, VERIFY_CODE } from '../patterns.ts';
import { appKeyParam, Dec, err, IdText, ImageStorePath, IsoDate, Paged, pageParams } from './common.ts';
import { SecondFactorCode } from './security.ts';
import { WalletMode } from './fast.ts';
import { WITHDRAW_CONFIRMATIONS } from '../withdrawals.ts';

/** An amount as typed by the user; its format is checked against the currency's scale. */
export const AmountInput = z.string().min(1, err('AMOUNT_REQUIRED')).max(40, err('AMOUNT_INVALID'));
export const CurrencyCode = z.string().regex(/^[A-Z]{2,10}$/, err('CURRENCY_UNKNOWN'));
export const SecurityPassword = z.string().regex(SECURITY_PASSWORD, err('SECURITY_PASSWORD_FORMAT'));
/** A new withdrawal password (set, change, recovery): six digits, and no repeat, run or common PIN. */
export const NewSecurityPassword = SecurityPassword.refine((p) => !isGuessablePin(p), err('SECURITY_PASSWORD_TOO_EASY'));
/** A blockchain network by the code users see (shared/networks.ts). */
export const NetworkCode = z.enum(NETWORK_CODES, err('NETWORK_UNKNOWN'));
/** A coin the platform moves on a network (shared/networks.ts COIN_NETWORKS). */
const NetworkCoin = z.enum(Object.keys(COIN_NETWORKS) as [string, ...string[]]);

// ------------------------------------------------------------------ assets and flow
export const AssetRow = z
  .object({
    currency: z.string(),
    scale: z.number().int(),
    available: Dec,
    frozen: Dec,
    position: Dec.meta({ description: 'staked in open fast orders' }),
    total: Dec,
    valueUsdt: Dec,
  })
  .meta({ id: 'AssetRow' });
export const Assets = z.object({ totalUsdt: Dec, rows: z.array(AssetRow) }).meta({ id: 'Assets' });
/**
 * Pushed on the user channel after every committed ledger transaction that changed the user's
 * balances (available or frozen): the modes and currencies it touched. A hint to read the
 * balances again, not the balances themselves (issue 37).
 */
export const BalanceChangedMessage = z.object({
  kind: z.literal('balance'),
  modes: z.array(WalletMode),
  currencies: z.array(z.string()),
});

export const FlowQuery = z.strictObject({
  ...appKeyParam,
  ...pageParams,
  currency: CurrencyCode.optional(),
  type: z
    .string()
    .regex(/^[a-z_]{1,32}$/)
    .optional(),
});
/** The order a fund movement belongs to: its detail or history page shows it. */
export const FlowOrder = z
  .object({
    kind: z.enum(['deposit', 'withdrawal', 'exchange', 'fast', 'mining', 'spot']),
    id: z.number().int(),
    more: z.number().int().meta({ description: 'further orders of this kind in the same movement (a settlement run that paid several)' }),
    apiKey: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'spot: the label of the API key that placed the order; null: placed in the app' }),
  })
  .meta({ id: 'FlowOrder' });
export const FlowEntry = z
  .object({
    id: z.string().meta({ description: '<journalId>-<currency>: one movement of one of your currencies' }),
    journalId: z.number().int(),
    type: z.string().meta({
      description:
        'the operation: deposit, withdrawal_freeze, withdrawal_paid, withdrawal_thaw, exchange, fast_stake, fast_settle, manual_adjustment, promotion_grant, bonus_grant, bonus_expiry, bonus_forfeit, mining_subscribe, mining_interest, mining_maturity, mining_redeem, spot_freeze, spot_fill, spot_release, contract_open, contract_add, contract_reserve, contract_fill, contract_revoke, contract_close',
    }),
    currency: z.string(),
    direction: z.enum(['in', 'out', 'freeze', 'thaw']).meta({
      description: 'in / out: your balance (available + frozen) grew / shrank; freeze / thaw: money moved from available to frozen / back',
    }),
    amount: Dec.meta({ description: 'the movement, unsigned' }),
    available: Dec.meta({ description: 'signed change of your available balance' }),
    frozen: Dec.meta({ description: 'signed change of your frozen balance' }),
    order: FlowOrder.nullable(),
    createdAt: IsoDate,
  })
  .meta({ id: 'FlowEntry' });
export const FlowPage = Paged(FlowEntry);

// ------------------------------------------------------------------ uploads
export const UploadPurpose = z.enum(['deposit-proof', 'kyc']);
export type UploadPurpose = z.infer<typeof UploadPurpose>;
export const UploadQuery = z.strictObject({ ...appKeyParam, purpose: UploadPurpose });
export const UploadResult = z
  .object({ id: z.number().int(), purpose: UploadPurpose, size: z.number().int(), mime: z.string() })
  .meta({ id: 'UploadResult' });

// ------------------------------------------------------------------ recharge
/** Where a bank transfer goes: the payee account of one currency, set by staff. */
export const OfflineChannelView = z
  .object({
    id: z.number().int(),
    currency: z.string(),
    payeeName: z.string(),
    bankName: z.string(),
    accountNumber: z.string(),
    bankBranch: z.string().meta({ description: 'bank address or branch' }),
    qrImage: z.string().nullable().meta({ description: 'payment QR code: a path for /api/image/{path}, or null' }),
  })
  .meta({ id: 'OfflineChannel' });
export type OfflineChannel = z.infer<typeof OfflineChannelView>;
export const RechargeChannels = z
  .object({
    offline: z.object({
      maintenance: z.boolean(),
      currencies: z.array(z.string()).meta({ description: 'currencies with a bank-transfer channel' }),
      channels: z.array(OfflineChannelView),
    }),
    crypto: z.object({
      maintenance: z.boolean(),
      networks: z
        .array(
          z.object({
            currency: z.string(),
            networks: z.array(
              z.object({
                network: NetworkCode,
                name: z.string(),
                confirmations: z.number().int().meta({ description: 'confirmations a transfer needs before it is credited' }),
              }),
            ),
          }),
        )
        .meta({ description: 'every enabled currency with its networks (the usual one first); your address: GET /api/recharge/address' }),
    }),
    limits: z.array(z.object({ currency: z.string(), scale: z.number().int(), min: Dec, max: Dec.nullable() })),
  })
  .meta({ id: 'RechargeChannels' });

/**
 * A bank-transfer reference code as typed (decision 088): read in any case, spaces and hyphens
 * dropped, O as 0 and I or L as 1; a wrong length, character or check character is mistyped.
 */
export const BankReferenceCode = z
  .string()
  .max(40, err('REFERENCE_INVALID'))
  .transform(normalizeBankReference)
  .refine(isBankReference, err('REFERENCE_INVALID'))
  .meta({ description: 'a reference code: TP, eight characters of Crockford base 32 and a check character, e.g. TP7K3M9QX2F' });
export const BankReferenceQuery = z.strictObject({ ...appKeyParam, currency: CurrencyCode });
/** Your open reference code for a bank transfer in one currency, with the payee account to send it to. */
export const BankReferenceView = z
  .object({
    currency: z.string(),
    reference: z
      .string()
      .meta({ description: "quote it in the transfer's remark: staff match the transfer to your deposit request by it" }),
    payee: OfflineChannelView,
  })
  .meta({ id: 'BankReference' });

const ShortText = (max: number) => z.string().trim().min(1, err('VALIDATION_FAILED')).max(max);
export const RechargeBody = z
  .discriminatedUnion('channel', [
    z.strictObject({
      channel: z.literal('offline'),
      currency: CurrencyCode,
      amount: AmountInput,
      remitterName: ShortText(64),
      remitterCard: z.string().regex(BANK_CARD),
      remitterAddress: ShortText(200),
      customerIdNumber: z.string().trim().max(32).optional(),
      proofUploadId: z.number().int().positive().max(2_147_483_647),
      reference: BankReferenceCode.optional().meta({
        description:
          'your open reference code for this currency (GET /api/recharge/reference); omitted: your open one, if you have one, is used',
      }),
    }),
    z.strictObject({
      channel: z.literal('crypto'),
      currency: CurrencyCode,
      chain: NetworkCode,
      amount: AmountInput,
      txHash: z.string().regex(TX_HASH).optional(),
      proofUploadId: z.number().int().positive().max(2_147_483_647),
    }),
  ])
  .meta({ id: 'RechargeBody' });
export type RechargeBody = z.infer<typeof RechargeBody>;

/** Your own deposit address of a currency on one of its networks (issue 38). */
export const DepositAddressQuery = z
  .strictObject({ ...appKeyParam, currency: CurrencyCode, network: NetworkCode })
  .refine((q) => isNetworkOf(q.currency, q.network), { ...err('NETWORK_NOT_OF_CURRENCY'), path: ['network'] });
export const DepositAddressView = z
  .object({
    currency: z.string(),
    network: NetworkCode,
    networkName: z.string(),
    address: z.string().meta({ description: 'yours alone: derived for you, the same every time you ask' }),
    confirmations: z.number().int().meta({ description: 'confirmations after which a transfer to it is credited' }),
    minDeposit: Dec,
    memo: z.null().meta({ description: 'no memo or tag is needed: the address alone is yours' }),
  })
  .meta({ id: 'DepositAddress' });
export type DepositAddressView = z.infer<typeof DepositAddressView>;

export const DepositView = z
  .object({
    id: z.number().int(),
    channel: z.enum(['offline', 'crypto']),
    currency: z.string(),
    amount: Dec,
    status: z.enum(['reviewing', 'success', 'rejected']),
    rejectReason: z.string(),
    createdAt: IsoDate,
    reviewedAt: IsoDate.nullable(),
    reference: z
      .string()
      .nullable()
      .meta({ description: 'the bank-transfer reference code the request quoted; null: none (crypto, older requests)' }),
  })
  .meta({ id: 'Deposit' });
export const HistoryQuery = z.strictObject({ ...appKeyParam, ...pageParams });
export const DepositPage = Paged(DepositView);

// ------------------------------------------------------------------ withdrawal
export const WithdrawMethod = z.enum(['bank', 'crypto']);
export const WithdrawPreviewQuery = z.strictObject({ ...appKeyParam, currency: CurrencyCode, amount: AmountInput });
export const WithdrawPreview = z
  .object({
    currency: z.string(),
    amount: Dec,
    fee: Dec,
    feeRate: Dec,
    arrival: Dec,
    available: Dec,
    /** What of the available balance a locked bonus holds back (decision 048). */
    bonusLocked: Dec,
    /** available − bonusLocked (never below 0): the most a withdrawal may ask for. */
    withdrawable: Dec,
    min: Dec,
    max: Dec.nullable(),
    overTierLimit: z.boolean().meta({
      description:
        "true when this amount would take you above your certification tier's daily or monthly withdrawal limit: the request is taken but waits for a second approval (decision 043)",
    }),
  })
  .meta({ id: 'WithdrawPreview' });
/** What is withdrawn, to where: the request, and the code sent to confirm it (bound to these). */
const withdrawBank = { method: z.literal('bank'), currency: CurrencyCode, amount: AmountInput };
const withdrawCrypto = {
  method: z.literal('crypto'),
  currency: CurrencyCode,
  chain: NetworkCode,
  amount: AmountInput,
};
/**
 * The second code (decision 089): with two-factor on, the authenticator's (or a recovery code);
 * else the code sent to the account's e-mail or phone for this withdrawal (POST /api/withdraw/code).
 */
const secondFactor = {
  twoFactorCode: SecondFactorCode.optional(),
  verificationCode: z.string().regex(VERIFY_CODE, err('WITHDRAW_CODE_INVALID')).optional(),
};
export const WithdrawBody = z
  .discriminatedUnion('method', [
    z.strictObject({ ...withdrawBank, securityPassword: SecurityPassword, ...secondFactor }),
    z.strictObject({ ...withdrawCrypto, securityPassword: SecurityPassword, ...secondFactor }),
  ])
  .meta({ id: 'WithdrawBody' });
export type WithdrawBody = z.infer<typeof WithdrawBody>;
/** The withdrawal a code is asked for: the code confirms exactly this amount, currency and destination. */
export const WithdrawCodeBody = z
  .discriminatedUnion('method', [z.strictObject(withdrawBank), z.strictObject(withdrawCrypto)])
  .meta({ id: 'WithdrawCodeBody' });
export type WithdrawCodeBody = z.infer<typeof WithdrawCodeBody>;
/** Where a confirmation code went (masked) and how long it holds. */
export const ConfirmationCodeSent = z
  .object({
    channel: z.enum(['email', 'sms']),
    sentTo: z.string().meta({ description: 'the e-mail address or phone, masked: e***@example.com, +852 ****5678' }),
    expiresInSeconds: z.number().int(),
    resendInSeconds: z.number().int(),
  })
  .meta({ id: 'ConfirmationCodeSent' });
export const WithdrawalView = z
  .object({
    id: z.number().int(),
    method: WithdrawMethod,
    currency: z.string(),
    amount: Dec,
    fee: Dec,
    arrival: Dec,
    destination: z.string(),
    status: z.enum(['processing', 'passed', 'rejected', 'failed']),
    fundsState: z.enum(['frozen', 'paid', 'thawed']).meta({ description: 'where the money is: frozen while processing' }),
    rejectReason: z.string(),
    createdAt: IsoDate,
    reviewedAt: IsoDate.nullable(),
  })
  .meta({ id: 'Withdrawal' });
export const WithdrawalPage = Paged(WithdrawalView);

// ------------------------------------------------------------------ withdrawal address allow-list (decision 089)
/** A bound address and, while the allow-list is on, when it may be withdrawn to (24 hours after it was bound). */
export const AllowListAddress = z
  .object({ coin: z.string(), chain: z.string(), address: z.string(), createdAt: IsoDate, usableAt: IsoDate })
  .meta({ id: 'AllowListAddress' });
export const AllowListView = z
  .object({
    enabled: z.boolean().meta({ description: 'on now (also while a scheduled switch-off has not come)' }),
    offAt: IsoDate.nullable().meta({ description: 'when a requested switch-off takes effect; null: none pending' }),
    addresses: z.array(AllowListAddress),
  })
  .meta({ id: 'AllowList' });
export type AllowListView = z.infer<typeof AllowListView>;
/** On at once; off 24 hours later, with the security password and the second code (as a withdrawal's). */
export const AllowListBody = z
  .discriminatedUnion('enabled', [
    z.strictObject({ enabled: z.literal(true) }),
    z.strictObject({
      enabled: z.literal(false),
      securityPassword: SecurityPassword,
      code: z.string().trim().min(1, err('WITHDRAW_CODE_REQUIRED')).max(16, err('WITHDRAW_CODE_INVALID')).optional(),
    }),
  ])
  .meta({ id: 'AllowListBody' });
export type AllowListBody = z.infer<typeof AllowListBody>;

// ------------------------------------------------------------------ exchange
export const ExchangeRateQuery = z.strictObject({ ...appKeyParam, from: CurrencyCode, to: CurrencyCode, amount: AmountInput.optional() });
/** The live rate, and what an amount would arrive as now: a preview, not a promise. */
export const ExchangeRate = z
  .object({ from: z.string(), to: z.string(), rate: Dec, amount: Dec.nullable(), arrival: Dec.nullable() })
  .meta({ id: 'ExchangeRate' });
export const ExchangeQuoteBody = z
  .strictObject({ from: CurrencyCode, to: CurrencyCode, amount: AmountInput })
  .meta({ id: 'ExchangeQuoteBody' });
/** A rate held for you for a few seconds: confirming it before `expiresAt` exchanges `amount` for exactly `arrival`. */
export const ExchangeQuote = z
  .object({
    quoteId: z.string(),
    from: z.string(),
    to: z.string(),
    amount: Dec,
    rate: Dec,
    arrival: Dec,
    expiresAt: IsoDate,
    ttlSeconds: z.number().int().meta({ description: 'seconds the quote is valid from when it was issued' }),
  })
  .meta({ id: 'ExchangeQuote' });
export const ExchangeBody = z
  .strictObject({ quoteId: z.string(err('EXCHANGE_QUOTE_REQUIRED')).regex(/^[0-9a-f]{32}$/, err('EXCHANGE_QUOTE_UNKNOWN')) })
  .meta({ id: 'ExchangeBody', description: 'The quote you confirmed (POST /api/exchange/quote)' });
export const ExchangeView = z
  .object({ id: z.number().int(), from: z.string(), to: z.string(), amount: Dec, rate: Dec, arrival: Dec, createdAt: IsoDate })
  .meta({ id: 'Exchange' });
export const ExchangePage = Paged(ExchangeView);

// ------------------------------------------------------------------ binding
export const BankCardBody = z
  .strictObject({
    holder: ShortText(64),
    number: z.string().regex(BANK_CARD),
    bankName: ShortText(100),
    bankAddress: ShortText(200),
    currency: CurrencyCode,
    agreement: z.literal(true, err('AGREEMENT_REQUIRED')),
  })
  .meta({ id: 'BankCardBody' });
export const BankCardView = z
  .object({
    id: z.number().int(),
    holder: z.string(),
    number: z.string().meta({ description: 'masked' }),
    bankName: z.string(),
    bankAddress: z.string(),
    currency: z.string(),
    createdAt: IsoDate,
  })
  .meta({ id: 'BankCard' });
/** Your bank card, or null while none is bound. */
export const BoundBankCard = BankCardView.nullable();
export const CryptoAddressBody = z
  .strictObject({
    coin: NetworkCoin,
    chain: NetworkCode,
    // (a Cardano base address is 103 characters)
    address: z.string().trim().min(1).max(120),
  })
  .meta({ id: 'CryptoAddressBody' });
export const CryptoAddressView = z
  .object({ id: z.number().int(), coin: z.string(), chain: z.string(), address: z.string(), createdAt: IsoDate })
  .meta({ id: 'CryptoAddress' });
export const CryptoAddressList = z.array(CryptoAddressView);

// ------------------------------------------------------------------ security password
export const SecurityPasswordStatus = z.object({ isSet: z.boolean() });
export const SetSecurityPasswordBody = z
  .strictObject({ password: NewSecurityPassword, confirmPassword: z.string().max(6, err('PASSWORDS_DO_NOT_MATCH')) })
  .refine((v) => v.password === v.confirmPassword, { ...err('PASSWORDS_DO_NOT_MATCH'), path: ['confirmPassword'] });
export const ChangeSecurityPasswordBody = z
  .strictObject({
    oldPassword: SecurityPassword,
    password: NewSecurityPassword,
    confirmPassword: z.string().max(6, err('PASSWORDS_DO_NOT_MATCH')),
  })
  .refine((v) => v.password === v.confirmPassword, { ...err('PASSWORDS_DO_NOT_MATCH'), path: ['confirmPassword'] });
export const ForgetSecurityPasswordBody = z
  .strictObject({
    code: z.string().regex(VERIFY_CODE, err('VERIFY_CODE_INVALID')),
    password: NewSecurityPassword,
    confirmPassword: z.string().max(6, err('PASSWORDS_DO_NOT_MATCH')),
  })
  .refine((v) => v.password === v.confirmPassword, { ...err('PASSWORDS_DO_NOT_MATCH'), path: ['confirmPassword'] });

// ------------------------------------------------------------------ staff review
export const RejectBody = z.strictObject({ reason: z.string().trim().min(1, err('REASON_REQUIRED')).max(500) });
export const StaffDeposit = DepositView.extend({
  userId: z.number().int(),
  remitterName: z.string(),
  remitterCard: z.string(),
  remitterAddress: z.string(),
  customerIdNumber: z.string(),
  chain: z.string(),
  txHash: z.string(),
  proofUploadId: z.number().int(),
}).meta({ id: 'StaffDeposit' });
export const StaffDepositPage = Paged(StaffDeposit);
const PayeeText = (max: number) => z.string().trim().min(1).max(max);
export const OfflineChannelBody = z
  .strictObject({
    payeeName: PayeeText(100),
    bankName: PayeeText(100),
    // account numbers and IBANs: letters and digits, grouped by spaces or hyphens
    accountNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9](?:[A-Za-z0-9 -]{2,48})[A-Za-z0-9]$/),
    bankBranch: PayeeText(200),
    qrImage: ImageStorePath.nullable().meta({ description: 'an image already in the image store, or null for none' }),
    enabled: z.boolean(),
  })
  .meta({ id: 'OfflineChannelBody' });
export type OfflineChannelBody = z.infer<typeof OfflineChannelBody>;
export const StaffOfflineChannel = OfflineChannelView.extend({ enabled: z.boolean(), updatedAt: IsoDate.nullable() }).meta({
  id: 'StaffOfflineChannel',
});
export const StaffOfflineChannelList = z.array(StaffOfflineChannel);
/** A customer's own deposit address as staff see it (issue 38): with its derivation path, for the wallet that spends it. */
export const StaffDepositAddress = z
  .object({
    network: NetworkCode,
    networkName: z.string(),
    address: z.string(),
    path: z.string().meta({ description: "the derivation path under the platform's deposit key, e.g. m/44'/195'/0'/0/42" }),
    createdAt: IsoDate.meta({ description: 'when the customer first asked for it' }),
  })
  .meta({ id: 'StaffDepositAddress' });
export const DepositAddressLookupQuery = z.strictObject({
  ...appKeyParam,
  address: z.string().trim().min(1).max(120),
  network: NetworkCode.optional().meta({ description: 'only this network (else every network the address is valid on)' }),
});
/** Whose deposit address it is: the customer, and the networks it is theirs on (EVM networks share one address). */
export const DepositAddressOwner = z
  .object({ userId: z.number().int(), address: z.string(), networks: z.array(StaffDepositAddress) })
  .meta({ id: 'DepositAddressOwner' });
export const StaffWithdrawal = WithdrawalView.extend({ userId: z.number().int() }).meta({ id: 'StaffWithdrawal' });
export const StaffWithdrawalPage = Paged(StaffWithdrawal);

// ------------------------------------------------------------------ staff queues: filters and detail (issue 14.2)
/** A calendar day (UTC), the bounds of a queue's date range, both included. */
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A review queue's filters: status, currency, customer, date range; paged. */
const queueQuery = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z.strictObject({
    ...appKeyParam,
    ...pageParams,
    status: z.enum(statuses).optional(),
    currency: CurrencyCode.optional(),
    userId: IdText.optional(),
    from: Day.optional(),
    to: Day.optional(),
  });
export const DepositQueueQuery = queueQuery(['reviewing', 'success', 'rejected']).extend({
  reference: BankReferenceCode.optional().meta({ description: 'the bank-transfer reference code, in any case' }),
});
export type DepositQueueQuery = z.infer<typeof DepositQueueQuery>;
export const WithdrawalQueueQuery = queueQuery(['processing', 'passed', 'rejected', 'failed']);
export type QueueQuery = z.infer<typeof DepositQueueQuery> | z.infer<typeof WithdrawalQueueQuery>;

/** Where a withdrawal is paid: the bound card in full, or the chain and address. */
export const WithdrawalPayTo = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bank'), holder: z.string(), number: z.string(), bankName: z.string(), bankAddress: z.string() }),
  z.object({ kind: z.literal('crypto'), chain: z.string(), address: z.string() }),
]);
export type WithdrawalPayTo = z.infer<typeof WithdrawalPayTo>;

/** A withdrawal as its reviewer sees it: the 24-hour bar, the limits and fee, where it goes. */
export const StaffWithdrawalDetail = StaffWithdrawal.extend({
  bar: z.object({
    passwordChangedAt: IsoDate.nullable().meta({ description: 'the last login-password change or reset' }),
    barredUntil: IsoDate.nullable().meta({ description: 'withdrawals barred until then (24 hours after the change)' }),
    barredAtRequest: z.boolean().meta({ description: 'the request fell inside a bar (a later reset than the check saw)' }),
  }),
  limits: z.object({ min: Dec, max: Dec.nullable(), feeRate: z.string(), available: Dec, frozen: Dec }),
  payTo: WithdrawalPayTo.nullable().meta({
    description: 'the bound card (full number) or address to pay; null: the card was removed since',
  }),
  overLimit: z.boolean().meta({
    description:
      "it took the customer above their certification tier's daily or monthly limit: a second staff member approves it (decision 043)",
  }),
  confirmedWith: z.enum(['', ...WITHDRAW_CONFIRMATIONS]).meta({
    description:
      'how the customer confirmed it: the authenticator, a recovery code, or a code sent by e-mail or SMS ("": before codes, decision 089)',
  }),
  allowList: z.boolean().meta({ description: "the customer's withdrawal address allow-list was on when it was requested" }),
}).meta({ id: 'StaffWithdrawalDetail' });

// ------------------------------------------------------------------ bank-card change requests (issue 14.2)
export const CardChangeStatus = z.enum(['pending', 'approved', 'rejected']);
export const CardChangeBody = BankCardBody.omit({ agreement: true })
  .extend({ note: z.string().trim().max(500).default('') })
  .meta({ id: 'CardChangeBody' });
export type CardChangeBody = z.infer<typeof CardChangeBody>;
/** Your latest change request (the new card masked), or null. */
export const CardChangeView = BankCardView.extend({
  note: z.string(),
  status: CardChangeStatus,
  rejectReason: z.string(),
  reviewedAt: IsoDate.nullable(),
}).meta({ id: 'CardChange' });
export const LatestCardChange = CardChangeView.nullable();
const FullCard = BankCardView.pick({ holder: true, number: true, bankName: true, bankAddress: true, currency: true });
export const StaffCardChange = CardChangeView.extend({
  userId: z.number().int(),
  number: z.string().meta({ description: 'the new card, in full' }),
  current: FullCard.nullable().meta({ description: 'the card bound now, in full' }),
}).meta({ id: 'StaffCardChange' });
export const StaffCardChangePage = Paged(StaffCardChange);
export const CardChangeQueueQuery = z.strictObject({
  ...appKeyParam,
  ...pageParams,
  status: CardChangeStatus.optional(),
  userId: IdText.optional(),
});

// The named error catalogue of the API (spec section 8). Every non-success response
// carries one of these codes; `msg` is the entry's message in the request's locale.
// -99 and 404 have fixed meanings for the client: -99 clears the session and goes to
// login, 404 shows the 404 screen. Every other code is toasted.

export interface ErrorDef {
  readonly code: number;
  readonly httpStatus: number;
}

export const ERRORS = {
  // contract-level
  LOGIN_REQUIRED: { code: -99, httpStatus: 401 },
  SESSION_INVALID: { code: -99, httpStatus: 401 },
  NOT_FOUND: { code: 404, httpStatus: 404 },
  VALIDATION_FAILED: { code: 1000, httpStatus: 400 },
  APP_KEY_MISSING: { code: 1001, httpStatus: 403 },
  APP_KEY_INVALID: { code: 1002, httpStatus: 403 },
  TOO_MANY_REQUESTS: { code: 1003, httpStatus: 429 },
  PAYLOAD_TOO_LARGE: { code: 1004, httpStatus: 413 },
  UNSUPPORTED_MEDIA_TYPE: { code: 1005, httpStatus: 415 },
  FORBIDDEN: { code: 1006, httpStatus: 403 },
  METHOD_NOT_ALLOWED: { code: 1007, httpStatus: 405 },
  /** Password hashing is at capacity (a login flood): retry after Retry-After seconds. */
  SERVER_BUSY: { code: 1008, httpStatus: 503 },
  MULTIPART_MALFORMED: { code: 1009, httpStatus: 400 },
  URI_TOO_LONG: { code: 1010, httpStatus: 414 },
  HEADERS_TOO_LARGE: { code: 1011, httpStatus: 431 },
  BAD_REQUEST: { code: 1012, httpStatus: 400 },
  BODY_NOT_JSON: { code: 1013, httpStatus: 400 },
  /** The request did not arrive within the server's request timeout. */
  REQUEST_TIMEOUT: { code: 1014, httpStatus: 408 },
  /** An Idempotency-Key (or an operation's key) used again for other content. */
  IDEMPOTENCY_KEY_REUSED: { code: 1015, httpStatus: 422 },
  INTERNAL_ERROR: { code: 1099, httpStatus: 500 },
  // accounts
  ACCOUNT_OR_PASSWORD_WRONG: { code: 2001, httpStatus: 400 },
  ACCOUNT_LOCKED: { code: 2002, httpStatus: 423 },
  ACCOUNT_EXISTS: { code: 2003, httpStatus: 409 },
  ACCOUNT_NOT_FOUND: { code: 2004, httpStatus: 400 },
  ACCOUNT_FROZEN: { code: 2005, httpStatus: 403 },
  VERIFY_CODE_INVALID: { code: 2006, httpStatus: 400 },
  VERIFY_CODE_TOO_FREQUENT: { code: 2007, httpStatus: 429 },
  PASSWORDS_DO_NOT_MATCH: { code: 2008, httpStatus: 400 },
  INVITE_CODE_REQUIRED: { code: 2009, httpStatus: 400 },
  INVITE_CODE_INVALID: { code: 2010, httpStatus: 400 },
  AGREEMENT_REQUIRED: { code: 2011, httpStatus: 400 },
  PASSWORD_FORMAT: { code: 2012, httpStatus: 400 },
  OLD_PASSWORD_WRONG: { code: 2013, httpStatus: 400 },
  AREA_CODE_UNKNOWN: { code: 2014, httpStatus: 400 },
  PHONE_INVALID: { code: 2015, httpStatus: 400 },
  EMAIL_INVALID: { code: 2016, httpStatus: 400 },
  PASSWORD_SAME_AS_OLD: { code: 2017, httpStatus: 400 },
  /** New guest demo sessions from one client network are over the hourly limit. */
  GUEST_LIMIT_REACHED: { code: 2018, httpStatus: 429 },
  /** A new login password is one of the common ones (shared/guessable.ts): easy to guess. */
  PASSWORD_TOO_COMMON: { code: 2019, httpStatus: 400 },
  // content and market
  CONFIG_NOT_FOUND: { code: 3001, httpStatus: 404 },
  PRODUCT_NOT_FOUND: { code: 3002, httpStatus: 404 },
  SYMBOL_UNKNOWN: { code: 3003, httpStatus: 400 },
  RANGE_INVALID: { code: 3004, httpStatus: 400 },
  WS_SUBSCRIPTION_LIMIT: { code: 3005, httpStatus: 400 },
  // wallets and funds
  INSUFFICIENT_BALANCE: { code: 4001, httpStatus: 400 },
  NO_TRANSFERABLE_AMOUNT: { code: 4002, httpStatus: 400 },
  AMOUNT_REQUIRED: { code: 4003, httpStatus: 400 },
  AMOUNT_INVALID: { code: 4004, httpStatus: 400 },
  AMOUNT_TOO_SMALL: { code: 4005, httpStatus: 400 },
  AMOUNT_TOO_LARGE: { code: 4006, httpStatus: 400 },
  CURRENCY_UNKNOWN: { code: 4007, httpStatus: 400 },
  RECHARGE_MAINTENANCE: { code: 4008, httpStatus: 503 },
  WITHDRAW_MAINTENANCE: { code: 4009, httpStatus: 503 },
  SECURITY_PASSWORD_FORMAT: { code: 4010, httpStatus: 400 },
  SECURITY_PASSWORD_NOT_SET: { code: 4011, httpStatus: 400 },
  SECURITY_PASSWORD_WRONG: { code: 4012, httpStatus: 400 },
  SECURITY_PASSWORD_ALREADY_SET: { code: 4013, httpStatus: 409 },
  WITHDRAW_LOCKED_AFTER_RESET: { code: 4014, httpStatus: 403 },
  BANK_CARD_EXISTS: { code: 4015, httpStatus: 409 },
  BANK_CARD_HOLDER_MISMATCH: { code: 4016, httpStatus: 400 },
  BANK_CARD_REQUIRED: { code: 4017, httpStatus: 400 },
  ADDRESS_INVALID: { code: 4018, httpStatus: 400 },
  ADDRESS_EXISTS: { code: 4019, httpStatus: 409 },
  ADDRESS_REQUIRED: { code: 4020, httpStatus: 400 },
  UPLOAD_INVALID: { code: 4021, httpStatus: 400 },
  UPLOAD_REQUIRED: { code: 4022, httpStatus: 400 },
  ALREADY_REVIEWED: { code: 4023, httpStatus: 409 },
  EXCHANGE_SAME_CURRENCY: { code: 4024, httpStatus: 400 },
  /** An exchange names the quote the user confirmed (POST /api/exchange/quote). */
  EXCHANGE_QUOTE_REQUIRED: { code: 4031, httpStatus: 400 },
  /** The quote's few seconds are over: a new quote (a new rate) must be confirmed. */
  EXCHANGE_QUOTE_EXPIRED: { code: 4032, httpStatus: 409 },
  /** Not a quote of this user's, or already used. */
  EXCHANGE_QUOTE_UNKNOWN: { code: 4033, httpStatus: 400 },
  CHAIN_UNSUPPORTED: { code: 4025, httpStatus: 400 },
  REASON_REQUIRED: { code: 4026, httpStatus: 400 },
  /** A deposit proof already backs another deposit: one upload proves one transfer. */
  UPLOAD_ALREADY_USED: { code: 4027, httpStatus: 409 },
  /** A payee QR code (staff) must name an image already in the image store. */
  IMAGE_NOT_IN_STORE: { code: 4028, httpStatus: 400 },
  // bank-transfer reference codes (issue 38 point 3, decision 088)
  /** A reference code that is not TP, eight characters and a matching check character: mistyped. */
  REFERENCE_INVALID: { code: 4140, httpStatus: 400 },
  /** Not the caller's open reference for the deposit's currency (never issued, another user's, another currency's). */
  REFERENCE_UNKNOWN: { code: 4141, httpStatus: 400 },
  /** The caller's reference already belongs to a deposit request: one code matches one transfer. */
  REFERENCE_USED: { code: 4142, httpStatus: 409 },
  /** A bank-card change request is already waiting for review: one at a time (issue 14.2). */
  CARD_CHANGE_PENDING: { code: 4041, httpStatus: 409 },
  /** A new withdrawal password is a repeat, a run or a common PIN (shared/guessable.ts). */
  SECURITY_PASSWORD_TOO_EASY: { code: 4042, httpStatus: 400 },
  // users' own deposit addresses (issue 38)
  /** Not a network code of shared/networks.ts. */
  NETWORK_UNKNOWN: { code: 4100, httpStatus: 400 },
  /** The currency is not deposited on that network (shared/networks.ts COIN_NETWORKS; fiat has none). */
  NETWORK_NOT_OF_CURRENCY: { code: 4101, httpStatus: 400 },
  // incoming transfers (issue 38 point 2, decision 091)
  /** The address is none of ours on that network: no user to credit. */
  INCOMING_ADDRESS_UNKNOWN: { code: 4120, httpStatus: 400 },
  /** Not a transaction id of that network ({format}). */
  INCOMING_TX_ID_INVALID: { code: 4121, httpStatus: 400 },
  /** That transaction is already recorded: one transfer is credited once. */
  INCOMING_TX_RECORDED: { code: 4122, httpStatus: 409 },
  /** A proposal to record that transaction ({proposalId}) waits for approval already. */
  INCOMING_TX_PROPOSED: { code: 4123, httpStatus: 409 },
  /** The claim named is not a crypto deposit of the matched customer waiting for review. */
  INCOMING_CLAIM_INVALID: { code: 4124, httpStatus: 400 },
  /** A crypto deposit claim is credited by recording its transfer (four-eyes), never approved directly. */
  DEPOSIT_NEEDS_TRANSFER: { code: 4125, httpStatus: 409 },
  /** The simulated chain sends demo money only. */
  SIMULATED_CHAIN_DEMO_ONLY: { code: 4126, httpStatus: 403 },
  // withdrawals confirmed, the address allow-list (issue 38 point 4, decision 089)
  /** Two-factor is off: a withdrawal (or turning the allow-list off) takes the code sent to the account's e-mail or phone. */
  WITHDRAW_CODE_REQUIRED: { code: 4150, httpStatus: 400 },
  /** The e-mail or SMS code is wrong, expired, used, or was sent for another withdrawal (5 wrong tries void it). */
  WITHDRAW_CODE_INVALID: { code: 4151, httpStatus: 400 },
  /** The account has neither an e-mail address nor a phone number to send a code to. */
  NO_CONTACT_FOR_CODE: { code: 4152, httpStatus: 400 },
  /** Two-factor is on: the authenticator's code confirms, no code is sent. */
  WITHDRAW_CODE_NOT_NEEDED: { code: 4153, httpStatus: 400 },
  /** The allow-list is on and the address was bound less than 24 hours ago: usable from {until} (UTC). */
  ADDRESS_NOT_YET_ALLOWED: { code: 4154, httpStatus: 403 },
  // trading
  FAST_DURATION_UNAVAILABLE: { code: 5001, httpStatus: 400 },
  MARKET_CLOSED: { code: 5002, httpStatus: 503 },
  DEMO_ONLY_DEPLOYMENT: { code: 5003, httpStatus: 403 },
  // responsible trading (issue 33 point 10, decision 077)
  /** A first real fast trade or real contract position above 10× before the appropriateness check is passed. */
  APPROPRIATENESS_REQUIRED: { code: 5101, httpStatus: 403 },
  /** The user's self-exclusion runs until {until}: no new real trades, no deposits. */
  SELF_EXCLUDED: { code: 5102, httpStatus: 403 },
  /** The day's realized real-money loss has reached the user's daily loss limit {limit}. */
  DAILY_LOSS_LIMIT_REACHED: { code: 5103, httpStatus: 403 },
  /** This deposit request would take the day's deposits above the user's daily deposit limit {limit}. */
  DAILY_DEPOSIT_LIMIT_EXCEEDED: { code: 5104, httpStatus: 403 },
  // back office: staff accounts (decision 027)
  /** A staff member with two-factor set up sent no authenticator code. */
  TOTP_REQUIRED: { code: 6001, httpStatus: 400 },
  TOTP_INVALID: { code: 6002, httpStatus: 400 },
  /** A code already used (a code is good once, even within its 30 seconds). */
  TOTP_REUSED: { code: 6003, httpStatus: 400 },
  /** The two-factor enrolment token is unknown, used up or older than its few minutes. */
  ENROLMENT_EXPIRED: { code: 6004, httpStatus: 400 },
  STAFF_DISABLED: { code: 6005, httpStatus: 403 },
  /** An admin may not disable or demote their own account. */
  STAFF_SELF_CHANGE: { code: 6006, httpStatus: 409 },
  STAFF_USERNAME_TAKEN: { code: 6007, httpStatus: 409 },
  STAFF_USERNAME_FORMAT: { code: 6008, httpStatus: 400 },
  STAFF_PASSWORD_FORMAT: { code: 6009, httpStatus: 400 },
  // back office: four-eyes proposals (issue 14.4)
  /** The proposer of a change may not approve or reject it: a different staff member must. */
  PROPOSAL_SELF_APPROVAL: { code: 6101, httpStatus: 403 },
  /**
   * The decider and the proposer are linked: one created or promoted the other, directly or
   * through a chain of accounts (decision 031): one person could hold both.
   */
  PROPOSAL_LINKED_STAFF: { code: 6115, httpStatus: 403 },
  /** The proposal was already approved, rejected, cancelled or failed. */
  PROPOSAL_DECIDED: { code: 6102, httpStatus: 409 },
  /** Only the proposer cancels a proposal. */
  PROPOSAL_NOT_YOURS: { code: 6103, httpStatus: 403 },
  /** The setting changed since the proposal was made: propose again from the current values. */
  PROPOSAL_STALE: { code: 6104, httpStatus: 409 },
  /** Approving a debit the user's available balance no longer covers. */
  ADJUSTMENT_EXCEEDS_BALANCE: { code: 6105, httpStatus: 409 },
  /** A settings proposal that changes nothing. */
  PROPOSAL_NO_CHANGE: { code: 6106, httpStatus: 400 },
  /** A rate is a decimal fraction between 0 and 1. */
  RATE_INVALID: { code: 6107, httpStatus: 400 },
  /** A minimum above its maximum. */
  LIMITS_INVALID: { code: 6108, httpStatus: 400 },
  // back office: contract settings (issue 15, decision 036)
  /** A contract size is a whole number of units of the underlying, at least 1. */
  CONTRACT_SETTING_SIZE_INVALID: { code: 6350, httpStatus: 400 },
  /** A lot step, minimum or maximum that is not a positive number of lots in hundredths. */
  CONTRACT_SETTING_LOTS_INVALID: { code: 6351, httpStatus: 400 },
  /** Minimum lots above the maximum, or a lot step that does not divide both. */
  CONTRACT_SETTING_LOT_LIMITS: { code: 6352, httpStatus: 400 },
  /** Leverage choices: at least one, whole numbers from 1 to 1000, each once. */
  CONTRACT_SETTING_LEVERAGES_INVALID: { code: 6353, httpStatus: 400 },
  /** A fee, maintenance or overnight rate outside 0 ≤ rate < 1 (maintenance above 0). */
  CONTRACT_SETTING_RATE_INVALID: { code: 6354, httpStatus: 400 },
  /** The highest leverage's margin would not cover maintenance and the closing fee: liquidated as it opens. */
  CONTRACT_SETTING_LEVERAGE_TOO_HIGH: { code: 6355, httpStatus: 400 },
  /** A spread that is not a price of the product's precision, from 0. */
  CONTRACT_SETTING_SPREAD_INVALID: { code: 6356, httpStatus: 400 },
  /** A product without contract trading (no contract settings). */
  CONTRACT_SETTING_PRODUCT_UNKNOWN: { code: 6357, httpStatus: 404 },
  // back office: spot market settings (issue 16, decision 041)
  /** A price step that is not a positive price of the market's price precision. */
  SPOT_SETTING_PRICE_STEP_INVALID: { code: 6450, httpStatus: 400 },
  /** A lot step that is not a positive quantity of the market's quantity precision. */
  SPOT_SETTING_LOT_STEP_INVALID: { code: 6451, httpStatus: 400 },
  /** A minimum order value that is not a positive amount of the quote coin. */
  SPOT_SETTING_MIN_NOTIONAL_INVALID: { code: 6452, httpStatus: 400 },
  /** A maker or taker fee rate outside 0 ≤ rate < 0.1, or with more than 8 decimals. */
  SPOT_SETTING_FEE_INVALID: { code: 6453, httpStatus: 400 },
  /** A market id that names no spot market. */
  SPOT_SETTING_MARKET_UNKNOWN: { code: 6454, httpStatus: 404 },
  /** Price step × lot step is not a whole number of the quote coin's minor units (an order's value would not be exact). */
  SPOT_SETTING_STEP_PRODUCT: { code: 6455, httpStatus: 400 },
  /** The steps of a market that has had orders: its orders' ticks and lots are read with them. */
  SPOT_SETTING_STEPS_LOCKED: { code: 6456, httpStatus: 409 },
  // bonuses (issue 17.5, docs/decisions/048-bonuses.md)
  /** A withdrawal above what is withdrawable: the locked bonus stays until its turnover is met. */
  BONUS_NOT_WITHDRAWABLE: { code: 6600, httpStatus: 400 },
  /** Bonus terms out of range (amount, turnover multiple, period in days). */
  BONUS_SETTING_INVALID: { code: 6601, httpStatus: 400 },
  // back office: content and site settings (decision 029)
  /** A config key the back office shows but does not edit (its value belongs to another feature). */
  CONFIG_READ_ONLY: { code: 6201, httpStatus: 409 },
  /** A config value of the wrong kind (Y/N, an image of the store, a short text). */
  CONFIG_VALUE_INVALID: { code: 6202, httpStatus: 400 },
  /** English is every text's fallback: it stays shown. */
  LANGUAGE_DEFAULT_SHOWN: { code: 6203, httpStatus: 409 },
  // contract trading (issue 15, docs/decisions/033-contract-trading.md)
  LOTS_REQUIRED: { code: 6301, httpStatus: 400 },
  PRICE_REQUIRED: { code: 6302, httpStatus: 400 },
  CONTRACT_DISABLED: { code: 6303, httpStatus: 400 },
  /** Lots off the product's step or outside its minimum and maximum. */
  CONTRACT_LOTS_INVALID: { code: 6304, httpStatus: 400 },
  CONTRACT_LEVERAGE_INVALID: { code: 6305, httpStatus: 400 },
  /** A price that is not positive or has more decimals than the product's precision. */
  CONTRACT_PRICE_INVALID: { code: 6306, httpStatus: 400 },
  /** A long's stop-loss lies between its liquidation price and the bid, a short's between the ask and its liquidation price. */
  CONTRACT_STOP_LOSS_INVALID: { code: 6307, httpStatus: 400 },
  CONTRACT_TAKE_PROFIT_ABOVE: { code: 6308, httpStatus: 400 },
  CONTRACT_TAKE_PROFIT_BELOW: { code: 6309, httpStatus: 400 },
  /** The position was closed (or revoked) meanwhile, or was never filled. */
  CONTRACT_NOT_OPEN: { code: 6310, httpStatus: 409 },
  CONTRACT_NOT_PENDING: { code: 6311, httpStatus: 409 },
  CONTRACT_LOCKED: { code: 6312, httpStatus: 409 },
  CONTRACT_NOT_LOCKED: { code: 6313, httpStatus: 409 },
  CONTRACT_CLOSE_TOO_MANY: { code: 6314, httpStatus: 400 },
  CONTRACT_FOLLOW_OWN: { code: 6315, httpStatus: 400 },
  CONTRACT_NOT_FOLLOWABLE: { code: 6316, httpStatus: 403 },
  // coin-to-coin (spot) trading (issue 16, docs/decisions/038-spot-trading.md)
  /** A limit order without its entrust price. */
  SPOT_PRICE_REQUIRED: { code: 6401, httpStatus: 400 },
  /** A limit order or a market sell without its quantity. */
  SPOT_QUANTITY_REQUIRED: { code: 6402, httpStatus: 400 },
  /** A market buy without the trade amount to spend. */
  SPOT_AMOUNT_REQUIRED: { code: 6403, httpStatus: 400 },
  /** Neither a marketId nor a symbol. */
  SPOT_MARKET_REQUIRED: { code: 6404, httpStatus: 400 },
  /** A product without coin-to-coin trading. */
  SPOT_MARKET_UNKNOWN: { code: 6405, httpStatus: 400 },
  /** The market is switched off by staff: no new orders (cancels still work). */
  SPOT_MARKET_DISABLED: { code: 6406, httpStatus: 400 },
  /** A price that is not positive or not a multiple of the tick size. */
  SPOT_PRICE_INVALID: { code: 6407, httpStatus: 400 },
  /** A quantity that is not positive or is less than one lot step. */
  SPOT_QUANTITY_INVALID: { code: 6408, httpStatus: 400 },
  /** A trade amount that is not positive or has more decimals than the quote coin. */
  SPOT_AMOUNT_INVALID: { code: 6409, httpStatus: 400 },
  /** An order value below the market's minimum. */
  SPOT_NOTIONAL_TOO_SMALL: { code: 6410, httpStatus: 400 },
  /** A field the order type does not take (a price on a market order, an amount on a limit order…). */
  SPOT_ORDER_FIELDS: { code: 6411, httpStatus: 400 },
  /** The order was filled or cancelled meanwhile. */
  SPOT_ORDER_NOT_OPEN: { code: 6412, httpStatus: 409 },
  // certification (KYC) (issue 17.1, docs/decisions/043-certification.md)
  /** Advanced certification before junior is authenticated. */
  KYC_JUNIOR_FIRST: { code: 6500, httpStatus: 409 },
  /** A submission of this tier is already under review. */
  KYC_UNDER_REVIEW: { code: 6501, httpStatus: 409 },
  /** This tier is already authenticated. */
  KYC_ALREADY_AUTHENTICATED: { code: 6502, httpStatus: 409 },
  /** The document number is used by another account (compared by its keyed hash, formatting ignored). */
  KYC_DOCUMENT_TAKEN: { code: 6503, httpStatus: 409 },
  /** A document number that is not 5 to 30 letters and digits (spaces and hyphens aside). */
  KYC_DOCUMENT_NUMBER_INVALID: { code: 6504, httpStatus: 400 },
  /** The real name is missing, too long or contains digits or symbols. */
  KYC_NAME_INVALID: { code: 6505, httpStatus: 400 },
  /** No document type, or one not offered. */
  KYC_ID_TYPE_REQUIRED: { code: 6506, httpStatus: 400 },
  /** A photo missing, not an identity photo of yours, or the same photo twice. */
  KYC_PHOTO_REQUIRED: { code: 6507, httpStatus: 400 },
  /** Not a JPEG or PNG by its content, or it does not decode. */
  KYC_PHOTO_INVALID: { code: 6508, httpStatus: 400 },
  /** A junior submission sent before numbers were sealed (decision 070): only its masked form exists. */
  KYC_DOCUMENT_NOT_KEPT: { code: 6510, httpStatus: 404 },
  /** Above 10 MB, or above 50 megapixels by its header (refused before decoding). */
  KYC_PHOTO_TOO_LARGE: { code: 6509, httpStatus: 413 },
  // security centre (issue 17.2, docs/decisions/044-security-centre.md); wrong, missing and
  // reused authenticator codes are TOTP_INVALID, TOTP_REQUIRED and TOTP_REUSED, as for staff
  /** Two-factor is already on: turn it off first to move it to another authenticator. */
  TWO_FACTOR_ALREADY_ENABLED: { code: 6530, httpStatus: 409 },
  /** Two-factor is off: nothing to turn off or renew. */
  TWO_FACTOR_NOT_ENABLED: { code: 6531, httpStatus: 409 },
  /** No two-factor setup is waiting (never started, older than its minutes, or too many wrong codes). */
  TWO_FACTOR_SETUP_EXPIRED: { code: 6532, httpStatus: 400 },
  /** The login's second step is unknown, used, or older than its minutes: log in again. */
  LOGIN_CHALLENGE_EXPIRED: { code: 6533, httpStatus: 400 },
  /** An anti-phishing code is 4 to 20 letters or digits. */
  ANTI_PHISHING_CODE_FORMAT: { code: 6534, httpStatus: 400 },
  /** Not one of the caller's open sessions (already ended, or another user's). */
  SESSION_NOT_FOUND: { code: 6535, httpStatus: 404 },
  // the account: cancellation (issue 17 point 8, docs/decisions/047-account-cancellation.md)
  /** Open orders or positions in real mode (fast, contract, spot, ...): close them first. */
  CANCEL_OPEN_ORDERS: { code: 6560, httpStatus: 409 },
  /** A real-mode balance above dust, or money frozen (a withdrawal under review): withdraw it first. */
  CANCEL_BALANCE_LEFT: { code: 6561, httpStatus: 409 },
  /** The login of a cancelled account (said only after the right password). */
  ACCOUNT_CANCELLED: { code: 6562, httpStatus: 403 },
  /** Registering an e-mail or phone whose account was cancelled less than the set period ago. */
  ACCOUNT_RELEASE_PENDING: { code: 6563, httpStatus: 409 },
  /** The login password given to confirm a cancellation is wrong. */
  CANCEL_PASSWORD_WRONG: { code: 6564, httpStatus: 400 },
  // mining financing (issue 18, docs/decisions/049-mining-financing.md)
  /** A subscription without its amount (spec §5). */
  MINING_AMOUNT_REQUIRED: { code: 6701, httpStatus: 400 },
  /** An amount that is not a positive number with at most the currency's decimals. */
  MINING_AMOUNT_INVALID: { code: 6702, httpStatus: 400 },
  /** No such mining product. */
  MINING_PRODUCT_UNKNOWN: { code: 6703, httpStatus: 404 },
  /** The product is switched off by staff: no new subscriptions. */
  MINING_PRODUCT_DISABLED: { code: 6704, httpStatus: 400 },
  /** Below the product's single limit. */
  MINING_AMOUNT_BELOW_MIN: { code: 6705, httpStatus: 400 },
  /** Above the product's single limit. */
  MINING_AMOUNT_ABOVE_MAX: { code: 6706, httpStatus: 400 },
  /** The customer's orders in progress in the product would exceed the per-user cap. */
  MINING_USER_CAP_REACHED: { code: 6707, httpStatus: 400 },
  /** All customers' orders in progress in the product would exceed its total quota. */
  MINING_QUOTA_EXCEEDED: { code: 6708, httpStatus: 400 },
  /** The order was redeemed meanwhile (at maturity or early). */
  MINING_ORDER_NOT_IN_PROGRESS: { code: 6709, httpStatus: 409 },
  /** The penalty the customer confirmed is no longer the penalty (a day ended meanwhile). */
  MINING_PENALTY_CHANGED: { code: 6710, httpStatus: 409 },
  // back office: mining product settings
  /** A period that is not 1 to 365 days. */
  MINING_SETTING_PERIOD_INVALID: { code: 6720, httpStatus: 400 },
  /** A daily rate that is not a fraction below 1 with at most 8 decimals. */
  MINING_SETTING_RATE_INVALID: { code: 6721, httpStatus: 400 },
  /** The default rate outside [minimum, maximum], or the minimum above the maximum. */
  MINING_SETTING_RATE_RANGE: { code: 6722, httpStatus: 400 },
  /** A limit, cap or quota that is not a positive amount of the currency. */
  MINING_SETTING_AMOUNT_INVALID: { code: 6723, httpStatus: 400 },
  /** Limits that do not fit together: minimum ≤ maximum, minimum ≤ per-user cap ≤ total quota. */
  MINING_SETTING_LIMITS: { code: 6724, httpStatus: 400 },
  /** A product name that is empty or longer than 60 characters. */
  MINING_SETTING_NAME_INVALID: { code: 6725, httpStatus: 400 },
  // back office: new mining products (decision 058)
  /** Another mining product already has this name (names compared trimmed, ignoring case). */
  MINING_PRODUCT_NAME_TAKEN: { code: 6726, httpStatus: 409 },
  /** A new product's currency is not the one mining holds (USDT). */
  MINING_SETTING_CURRENCY_INVALID: { code: 6727, httpStatus: 400 },
  /** A list position that is not a whole number from 0 to 9999. */
  MINING_SETTING_SORT_INVALID: { code: 6728, httpStatus: 400 },
  // content pages, help centre, coin listing (issue 19, decisions 050 and 051)
  /** A help article names a category that does not exist. */
  HELP_CATEGORY_UNKNOWN: { code: 6750, httpStatus: 400 },
  /** A help category that still has articles cannot be deleted. */
  HELP_CATEGORY_NOT_EMPTY: { code: 6751, httpStatus: 409 },
  /** A listing application already accepted or declined keeps its status (notes may still change). */
  LISTING_DECIDED: { code: 6752, httpStatus: 409 },
  // customer-service chat (issue 19 point 1, decision 055)
  /** No customer session and no valid visitor token (missing, forged or expired): start a visitor session. */
  CHAT_VISITOR_INVALID: { code: 6800, httpStatus: 401 },
  /** A chat image that is not a JPEG or PNG by its content, or does not decode. */
  CHAT_IMAGE_INVALID: { code: 6801, httpStatus: 400 },
  /** A chat image over the size or pixel limit. */
  CHAT_IMAGE_TOO_LARGE: { code: 6802, httpStatus: 413 },
  /** The image named is not one uploaded to this conversation, or was sent already. */
  CHAT_IMAGE_UNKNOWN: { code: 6803, httpStatus: 400 },
  /** Too many chat messages or images from one customer, visitor or address: wait {seconds} seconds. */
  CHAT_TOO_MANY_MESSAGES: { code: 6804, httpStatus: 429 },
  /** Another staff member has claimed the conversation. */
  CHAT_CLAIMED_BY_OTHER: { code: 6805, httpStatus: 409 },
  /** Too many new visitor chat sessions from one network: wait {minutes} minutes. */
  CHAT_VISITOR_LIMIT: { code: 6806, httpStatus: 429 },
  // price alerts (issue 37 point 3)
  /** An alert kind other than above, below, move. */
  ALERT_KIND_INVALID: { code: 6900, httpStatus: 400 },
  /** A move alert without one of the windows 15m, 1h, 24h. */
  ALERT_WINDOW_INVALID: { code: 6901, httpStatus: 400 },
  /** No threshold given. */
  ALERT_THRESHOLD_REQUIRED: { code: 6902, httpStatus: 400 },
  /** A price that is not above 0 with at most {decimals} decimals. */
  ALERT_PRICE_INVALID: { code: 6903, httpStatus: 400 },
  /** A move's percent outside {min} to {max}, or with more than two decimals. */
  ALERT_PERCENT_INVALID: { code: 6904, httpStatus: 400 },
  /** The current price ({price}) has already crossed the level: the alert would fire at once. */
  ALERT_ALREADY_CROSSED: { code: 6905, httpStatus: 400 },
  /** The price has already moved {percent} % within the window: the alert would fire at once. */
  ALERT_ALREADY_MOVED: { code: 6906, httpStatus: 400 },
  /** {max} active alerts at most per user. */
  ALERT_LIMIT_REACHED: { code: 6907, httpStatus: 400 },
  // API keys (issue 39; 7000–7019; the Binance-compatible API answers Binance's own codes)
  /** A permission other than read, spot, contract, fast (withdrawals are never possible by key). */
  API_KEY_PERMISSION_INVALID: { code: 7000, httpStatus: 400 },
  /** An allow-list entry that is not an IP address or CIDR range. */
  API_KEY_IP_INVALID: { code: 7001, httpStatus: 400 },
  /** A label empty or over 40 characters. */
  API_KEY_LABEL_INVALID: { code: 7002, httpStatus: 400 },
  /** {max} active keys at most per user. */
  API_KEY_LIMIT_REACHED: { code: 7003, httpStatus: 400 },
  /** A real-wallet key without the withdrawal (security) password. */
  API_KEY_REAL_NEEDS_PASSWORD: { code: 7004, httpStatus: 400 },
  /** A real-wallet key on a deployment that trades demo money only. */
  API_KEY_REAL_UNAVAILABLE: { code: 7005, httpStatus: 400 },
  // the sandbox's control API (issue 41; 7100–7119; decision 097)
  /** A control call without the X-Sandbox-Token header. */
  SANDBOX_TOKEN_MISSING: { code: 7100, httpStatus: 401 },
  /** A control call whose X-Sandbox-Token is not the sandbox's SANDBOX_TOKEN. */
  SANDBOX_TOKEN_INVALID: { code: 7101, httpStatus: 401 },
  // the sandbox's test clock (issue 41 point 2; 7120–7129; decision 099)
  /** A set to a time not after the clock's, or more than a week ahead of it. */
  SANDBOX_CLOCK_RANGE: { code: 7120, httpStatus: 400 },
  /** The test clock is advancing: every request but the sandbox's state waits for its end. */
  SANDBOX_ADVANCING: { code: 7121, httpStatus: 503 },
  // the sandbox's scripted markets (issue 41 point 3; 7130–7139; decision 100)
  /** A script for a product symbol the market does not have. */
  SANDBOX_SCRIPT_SYMBOL_UNKNOWN: { code: 7130, httpStatus: 404 },
  /** A script ended for a product with none running. */
  SANDBOX_SCRIPT_NOT_RUNNING: { code: 7131, httpStatus: 404 },
  /** A path price that is not a positive price of the product's precision. */
  SANDBOX_SCRIPT_PRICE_INVALID: { code: 7132, httpStatus: 400 },
  // the sandbox's snapshots (issue 41 point 5; 7140–7149; decision 097)
  /** No snapshot with this id. */
  SANDBOX_SNAPSHOT_NOT_FOUND: { code: 7140, httpStatus: 404 },
  /** A snapshot is being restored (or the sandbox reset): every request waits for its end. */
  SANDBOX_RESTORING: { code: 7141, httpStatus: 503 },
  // results analytics (issue 42 point 1; 7200–7219; decision 102)
  /** A time zone that is not an IANA name the server knows. */
  ANALYTICS_TIME_ZONE_INVALID: { code: 7200, httpStatus: 400 },
  /** A range whose end is not after its start. */
  ANALYTICS_RANGE_INVALID: { code: 7201, httpStatus: 400 },
  /** A trade id that is not `<product>:<number>`, or more than 500 of them. */
  ANALYTICS_TRADE_IDS_INVALID: { code: 7202, httpStatus: 400 },
  // copy trading (issue 42 point 2; 7220–7239; decision 103)
  /** No leader with this id in that mode (never opted in, or stopped leading). */
  COPY_LEADER_NOT_FOUND: { code: 7220, httpStatus: 404 },
  /** One cannot copy oneself. */
  COPY_OWN: { code: 7221, httpStatus: 400 },
  /** A demo leader is copied into a demo wallet only. */
  COPY_DEMO_INTO_REAL: { code: 7222, httpStatus: 400 },
  /** An active subscription to this leader and mode exists already. */
  COPY_ALREADY_FOLLOWING: { code: 7223, httpStatus: 409 },
  /** A ratio that is not a decimal from 0.01 to 10 with at most two places. */
  COPY_RATIO_INVALID: { code: 7224, httpStatus: 400 },
  /** A margin cap that is not a USDT amount from 1 to 1,000,000. */
  COPY_CAP_INVALID: { code: 7225, httpStatus: 400 },
  /** The subscription has stopped: it can be neither changed nor stopped again. */
  COPY_SUBSCRIPTION_STOPPED: { code: 7226, httpStatus: 409 },
  /** A guest (demo visitor) can follow but not lead. */
  COPY_LEADER_GUEST: { code: 7227, httpStatus: 403 },
  /** A cap below the margin the subscription's open copies hold now. */
  COPY_CAP_BELOW_USE: { code: 7228, httpStatus: 400 },
  // market replay and the practice wallets' orders (issue 43 point 1; 7240–7259; decisions 105, 106)
  /** Not a period whose seed is revealed (unknown, still running or upcoming, or scripted). */
  REPLAY_PERIOD_NOT_REVEALED: { code: 7240, httpStatus: 400 },
  /** The product was not in that period (or trades none of fast, contract, spot). */
  REPLAY_PRODUCT_NOT_IN_PERIOD: { code: 7241, httpStatus: 400 },
  /** The replay has ended: it can be neither controlled nor traded. */
  REPLAY_SESSION_ENDED: { code: 7242, httpStatus: 409 },
  /** A class's shared scenario runs on the teacher's clock: it cannot be paused, sped or stepped. */
  REPLAY_SCENARIO_CONTROLLED: { code: 7243, httpStatus: 409 },
  /** Only a paused replay can be stepped. */
  REPLAY_NOT_PAUSED: { code: 7244, httpStatus: 409 },
  /** At most {max} replays at once: end one first. */
  REPLAY_TOO_MANY_SESSIONS: { code: 7245, httpStatus: 409 },
  /** The product or kind is not open to this practice wallet (not the replay's product, or not allowed in the class). */
  PRACTICE_PRODUCT_NOT_ALLOWED: { code: 7246, httpStatus: 400 },
  // classrooms (issue 43 point 2; 7260–7279; decisions 105, 106)
  CLASS_NAME_REQUIRED: { code: 7260, httpStatus: 400 },
  CLASS_NAME_TOO_LONG: { code: 7261, httpStatus: 400 },
  /** A starting balance that is not a USDT amount from 100 to 10,000,000. */
  CLASS_BALANCE_INVALID: { code: 7262, httpStatus: 400 },
  /** No products or kinds, or one that does not exist or does not offer that kind. */
  CLASS_PRODUCTS_REQUIRED: { code: 7263, httpStatus: 400 },
  /** An end not after the start, an end in the past, or a class longer than a year. */
  CLASS_DATES_INVALID: { code: 7264, httpStatus: 400 },
  CLASS_CODE_REQUIRED: { code: 7265, httpStatus: 400 },
  /** No open class has this join code. */
  CLASS_CODE_UNKNOWN: { code: 7266, httpStatus: 404 },
  /** The class has ended: no joining or trading. */
  CLASS_ENDED: { code: 7267, httpStatus: 409 },
  /** The class has not started yet: trading opens at its start. */
  CLASS_NOT_STARTED: { code: 7268, httpStatus: 409 },
  /** Already a learner of this class. */
  CLASS_ALREADY_MEMBER: { code: 7269, httpStatus: 409 },
  /** A teacher cannot join their own class. */
  CLASS_OWN: { code: 7270, httpStatus: 400 },
  /** Guests (demo visitors) cannot create or join classes: sign up first. */
  CLASS_GUEST: { code: 7271, httpStatus: 403 },
  /** A learner who left the class can no longer trade in it. */
  CLASS_LEFT: { code: 7272, httpStatus: 409 },
  /** A shared scenario is running or scheduled already. */
  CLASS_SCENARIO_RUNNING: { code: 7273, httpStatus: 409 },
  /** A scenario's start before now, more than a day ahead, or not before the class's end. */
  CLASS_SCENARIO_START_INVALID: { code: 7274, httpStatus: 400 },
  /** No shared scenario is scheduled or running (nothing to end). */
  CLASS_SCENARIO_NONE: { code: 7275, httpStatus: 409 },
} as const satisfies Record<string, ErrorDef>;

export type ErrorName = keyof typeof ERRORS;
export { NOT_FOUND_CODE, SESSION_INVALID_CODE, SUCCESS_CODE } from './envelope-codes.ts';

/** Parameters interpolated into messages, e.g. {seconds} or {minutes}. */
export type MessageParams = Record<string, string | number>;

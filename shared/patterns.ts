// The text patterns of user input, one set for both sides: the server's zod schemas
// (shared/schemas) refuse what they do not match, and the client's forms check the same
// patterns before sending. Plain regular expressions, so the client bundle needs no zod.

/**
 * A login password: 6 to 32 characters, no Chinese characters, no control characters (spec
 * section 5; the "6 digits" rule of the spec belongs to the security password). A new one is
 * also refused when common (isCommonPassword, shared/guessable.ts).
 */
export const PASSWORD = /^[^\p{Cc}\u2E80-\u2FDF\u3000-\u303F\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]{6,32}$/u;
/** The security (withdrawal) password: six digits (a new one also passes isGuessablePin, shared/guessable.ts). */
export const SECURITY_PASSWORD = /^\d{6}$/;
/** A verification code sent by SMS or e-mail: six digits. */
export const VERIFY_CODE = /^\d{6}$/;
/** A telephone area code without its "+". */
export const AREA_CODE = /^\d{1,4}$/;
/** A phone number without its area code. */
export const PHONE = /^\d{5,15}$/;
/** At most this many characters in an e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/**
 * An e-mail address: the pattern zod's `z.email()` applies by default, named here so the
 * client's check and the server's schema are the same.
 */
export const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** An invitation code: letters and digits, at most 32 (empty when none is required). */
export const INVITE_CODE = /^[A-Za-z0-9]{0,32}$/;
/** A bank card number (the remitter's card of a deposit, the card bound for withdrawals): 8 to 24 digits. */
export const BANK_CARD = /^\d{8,24}$/;
/** A transaction hash of a crypto deposit, with or without 0x. */
export const TX_HASH = /^(0x)?[0-9a-fA-F]{16,80}$/;
/** An authenticator (TOTP) code: six digits. */
export const TOTP_CODE = /^\d{6}$/;
/** A two-factor recovery code: ten letters and digits, a dash after the fifth optional (any case). */
export const RECOVERY_CODE = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;
/** An anti-phishing code the user chooses: 4 to 20 letters (any script) or digits. */
export const ANTI_PHISHING_CODE = /^[\p{L}\p{N}]{4,20}$/u;

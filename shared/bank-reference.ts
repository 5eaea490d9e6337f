// Bank-transfer reference codes (issue 38 point 3, decision 088): what a customer quotes in a
// transfer's remark so that staff can match the money that arrives to the deposit request.
// `TP`, eight random characters of Crockford's base 32 (digits and capital letters without I,
// L, O and U: nothing to confuse, nothing a bank's remark field refuses) and one check character
// of the same alphabet that catches every mistyped character and every swap of two neighbours:
// Damm's scheme over GF(32), whose operation x∘d = αx ⊕ d is totally anti-symmetric.

export const BANK_REFERENCE_PREFIX = 'TP';
/** Crockford's base 32: a character's value is its index. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BODY_LENGTH = 8;
/** A code as issued, stored and shown: the prefix, eight characters, the check character. */
export const BANK_REFERENCE = /^TP[0-9A-HJKMNP-TV-Z]{9}$/;

/** α·x in GF(2⁵) with the field polynomial x⁵ + x² + 1. */
const timesAlpha = (x: number) => (x & 0x10 ? (x << 1) ^ 0x25 : x << 1);

/** The check character of the characters between the prefix and the check character. */
export function checkCharacter(body: string): string {
  let state = 0;
  for (const ch of body) state = timesAlpha(state) ^ CROCKFORD_ALPHABET.indexOf(ch);
  // the character that brings the state back to 0: α·state ⊕ check = 0
  return CROCKFORD_ALPHABET[timesAlpha(state)] as string;
}

/** A new code, its eight characters drawn from `random` (the platform's injected randomness). */
export function newBankReference(random: { int(min: number, max: number): number }): string {
  let body = '';
  for (let i = 0; i < BODY_LENGTH; i++) body += CROCKFORD_ALPHABET[random.int(0, CROCKFORD_ALPHABET.length)];
  return `${BANK_REFERENCE_PREFIX}${body}${checkCharacter(body)}`;
}

/**
 * A code as someone typed it, as stored: upper case, without spaces and hyphens, and (as
 * Crockford's base 32 is read) O taken for 0, I and L for 1 after the prefix.
 */
export function normalizeBankReference(typed: string): string {
  const code = typed.toUpperCase().replace(/[\s-]+/g, '');
  const prefix = code.slice(0, BANK_REFERENCE_PREFIX.length);
  return prefix + code.slice(prefix.length).replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** A well-formed code whose check character matches (normalized first: normalizeBankReference). */
export function isBankReference(code: string): boolean {
  return BANK_REFERENCE.test(code) && checkCharacter(code.slice(2, 2 + BODY_LENGTH)) === code.at(-1);
}

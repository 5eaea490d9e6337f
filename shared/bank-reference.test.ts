import { describe, expect, it } from 'vitest';
import {
  BANK_REFERENCE,
  checkCharacter,
  CROCKFORD_ALPHABET,
  isBankReference,
  newBankReference,
  normalizeBankReference,
} from './bank-reference.ts';
import { DepositQueueQuery, RechargeBody } from './schemas/funds.ts';

/** A seeded source of the platform's shape (mulberry32), counting its draws. */
function seeded(seed: number) {
  let s = seed >>> 0;
  const source = {
    draws: 0,
    int(min: number, max: number) {
      source.draws++;
      s = (s + 0x6d2b79f5) >>> 0;
      let t = s;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return min + Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * (max - min));
    },
  };
  return source;
}

const random = seeded(7);
const CODES = Array.from({ length: 300 }, () => newBankReference(random));
/** The positions a customer types after the prefix: the eight characters and the check character. */
const TYPED = [2, 3, 4, 5, 6, 7, 8, 9, 10];
const at = (code: string, i: number, ch: string) => code.slice(0, i) + ch + code.slice(i + 1);
const swapped = (code: string, i: number, j: number) => at(at(code, i, code[j] as string), j, code[i] as string);

describe('issued codes', () => {
  it('are TP, eight characters of Crockford base 32 and a check character: nothing to confuse (no I, L, O, U)', () => {
    for (const code of CODES) {
      expect(code).toMatch(BANK_REFERENCE);
      expect(code).toHaveLength(11);
      expect(code.slice(2)).not.toMatch(/[ILOU]/);
      expect(isBankReference(code), code).toBe(true);
    }
    expect(new Set(CODES).size).toBe(CODES.length);
  });

  it('are drawn from the injected randomness only: eight draws a code, the same draws the same code', () => {
    const a = seeded(99);
    const b = seeded(99);
    const first = newBankReference(a);
    expect(a.draws).toBe(8);
    expect(newBankReference(b)).toBe(first);
    const zeros = { int: () => 0 };
    expect(newBankReference(zeros)).toBe('TP000000000');
  });

  it('have the check character of Damm over GF(32) (fixed vectors)', () => {
    expect(checkCharacter('00000000')).toBe('0');
    // a 1 at the end: α·1 = 2 (2); at the front: α⁸ = α³·α⁵ = α³(α² + 1) = α⁵ + α³ = 0b00101 ⊕ 0b01000 = 13 (D)
    expect(checkCharacter('00000001')).toBe('2');
    expect(checkCharacter('10000000')).toBe('D');
    expect(isBankReference('TP000000012')).toBe(true);
    expect(isBankReference('TP10000000D')).toBe(true);
  });
});

describe('the check character', () => {
  it(`catches every single mistyped character (${CODES.length} codes × 9 positions × 31 other characters)`, () => {
    let tried = 0;
    for (const code of CODES)
      for (const i of TYPED)
        for (const ch of CROCKFORD_ALPHABET) {
          if (ch === code[i]) continue;
          tried++;
          if (isBankReference(at(code, i, ch))) expect.fail(`${at(code, i, ch)} (from ${code}) passed`);
        }
    expect(tried).toBe(CODES.length * 9 * 31);
  });

  it('catches every swap of two neighbours, the check character included, and every swap across one', () => {
    let tried = 0;
    for (const code of CODES)
      for (const i of TYPED)
        for (const j of [i + 1, i + 2]) {
          if (j > 10 || code[i] === code[j]) continue;
          tried++;
          if (isBankReference(swapped(code, i, j))) expect.fail(`${swapped(code, i, j)} (from ${code}) passed`);
        }
    expect(tried).toBeGreaterThan(CODES.length * 14);
  });

  it('catches a doubled character typed as another doubled one (aa → bb)', () => {
    for (const code of CODES)
      for (const i of TYPED.slice(0, -1)) {
        if (code[i] !== code[i + 1]) continue;
        for (const ch of CROCKFORD_ALPHABET) {
          if (ch === code[i]) continue;
          expect(isBankReference(at(at(code, i, ch), i + 1, ch)), code).toBe(false);
        }
      }
  });

  it('refuses another prefix, a wrong length, and characters outside the alphabet', () => {
    const code = CODES[0] as string;
    expect(isBankReference(`XP${code.slice(2)}`)).toBe(false);
    expect(isBankReference(code.slice(0, 10))).toBe(false);
    expect(isBankReference(`${code}0`)).toBe(false);
    expect(isBankReference(at(code, 5, 'U'))).toBe(false);
    expect(isBankReference(code.toLowerCase())).toBe(false);
    expect(isBankReference('')).toBe(false);
  });
});

describe('a code as typed', () => {
  it('is read in any case, with spaces and hyphens, O as 0 and I or L as 1 (Crockford)', () => {
    const code = 'TP0A1B2C3DE';
    const body = code.slice(2, 10);
    const valid = `TP${body}${checkCharacter(body)}`;
    expect(normalizeBankReference(valid.toLowerCase())).toBe(valid);
    expect(normalizeBankReference(` ${valid.slice(0, 6)}-${valid.slice(6)} `)).toBe(valid);
    expect(normalizeBankReference(valid.replace('0', 'O').replace('1', 'l'))).toBe(valid);
    expect(normalizeBankReference('tp0o1i1l')).toBe('TP001111');
  });

  it('a deposit request takes it normalized and refuses a mistyped one with its own error', () => {
    const code = CODES[1] as string;
    const request = {
      channel: 'offline',
      currency: 'USD',
      amount: '100',
      remitterName: 'A B',
      remitterCard: '6222000011112222',
      remitterAddress: '1 Street',
      proofUploadId: 1,
    };
    expect(RechargeBody.parse({ ...request, reference: code.toLowerCase() })).toMatchObject({ reference: code });
    expect(RechargeBody.parse(request)).not.toHaveProperty('reference');
    const typo = at(code, 4, code[4] === 'A' ? 'B' : 'A');
    const refused = RechargeBody.safeParse({ ...request, reference: typo });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['reference', 'REFERENCE_INVALID']]);
    expect(RechargeBody.safeParse({ ...request, reference: 'x'.repeat(200) }).success).toBe(false);
  });

  it("the staff queue's filter takes it in any case and refuses a mistyped one", () => {
    const code = CODES[2] as string;
    expect(DepositQueueQuery.parse({ reference: code.toLowerCase() })).toMatchObject({ reference: code });
    expect(DepositQueueQuery.safeParse({ reference: swapped(code, 9, 10) }).success).toBe(code[9] === code[10]);
  });
});

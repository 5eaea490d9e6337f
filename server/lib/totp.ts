// Time-based one-time passwords (RFC 6238 through `otpauth`) for staff and customers alike:
// SHA-1, 6 digits, 30-second steps, as every authenticator app reads them. Time comes from the app's clock.
import { Secret, TOTP } from 'otpauth';
import type { RandomSource } from './clock.ts';

export const TOTP_PERIOD_MS = 30_000;
/** Steps either side of now that still count (clock drift between phone and server). */
export const TOTP_WINDOW = 1;
export const TOTP_ISSUER = 'Aurora Markets';

/** A new base32 secret of 20 random bytes (160 bits, RFC 4226's recommendation). */
export function newTotpSecret(random: RandomSource): string {
  const bytes = random.bytes(20);
  return new Secret({ buffer: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) }).base32;
}

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_MS / 1000,
  });
}

/** The otpauth:// URI an authenticator app scans (as a QR code). */
export function otpauthUri(secret: string, username: string): string {
  return totpOf(secret, username).toString();
}

/** The step a code belongs to when it is valid at `now` (within the window), else null. */
export function matchTotp(secret: string, code: string, now: number): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : Math.floor(now / TOTP_PERIOD_MS) + delta;
}

/** The code of `secret` at `now` (what the authenticator app shows). */
export function totpCode(secret: string, now: number): string {
  return totpOf(secret).generate({ timestamp: now });
}

// Known devices, without a table: a device that proved an account (a successful login, or a
// password reset by code) gets a long-lived HttpOnly cookie holding an HMAC-signed
// "this device id has proved this account until then". A login presenting it is counted
// per (account, device) instead of per IP and is exempt from the account-wide backoff, so
// strangers guessing at an account cannot lock its owner out (docs/decisions/014).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock, RandomSource } from '../../lib/clock.ts';

export const DEVICE_COOKIE = 'aurora_device';
const DAY = 86_400_000;
/** How long a device stays known without proving the account again. */
export const DEVICE_TTL_MS = 180 * DAY;
const VERSION = 'v1';

export interface KnownDevice {
  deviceId: string;
}

export class DeviceTokens {
  private readonly key: Buffer;

  constructor(
    jwtSecret: string,
    private readonly clock: Clock,
    private readonly random: RandomSource,
  ) {
    // a key of its own, derived so that a device token can never pass for a session token
    this.key = createHmac('sha256', jwtSecret).update('aurora device token v1').digest();
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }

  /** The signed token's parts when its signature holds and it has not expired. */
  private open(token: string | undefined): { deviceId: string; userId: number } | null {
    if (!token || token.length > 200) return null;
    const parts = token.split('.');
    if (parts.length !== 5 || parts[0] !== VERSION) return null;
    const [, deviceId = '', userId = '', expires = '', sig = ''] = parts;
    const expected = Buffer.from(this.sign(`${VERSION}.${deviceId}.${userId}.${expires}`));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (!(Number(expires) > this.clock.now())) return null;
    return { deviceId, userId: Number(userId) };
  }

  /** The device when `token` says it has proved account `userId`; otherwise null. */
  knownFor(token: string | undefined, userId: number): KnownDevice | null {
    const t = this.open(token);
    return t && t.userId === userId ? { deviceId: t.deviceId } : null;
  }

  /** A token marking this device as known for `userId`, keeping the device id it already had. */
  issue(userId: number, previous: string | undefined): string {
    const deviceId = this.open(previous)?.deviceId ?? this.random.bytes(16).toString('base64url');
    const body = `${VERSION}.${deviceId}.${userId}.${this.clock.now() + DEVICE_TTL_MS}`;
    return `${body}.${this.sign(body)}`;
  }
}

/** The value of cookie `name` in a Cookie request header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie value for a device token: script-proof, same-site, sent only to the API. */
export function deviceCookie(token: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${token}; Path=/api; Max-Age=${DEVICE_TTL_MS / 1000}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

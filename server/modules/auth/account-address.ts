// An account's address (a phone with its area code, or an e-mail): how it reads as one string
// (the key of its codes, limits and lockouts) and the user registered at it. Shared by the
// verification codes and the account service.
import { AppError } from '../../lib/app-error.ts';
import type { AuthRepository, UserRow } from './repository.ts';

export type AccountAddress = { type: 'phone'; areaCode: string; phone: string } | { type: 'email'; email: string };

/** The address as one string: "+852 12345678" or the e-mail address. */
export function accountTarget(a: AccountAddress): string {
  return a.type === 'phone' ? `+${a.areaCode} ${a.phone}` : a.email;
}

/** The same string for a stored user (its e-mail when it has one). */
export function targetOf(user: { email: string | null; areaCode: string | null; phone: string | null }): string {
  return user.email ?? `+${user.areaCode} ${user.phone}`;
}

/** The user registered at this address, if any. */
export function userAt(repo: Pick<AuthRepository, 'userByPhone' | 'userByEmail'>, a: AccountAddress): UserRow | undefined {
  return a.type === 'phone' ? repo.userByPhone(a.areaCode, a.phone) : repo.userByEmail(a.email);
}

/** AREA_CODE_UNKNOWN for a phone whose area code is not served. */
export function checkAreaCode(repo: Pick<AuthRepository, 'areaCodeKnown'>, a: AccountAddress) {
  if (a.type === 'phone' && !repo.areaCodeKnown(a.areaCode)) throw new AppError('AREA_CODE_UNKNOWN');
}

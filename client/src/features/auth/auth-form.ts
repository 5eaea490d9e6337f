// Values shared by the account forms (login, register, reset): the account is a phone
// number with an area code, or an e-mail address, chosen by tabs.
import type { AreaCode } from './api/get-area-codes';

export type AccountType = 'phone' | 'email';

export interface AuthFormValues {
  type: AccountType;
  areaCodeId: string | null;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
  code: string;
  inviteCode: string;
  agreement: boolean;
}

export const initialAuthValues: AuthFormValues = {
  type: 'phone',
  areaCodeId: null,
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
  code: '',
  inviteCode: '',
  agreement: false,
};

export type AccountPayload = { type: 'phone'; areaCode: string; phone: string } | { type: 'email'; email: string };

/** The request fields of the chosen account type. */
export function accountPayload(values: AuthFormValues, areaCodes: AreaCode[] | undefined): AccountPayload {
  if (values.type === 'email') return { type: 'email', email: values.email.trim() };
  const area = areaCodes?.find((a) => String(a.id) === values.areaCodeId);
  return { type: 'phone', areaCode: area?.code ?? '', phone: values.phone.trim() };
}

/** The request fields of the verification code and the new password twice (register, reset). */
export function codePasswordPayload(values: AuthFormValues) {
  return { code: values.code.trim(), password: values.password, confirmPassword: values.confirmPassword };
}

/** The area code whose country matches the locale's region (zh-CN → CN), else the first. */
export function defaultAreaCodeId(areaCodes: AreaCode[] | undefined, locale: string): string | null {
  const first = areaCodes?.[0];
  if (!areaCodes || !first) return null;
  const region = locale.split('-')[1]?.toUpperCase();
  const match = areaCodes.find((a) => a.country.toUpperCase() === region);
  return String((match ?? first).id);
}

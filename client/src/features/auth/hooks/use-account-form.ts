import { useForm } from '@mantine/form';
import type { ParseKeys } from 'i18next';
import { useAreaCodes } from '../api/get-area-codes';
import { accountPayload, type AuthFormValues, initialAuthValues } from '../auth-form';
import { accountChecks } from '../validation';
import { useFormErrors } from './use-form-errors';

/**
 * A form on an account (login, register, reset): the phone or e-mail is checked, and
 * `checks` check the form's other fields (i18n keys). `payload` is the account part of the
 * request.
 */
export function useAccountForm(checks: (v: AuthFormValues) => Record<string, ParseKeys | null>, initial: Partial<AuthFormValues> = {}) {
  const toErrors = useFormErrors();
  const { data: areaCodes } = useAreaCodes();
  const form = useForm<AuthFormValues>({
    initialValues: { ...initialAuthValues, ...initial },
    validate: (v) => toErrors({ ...accountChecks(v), ...checks(v) }),
  });
  return { form, payload: (v: AuthFormValues) => accountPayload(v, areaCodes) };
}

import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useAreaCodes } from '../api/get-area-codes';
import { useResetPassword } from '../api/reset-password';
import { accountPayload, type AuthFormValues, initialAuthValues } from '../auth-form';
import { useFormErrors } from '../hooks/use-form-errors';
import { checks } from '../validation';
import { AccountFields } from './account-fields';
import { CodePasswordFields } from './code-password-fields';

/** Restore a forgotten password with a verification code sent to the phone or e-mail. */
export function ResetPasswordForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const toErrors = useFormErrors();
  const { data: areaCodes } = useAreaCodes();
  const reset = useResetPassword();
  const form = useForm<AuthFormValues>({
    initialValues: initialAuthValues,
    validate: (v) =>
      toErrors({
        ...(v.type === 'phone'
          ? { areaCodeId: checks.areaCode(v.areaCodeId), phone: checks.phone(v.phone) }
          : { email: checks.email(v.email) }),
        code: checks.code(v.code),
        password: checks.newPassword(v.password),
        confirmPassword: checks.confirm(v.confirmPassword, v.password),
      }),
  });

  const buildCodeRequest = () => {
    const v = form.values;
    const errors = toErrors(
      v.type === 'phone' ? { areaCodeId: checks.areaCode(v.areaCodeId), phone: checks.phone(v.phone) } : { email: checks.email(v.email) },
    );
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return null;
    }
    return { ...accountPayload(v, areaCodes), purpose: 'reset' as const };
  };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => {
        reset.mutate(
          { ...accountPayload(v, areaCodes), code: v.code.trim(), password: v.password, confirmPassword: v.confirmPassword },
          { onSuccess },
        );
      })}
      data-testid="reset-form"
    >
      <Stack gap="md">
        <AccountFields form={form} prefix="reset" />
        <CodePasswordFields
          form={form}
          prefix="reset"
          buildCodeRequest={buildCodeRequest}
          passwordLabel={{ label: t('auth.newPassword'), placeholder: t('auth.newPassword') }}
        />
        <Button type="submit" size="md" fullWidth loading={reset.isPending} data-testid="reset-submit">
          {t('auth.resetButton')}
        </Button>
      </Stack>
    </form>
  );
}

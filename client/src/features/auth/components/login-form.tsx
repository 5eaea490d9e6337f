import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAreaCodes } from '../api/get-area-codes';
import { type LoginResult, useLogin } from '../api/login';
import { accountPayload, type AuthFormValues, initialAuthValues } from '../auth-form';
import { useFormErrors } from '../hooks/use-form-errors';
import { checks } from '../validation';
import { AccountFields } from './account-fields';

/** Log in with phone (area code) or e-mail and password. */
export function LoginForm({ onSuccess }: { onSuccess: (result: LoginResult) => void }) {
  const { t } = useTranslation();
  const toErrors = useFormErrors();
  const { data: areaCodes } = useAreaCodes();
  const login = useLogin();
  const form = useForm<AuthFormValues>({
    initialValues: initialAuthValues,
    validate: (v) =>
      toErrors({
        ...(v.type === 'phone'
          ? { areaCodeId: checks.areaCode(v.areaCodeId), phone: checks.phone(v.phone) }
          : { email: checks.email(v.email) }),
        password: checks.loginPassword(v.password),
      }),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        login.mutate({ ...accountPayload(values, areaCodes), password: values.password }, { onSuccess });
      })}
      data-testid="login-form"
    >
      <Stack gap="md">
        <AccountFields form={form} prefix="login" />
        <PasswordInput
          autoComplete="current-password"
          aria-label={t('auth.password')}
          placeholder={t('auth.passwordPlaceholder')}
          leftSection={<IconLock size={16} />}
          {...form.getInputProps('password')}
          data-testid="login-password"
        />
        <Button type="submit" size="md" fullWidth loading={login.isPending} data-testid="login-submit">
          {t('auth.loginButton')}
        </Button>
      </Stack>
    </form>
  );
}

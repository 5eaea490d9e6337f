import { useTranslation } from 'react-i18next';
import { type LoginResult, useLogin } from '../api/login';
import { useAccountForm } from '../hooks/use-account-form';
import { checks } from '../validation';
import { AccountFields } from './account-fields';
import { AccountForm } from './account-form';
import { PasswordField } from './password-field';

/** Log in with phone (area code) or e-mail and password. */
export function LoginForm({ onSuccess }: { onSuccess: (result: LoginResult) => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const { form, payload } = useAccountForm((v) => ({ password: checks.loginPassword(v.password) }));

  return (
    <AccountForm
      onSubmit={form.onSubmit((v) => login.mutate({ ...payload(v), password: v.password }, { onSuccess }))}
      testId="login-form"
      submit={{ label: t('auth.loginButton'), pending: login.isPending, testId: 'login-submit' }}
    >
      <AccountFields form={form} prefix="login" />
      <PasswordField
        autoComplete="current-password"
        aria-label={t('auth.password')}
        placeholder={t('auth.passwordPlaceholder')}
        {...form.getInputProps('password')}
        data-testid="login-password"
      />
    </AccountForm>
  );
}

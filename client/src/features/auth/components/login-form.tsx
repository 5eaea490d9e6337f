import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondFactorInput, secondFactorValue, useSecondFactorCheck } from '../../../components/second-factor-input';
import { type LoginResult, useLogin } from '../api/login';
import { useLoginTwoFactor } from '../api/login-two-factor';
import { useAccountForm } from '../hooks/use-account-form';
import { checks } from '../validation';
import { AccountFields } from './account-fields';
import { AccountForm } from './account-form';
import { PasswordField } from './password-field';

/** The login's second step (two-factor on): the authenticator's code, or a recovery code. */
function TwoFactorStep({ challenge, onSuccess, onBack }: { challenge: string; onSuccess: (r: LoginResult) => void; onBack: () => void }) {
  const { t } = useTranslation('account');
  const second = useLoginTwoFactor();
  const form = useForm({ initialValues: { code: '' }, validate: { code: useSecondFactorCheck() } });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => second.mutate({ challenge, code: secondFactorValue(v.code) }, { onSuccess }))}
      data-testid="login-two-factor-form"
    >
      <Stack gap="md">
        <Alert variant="light" icon={<IconShieldCheck size={18} />} title={t('security.login.title')}>
          {t('security.login.lead')}
        </Alert>
        <SecondFactorInput {...form.getInputProps('code')} autoFocus testId="login-two-factor-code" />
        <Button type="submit" size="md" fullWidth loading={second.isPending} data-testid="login-two-factor-submit">
          {t('security.login.submit')}
        </Button>
        <Group justify="center">
          <Button variant="subtle" size="compact-sm" onClick={onBack} data-testid="login-two-factor-back">
            {t('security.login.back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Log in with phone (area code) or e-mail and password; with two-factor on, then a code. */
export function LoginForm({ onSuccess }: { onSuccess: (result: LoginResult) => void }) {
  const { t } = useTranslation('account');
  const login = useLogin();
  const [challenge, setChallenge] = useState<string | null>(null);
  const { form, payload } = useAccountForm((v) => ({ password: checks.loginPassword(v.password) }));

  if (challenge) return <TwoFactorStep challenge={challenge} onSuccess={onSuccess} onBack={() => setChallenge(null)} />;
  return (
    <AccountForm
      onSubmit={form.onSubmit((v) =>
        login.mutate(
          { ...payload(v), password: v.password },
          { onSuccess: (result) => ('twoFactor' in result ? setChallenge(result.twoFactor.challenge) : onSuccess(result)) },
        ),
      )}
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

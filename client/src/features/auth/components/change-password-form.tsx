import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../api/change-password';
import { useFormErrors } from '../hooks/use-form-errors';
import { checks } from '../validation';
import { AccountForm } from './account-form';
import { PasswordField } from './password-field';

interface Values {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** Change the login password (logged in); every session ends afterwards. */
export function ChangePasswordForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const toErrors = useFormErrors();
  const change = useChangePassword();
  const form = useForm<Values>({
    initialValues: { oldPassword: '', password: '', confirmPassword: '' },
    validate: (v) =>
      toErrors({
        oldPassword: v.oldPassword ? null : 'validation.oldPasswordRequired',
        password: checks.newPassword(v.password),
        confirmPassword: checks.confirm(v.confirmPassword, v.password),
      }),
  });
  return (
    <AccountForm
      onSubmit={form.onSubmit((v) => change.mutate(v, { onSuccess }))}
      testId="change-password-form"
      submit={{ label: t('auth.changeButton'), pending: change.isPending, testId: 'change-submit' }}
    >
      <PasswordField
        autoComplete="current-password"
        label={t('auth.oldPassword')}
        {...form.getInputProps('oldPassword')}
        data-testid="change-old-password"
      />
      <PasswordField
        hint
        autoComplete="new-password"
        label={t('auth.newPassword')}
        {...form.getInputProps('password')}
        data-testid="change-password"
      />
      <PasswordField
        autoComplete="new-password"
        label={t('auth.confirmPassword')}
        {...form.getInputProps('confirmPassword')}
        data-testid="change-confirm-password"
      />
    </AccountForm>
  );
}

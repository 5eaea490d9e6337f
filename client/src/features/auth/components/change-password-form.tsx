import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../api/change-password';
import { useFormErrors } from '../hooks/use-form-errors';
import { checks } from '../validation';

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
    <form noValidate onSubmit={form.onSubmit((v) => change.mutate(v, { onSuccess }))} data-testid="change-password-form">
      <Stack gap="md">
        <PasswordInput
          autoComplete="current-password"
          label={t('auth.oldPassword')}
          leftSection={<IconLock size={16} />}
          {...form.getInputProps('oldPassword')}
          data-testid="change-old-password"
        />
        <PasswordInput
          autoComplete="new-password"
          label={t('auth.newPassword')}
          description={t('auth.passwordHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          leftSection={<IconLock size={16} />}
          {...form.getInputProps('password')}
          data-testid="change-password"
        />
        <PasswordInput
          autoComplete="new-password"
          label={t('auth.confirmPassword')}
          leftSection={<IconLock size={16} />}
          {...form.getInputProps('confirmPassword')}
          data-testid="change-confirm-password"
        />
        <Button type="submit" size="md" fullWidth loading={change.isPending} data-testid="change-submit">
          {t('auth.changeButton')}
        </Button>
      </Stack>
    </form>
  );
}

import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A password of the account forms, with the lock icon; `hint` shows the password rules below
 * a new password.
 */
export function PasswordField({ hint, ...props }: PasswordInputProps & { hint?: boolean }) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      leftSection={<IconLock size={16} />}
      {...(hint ? { description: t('auth.passwordHint'), inputWrapperOrder: ['label', 'input', 'description', 'error'] } : {})}
      {...props}
    />
  );
}

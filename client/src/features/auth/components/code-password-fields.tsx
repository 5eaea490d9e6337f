import { Group, PasswordInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconLock, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SendCodeBody } from '../../../../../shared/schemas/auth.ts';
import type { AuthFormValues } from '../auth-form';
import { SendCodeButton } from './send-code-button';

/**
 * The verification code (with its send button), a new password and its confirmation: the
 * part the register and reset-password forms share. Test ids are `<prefix>-code`,
 * `<prefix>-send-code`, `<prefix>-password` and `<prefix>-confirm-password`.
 */
export function CodePasswordFields({
  form,
  prefix,
  buildCodeRequest,
  passwordLabel,
}: {
  form: UseFormReturnType<AuthFormValues>;
  prefix: string;
  buildCodeRequest: () => SendCodeBody | null;
  /** The password field's label and placeholder, translated. */
  passwordLabel: { label: string; placeholder: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          aria-label={t('auth.code')}
          placeholder={t('auth.codePlaceholder')}
          leftSection={<IconShieldCheck size={16} />}
          {...form.getInputProps('code')}
          data-testid={`${prefix}-code`}
        />
        <SendCodeButton buildRequest={buildCodeRequest} testId={`${prefix}-send-code`} />
      </Group>
      <PasswordInput
        autoComplete="new-password"
        aria-label={passwordLabel.label}
        placeholder={passwordLabel.placeholder}
        description={t('auth.passwordHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        leftSection={<IconLock size={16} />}
        {...form.getInputProps('password')}
        data-testid={`${prefix}-password`}
      />
      <PasswordInput
        autoComplete="new-password"
        aria-label={t('auth.confirmPassword')}
        placeholder={t('auth.confirmPlaceholder')}
        leftSection={<IconLock size={16} />}
        {...form.getInputProps('confirmPassword')}
        data-testid={`${prefix}-confirm-password`}
      />
    </>
  );
}

import { Group, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SendCodeBody } from '../../../../../shared/schemas/auth.ts';
import { useAreaCodes } from '../api/get-area-codes';
import { accountPayload, type AuthFormValues } from '../auth-form';
import { useFormErrors } from '../hooks/use-form-errors';
import { accountChecks } from '../validation';
import { AccountFields } from './account-fields';
import { PasswordField } from './password-field';
import { SendCodeButton } from './send-code-button';

/**
 * The account (phone or e-mail), its verification code (with the send button, which sends it
 * for `purpose` once the account field is valid), a new password and its confirmation: the
 * part the register and reset-password forms share (checked by codePasswordChecks, sent as
 * codePasswordPayload). Test ids start with the purpose: those of AccountFields and
 * `<purpose>-code`, `<purpose>-send-code`, `<purpose>-password`, `<purpose>-confirm-password`.
 */
export function AccountCodeFields({
  form,
  purpose,
  passwordLabel,
}: {
  form: UseFormReturnType<AuthFormValues>;
  purpose: SendCodeBody['purpose'];
  /** The password field's label and placeholder, translated. */
  passwordLabel: { label: string; placeholder: string };
}) {
  const { t } = useTranslation();
  const toErrors = useFormErrors();
  const { data: areaCodes } = useAreaCodes();
  const prefix = purpose;
  const codeRequest = (): SendCodeBody | null => {
    const errors = toErrors(accountChecks(form.values));
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return null;
    }
    return { ...accountPayload(form.values, areaCodes), purpose };
  };
  return (
    <>
      <AccountFields form={form} prefix={prefix} />
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
        <SendCodeButton buildRequest={codeRequest} testId={`${prefix}-send-code`} />
      </Group>
      <PasswordField
        hint
        autoComplete="new-password"
        aria-label={passwordLabel.label}
        placeholder={passwordLabel.placeholder}
        {...form.getInputProps('password')}
        data-testid={`${prefix}-password`}
      />
      <PasswordField
        autoComplete="new-password"
        aria-label={t('auth.confirmPassword')}
        placeholder={t('auth.confirmPlaceholder')}
        {...form.getInputProps('confirmPassword')}
        data-testid={`${prefix}-confirm-password`}
      />
    </>
  );
}

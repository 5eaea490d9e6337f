import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAreaCodes } from '../api/get-area-codes';
import type { LoginResult } from '../api/login';
import { useRegister } from '../api/register';
import { accountPayload, type AuthFormValues, initialAuthValues } from '../auth-form';
import { useFormErrors } from '../hooks/use-form-errors';
import { checks } from '../validation';
import { AccountFields } from './account-fields';
import { CodePasswordFields } from './code-password-fields';

interface Props {
  /** Config inviteCodeRequired = Y. */
  inviteRequired: boolean;
  /** An invitation code from the link (?inviteCode=...). */
  initialInviteCode?: string;
  onSuccess: (result: LoginResult) => void;
}

/** Sign up by phone or e-mail with a verification code; logs the new user in. */
export function RegisterForm({ inviteRequired, initialInviteCode = '', onSuccess }: Props) {
  const { t } = useTranslation();
  const toErrors = useFormErrors();
  const { data: areaCodes } = useAreaCodes();
  const register = useRegister();
  const form = useForm<AuthFormValues>({
    initialValues: { ...initialAuthValues, inviteCode: initialInviteCode },
    validate: (v) =>
      toErrors({
        ...(v.type === 'phone'
          ? { areaCodeId: checks.areaCode(v.areaCodeId), phone: checks.phone(v.phone) }
          : { email: checks.email(v.email) }),
        code: checks.code(v.code),
        password: checks.newPassword(v.password),
        confirmPassword: checks.confirm(v.confirmPassword, v.password),
        inviteCode: checks.invite(v.inviteCode, inviteRequired),
        agreement: v.agreement ? null : 'validation.agreementRequired',
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
    return { ...accountPayload(v, areaCodes), purpose: 'register' as const };
  };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => {
        const invite = v.inviteCode.trim();
        register.mutate(
          {
            ...accountPayload(v, areaCodes),
            password: v.password,
            confirmPassword: v.confirmPassword,
            code: v.code.trim(),
            ...(invite ? { inviteCode: invite } : {}),
            agreement: true,
          },
          { onSuccess },
        );
      })}
      data-testid="register-form"
    >
      <Stack gap="md">
        <AccountFields form={form} prefix="register" />
        <CodePasswordFields
          form={form}
          prefix="register"
          buildCodeRequest={buildCodeRequest}
          passwordLabel={{ label: t('auth.password'), placeholder: t('auth.passwordPlaceholder') }}
        />
        <TextInput
          aria-label={t('auth.inviteCode')}
          placeholder={inviteRequired ? t('auth.invitePlaceholder') : t('auth.inviteOptional')}
          required={inviteRequired}
          maxLength={32}
          leftSection={<IconGift size={16} />}
          {...form.getInputProps('inviteCode')}
          data-testid="register-invite-code"
          data-required={inviteRequired || undefined}
        />
        <Checkbox
          {...form.getInputProps('agreement', { type: 'checkbox' })}
          label={
            <Text fz="sm" component="span">
              {t('auth.agreePrefix')}{' '}
              <Anchor component="span" fz="sm">
                {t('auth.userAgreement')}
              </Anchor>{' '}
              {t('auth.and')}{' '}
              <Anchor component="span" fz="sm">
                {t('auth.privacyPolicy')}
              </Anchor>
            </Text>
          }
          data-testid="register-agreement"
        />
        <Button type="submit" size="md" fullWidth loading={register.isPending} data-testid="register-submit">
          {t('auth.registerButton')}
        </Button>
      </Stack>
    </form>
  );
}

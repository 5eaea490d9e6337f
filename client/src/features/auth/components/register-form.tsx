import { Anchor, Checkbox, Text, TextInput } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LoginResult } from '../api/login';
import { useRegister } from '../api/register';
import { codePasswordPayload } from '../auth-form';
import { useAccountForm } from '../hooks/use-account-form';
import { checks, codePasswordChecks } from '../validation';
import { AccountForm } from './account-form';
import { AccountCodeFields } from './account-code-fields';

interface Props {
  /** Config inviteCodeRequired = Y. */
  inviteRequired: boolean;
  /** An invitation code from the link (?inviteCode=...). */
  initialInviteCode?: string;
  onSuccess: (result: LoginResult) => void;
  /** The user agreement and privacy policy pages of the interface (opened in a new tab, keeping the form). */
  termsLinks: { agreement: string; privacy: string };
}

/** Sign up by phone or e-mail with a verification code; logs the new user in. */
export function RegisterForm({ inviteRequired, initialInviteCode = '', onSuccess, termsLinks }: Props) {
  const { t } = useTranslation();
  const register = useRegister();
  const { form, payload } = useAccountForm(
    (v) => ({
      ...codePasswordChecks(v),
      inviteCode: checks.invite(v.inviteCode, inviteRequired),
      agreement: v.agreement ? null : 'validation.agreementRequired',
    }),
    { inviteCode: initialInviteCode },
  );

  return (
    <AccountForm
      onSubmit={form.onSubmit((v) => {
        const invite = v.inviteCode.trim();
        register.mutate(
          {
            ...payload(v),
            ...codePasswordPayload(v),
            ...(invite ? { inviteCode: invite } : {}),
            agreement: true,
          },
          { onSuccess },
        );
      })}
      testId="register-form"
      submit={{ label: t('auth.registerButton'), pending: register.isPending, testId: 'register-submit' }}
    >
      <AccountCodeFields
        form={form}
        purpose="register"
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
            <Anchor
              href={`#${termsLinks.agreement}`}
              target="_blank"
              rel="noopener"
              fz="sm"
              underline="always"
              data-testid="register-agreement-link"
            >
              {t('auth.userAgreement')}
            </Anchor>{' '}
            {t('auth.and')}{' '}
            <Anchor
              href={`#${termsLinks.privacy}`}
              target="_blank"
              rel="noopener"
              fz="sm"
              underline="always"
              data-testid="register-privacy-link"
            >
              {t('auth.privacyPolicy')}
            </Anchor>
          </Text>
        }
        data-testid="register-agreement"
      />
    </AccountForm>
  );
}

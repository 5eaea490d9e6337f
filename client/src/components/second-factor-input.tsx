import { TextInput, type TextInputProps } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RECOVERY_CODE, TOTP_CODE } from '../../../shared/patterns.ts';

/** The code as sent: spaces dropped (authenticator apps show "123 456"). */
export const secondFactorValue = (typed: string) => typed.replace(/\s/g, '');

/** null when `typed` is a 6-digit authenticator code (or, where `recovery` allows, a recovery code); else the message key. */
export function secondFactorIssue(typed: string, recovery = true): 'security.code.required' | 'security.code.format' | null {
  const code = secondFactorValue(typed);
  if (!code) return 'security.code.required';
  return TOTP_CODE.test(code) || (recovery && RECOVERY_CODE.test(code)) ? null : 'security.code.format';
}

/** A form validator of the field: the message, or null when the code is well formed. */
export function useSecondFactorCheck(recovery = true) {
  const { t } = useTranslation('account');
  return (typed: string) => {
    const issue = secondFactorIssue(typed, recovery);
    return issue ? t(issue) : null;
  };
}

/**
 * The code of the authenticator app (two-factor), typed or pasted; where `recovery` is on, a
 * recovery code does too (login, withdrawal, turning two-factor off).
 */
export function SecondFactorInput({ recovery = true, testId, ...props }: { recovery?: boolean; testId: string } & TextInputProps) {
  const { t } = useTranslation('account');
  return (
    <TextInput
      label={t('security.code.label')}
      description={recovery ? t('security.code.hintRecovery') : t('security.code.hint')}
      placeholder={t('security.code.placeholder')}
      inputMode={recovery ? 'text' : 'numeric'}
      autoComplete="one-time-code"
      maxLength={recovery ? 16 : 7}
      leftSection={<IconShieldLock size={16} />}
      {...props}
      data-testid={testId}
    />
  );
}

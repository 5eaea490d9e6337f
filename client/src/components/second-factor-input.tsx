import { TextInput, type TextInputProps } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { secondFactorIssue } from './second-factor-code';

export { secondFactorIssue, secondFactorValue } from './second-factor-code';

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

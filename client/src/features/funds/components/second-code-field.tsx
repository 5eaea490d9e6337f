import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFY_CODE } from '../../../../../shared/patterns.ts';
import { SecondFactorInput, secondFactorValue, useSecondFactorCheck } from '../../../components/second-factor-input';
import { useCountdown } from '../../../lib/use-countdown';
import type { ConfirmationCodeSent } from '../types';

/** The check of the field: the authenticator's code (or a recovery code) with two-factor on, else the 6 digits sent. */
export function useSecondCodeCheck(twoFactor: boolean) {
  const { t } = useTranslation('funds');
  const authenticator = useSecondFactorCheck();
  return (typed: string) => {
    if (twoFactor) return authenticator(typed);
    const code = typed.trim();
    return !code ? t('validation.codeRequired') : VERIFY_CODE.test(code) ? null : t('validation.codeInvalid');
  };
}

/** The code as sent to the server. */
export const secondCodeValue = (typed: string, twoFactor: boolean) => (twoFactor ? secondFactorValue(typed) : typed.trim());

/**
 * The second code of a withdrawal or of turning the allow-list off (decision 089): with
 * two-factor on the authenticator's; else a code sent to the account's e-mail or phone (its
 * button sends it, then counts down to a resend, and says where it went, masked).
 */
export function SecondCodeField({
  twoFactor,
  send,
  sending,
  testId,
  ...input
}: GetInputPropsReturnType & {
  twoFactor: boolean;
  /** Sends a code; calls back with where it went. */
  send: (onSent: (sent: ConfirmationCodeSent) => void) => void;
  sending: boolean;
  testId: string;
}) {
  const { t } = useTranslation('funds');
  const { secondsLeft, start } = useCountdown();
  const [sent, setSent] = useState<ConfirmationCodeSent | null>(null);
  if (twoFactor) return <SecondFactorInput {...input} testId={testId} />;
  return (
    <Stack gap={4}>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('auth.code')}
          placeholder={t('auth.codePlaceholder')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...input}
          data-testid={testId}
        />
        <Button
          mt={25}
          variant="light"
          miw={132}
          px="sm"
          style={{ flex: 'none' }}
          loading={sending}
          disabled={secondsLeft > 0}
          onClick={() =>
            send((r) => {
              setSent(r);
              start(r.resendInSeconds);
            })
          }
          data-testid={`${testId}-send`}
          data-seconds-left={secondsLeft}
        >
          {secondsLeft > 0 ? t('auth.resendIn', { seconds: secondsLeft }) : t('auth.sendCode')}
        </Button>
      </Group>
      <Text fz="xs" c="dimmed" data-testid={`${testId}-sent`} data-sent={sent?.channel}>
        {sent
          ? t('withdrawConfirm.codeSent', { target: sent.sentTo, minutes: Math.round(sent.expiresInSeconds / 60) })
          : t('withdrawConfirm.codeHint')}
      </Text>
    </Stack>
  );
}

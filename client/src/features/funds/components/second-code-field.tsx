import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SECURITY_PASSWORD, VERIFY_CODE } from '../../../../../shared/patterns.ts';
import { SecondFactorInput, secondFactorValue, useSecondFactorCheck } from '../../../components/second-factor-input';
import { useCountdown } from '../../../lib/use-countdown';
import type { ConfirmationCodeSent } from '../types';
import { DigitsPasswordInput } from './digits-password-input';

/**
 * The checks of the withdrawal password and the second code (decision 089): the authenticator's
 * code (or a recovery code) with two-factor on, else the 6 digits sent by e-mail or SMS.
 */
export function useConfirmChecks(twoFactor: boolean) {
  const { t } = useTranslation('funds');
  const authenticator = useSecondFactorCheck();
  return {
    securityPassword: (v: string) => (!v ? t('funds.password.required') : SECURITY_PASSWORD.test(v) ? null : t('funds.password.format')),
    code: (typed: string) => {
      if (twoFactor) return authenticator(typed);
      const code = typed.trim();
      return !code ? t('validation.codeRequired') : VERIFY_CODE.test(code) ? null : t('validation.codeInvalid');
    },
  };
}

/** The code as sent to the server. */
export const secondCodeValue = (typed: string, twoFactor: boolean) => (twoFactor ? secondFactorValue(typed) : typed.trim());

/**
 * A 6-digit code typed beside the button that has it sent (`onSend` says when the server allows
 * the next one: the button counts down to it). The button's test id is `<testId>-send`.
 */
export function SendCodeInput({
  onSend,
  sending,
  testId,
  ...input
}: GetInputPropsReturnType & { onSend: (resendIn: (seconds: number) => void) => void; sending: boolean; testId: string }) {
  const { t } = useTranslation('funds');
  const { secondsLeft, start } = useCountdown();
  return (
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
        onClick={() => onSend(start)}
        data-testid={`${testId}-send`}
        data-seconds-left={secondsLeft}
      >
        {secondsLeft > 0 ? t('auth.resendIn', { seconds: secondsLeft }) : t('auth.sendCode')}
      </Button>
    </Group>
  );
}

/**
 * The second code of a withdrawal or of turning the allow-list off: with two-factor on the
 * authenticator's; else a code sent to the account's e-mail or phone (its button sends it, then
 * counts down to a resend, and the line under it says where it went, masked).
 */
function SecondCodeField({
  twoFactor,
  send,
  sending,
  testId,
  ...input
}: GetInputPropsReturnType & {
  twoFactor: boolean;
  send: (onSent: (sent: ConfirmationCodeSent) => void) => void;
  sending: boolean;
  testId: string;
}) {
  const { t } = useTranslation('funds');
  const [sent, setSent] = useState<ConfirmationCodeSent | null>(null);
  if (twoFactor) return <SecondFactorInput {...input} testId={testId} />;
  return (
    <Stack gap={4}>
      <SendCodeInput
        {...input}
        testId={testId}
        sending={sending}
        onSend={(resendIn) =>
          send((r) => {
            setSent(r);
            resendIn(r.resendInSeconds);
          })
        }
      />
      <Text fz="xs" c="dimmed" data-testid={`${testId}-sent`} data-sent={sent?.channel}>
        {sent
          ? t('withdrawConfirm.codeSent', { target: sent.sentTo, minutes: Math.round(sent.expiresInSeconds / 60) })
          : t('withdrawConfirm.codeHint')}
      </Text>
    </Stack>
  );
}

/**
 * What confirms a withdrawal or turning the allow-list off (decision 089): the withdrawal
 * password (`<testId>-security-password`) and the second code (`codeTestId`).
 */
export function PasswordAndCode({
  password,
  code,
  twoFactor,
  send,
  sending,
  testId,
  codeTestId,
}: {
  password: GetInputPropsReturnType;
  code: GetInputPropsReturnType;
  twoFactor: boolean;
  /** Sends the e-mail or SMS code (two-factor off); calls back with where it went. */
  send: (onSent: (sent: ConfirmationCodeSent) => void) => void;
  sending: boolean;
  testId: string;
  codeTestId: string;
}) {
  const { t } = useTranslation('funds');
  return (
    <>
      <DigitsPasswordInput label={t('funds.password.label')} {...password} data-testid={`${testId}-security-password`} />
      <SecondCodeField twoFactor={twoFactor} {...code} send={send} sending={sending} testId={codeTestId} />
    </>
  );
}

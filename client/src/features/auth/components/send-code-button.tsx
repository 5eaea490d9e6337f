import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SendCodeBody } from '../../../../../shared/schemas/auth.ts';
import { toast } from '../../../lib/notify';
import { useSendCode } from '../api/send-code';
import { useCountdown } from '../../../lib/use-countdown';

interface Props {
  /** The request, or null when the account field is not valid yet (it shows its error). */
  buildRequest: () => SendCodeBody | null;
  testId: string;
}

/** "Send code" with a countdown from the server's resendInSeconds; as wide as its label ("Erneut senden in 60 s" whole on a phone). */
export function SendCodeButton({ buildRequest, testId }: Props) {
  const { t } = useTranslation();
  const send = useSendCode();
  const { secondsLeft, start } = useCountdown();
  const waiting = secondsLeft > 0;
  return (
    <Button
      variant="light"
      miw={132}
      px="xs"
      style={{ flexShrink: 0 }}
      loading={send.isPending}
      disabled={waiting}
      onClick={() => {
        const body = buildRequest();
        if (!body) return;
        send.mutate(body, {
          onSuccess: (result) => {
            start(result.resendInSeconds);
            toast.success(t('auth.codeSent', { target: result.target }));
          },
        });
      }}
      data-testid={testId}
      data-seconds-left={secondsLeft}
    >
      {waiting ? t('auth.resendIn', { seconds: secondsLeft }) : t('auth.sendCode')}
    </Button>
  );
}

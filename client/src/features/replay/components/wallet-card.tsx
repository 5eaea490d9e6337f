// The replay wallet: its balances and a reset (confirmed: every replay's open business closes).
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPrompt } from '../../../components/confirm-prompt';
import { useFormat } from '../../../lib/format';
import { useReplayWallet } from '../api/get-wallet';
import { useResetReplayWallet } from '../api/reset-wallet';

export function WalletCard() {
  const { t } = useTranslation('trade');
  const f = useFormat();
  const wallet = useReplayWallet();
  const reset = useResetReplayWallet();
  const [asking, setAsking] = useState(false);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="replay-wallet">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Text fw={600}>{t('replay.wallet')}</Text>
          {wallet.data?.balances.map((b) => (
            <Text key={b.currency} size="sm" data-testid={`replay-wallet-${b.currency}`} data-value={b.available}>
              {f.exactMoney(b.available, b.currency)}
            </Text>
          ))}
          <Text size="xs" c="dimmed">
            {t('replay.walletNote')}
          </Text>
        </Stack>
        <Button variant="light" color="orange" size="compact-sm" onClick={() => setAsking(true)} data-testid="replay-wallet-reset">
          {t('replay.reset')}
        </Button>
      </Group>
      <ConfirmPrompt
        opened={asking}
        title={t('replay.resetTitle')}
        text={t('replay.resetText')}
        confirmLabel={t('replay.reset')}
        color="orange"
        loading={reset.isPending}
        onConfirm={() => reset.mutate(undefined, { onSuccess: () => setAsking(false) })}
        onClose={() => setAsking(false)}
        testId="replay-reset-confirm"
      />
    </Paper>
  );
}

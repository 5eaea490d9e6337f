// The replay wallet: its balances and a reset (confirmed: every replay's open business closes).
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { useFormat } from '../../../lib/format';
import { useReplayWallet } from '../api/get-wallet';
import { useResetReplayWallet } from '../api/reset-wallet';

export function WalletCard() {
  const { t } = useTranslation('trade');
  const f = useFormat();
  const wallet = useReplayWallet();
  const reset = useResetReplayWallet();
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
        <ConfirmButton
          label={t('replay.reset')}
          title={t('replay.resetTitle')}
          text={t('replay.resetText')}
          color="orange"
          variant="light"
          size="compact-sm"
          loading={reset.isPending}
          onConfirm={(done) => reset.mutate(undefined, { onSuccess: done })}
          testId="replay-wallet-reset"
        />
      </Group>
    </Paper>
  );
}

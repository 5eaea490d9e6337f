import { Alert, Flex, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockCheck, IconCoin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import { QrCode } from '../../../components/qr-code';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { useDepositAddress } from '../api/get-deposit-address';
import type { Chain } from '../types';

/**
 * The user's own deposit address of a coin on one network (issue 38): the QR code, the address
 * with a copy button, the warning that names the network, the confirmations before it is
 * credited and the minimum deposit.
 */
export function DepositAddress({ coin, network, compact }: { coin: string; network: Chain; compact?: boolean }) {
  const { t } = useTranslation('funds');
  const f = useFormat();
  const q = useDepositAddress(coin, network);
  const a = q.data;
  return (
    <QueryState isPending={q.isPending} isError={q.isError} onRetry={() => void q.refetch()} minHeight={compact ? 280 : 180}>
      {a && (
        <Paper withBorder radius="md" p="md" className="stat-tile" data-testid="deposit-address" data-network={a.network}>
          <Stack gap="md">
            <Flex gap="lg" align="center" direction={compact ? 'column' : 'row'}>
              <div className="qr-frame">
                <QrCode
                  value={a.address}
                  size={compact ? 176 : 148}
                  label={t('depositAddress.qrLabel', { coin, network: a.networkName })}
                  testId="recharge-qr"
                />
              </div>
              <Stack gap={8} w={compact ? '100%' : undefined} style={{ flex: 1, minWidth: 0 }}>
                <Text fz="xs" c="dimmed">
                  {t('depositAddress.title', { coin, network: a.networkName })}
                </Text>
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <Text ff="monospace" fz="sm" fw={600} className="break-all" data-testid="recharge-address">
                    {a.address}
                  </Text>
                  <CopyButton value={a.address} testId="recharge-copy" />
                </Group>
                <Text fz="xs" c="dimmed">
                  {t('depositAddress.own')}
                </Text>
                <Group gap="lg" wrap="wrap" style={{ rowGap: 4 }}>
                  <Group gap={6} wrap="nowrap">
                    <IconClockCheck size={16} color="var(--mantine-color-dimmed)" aria-hidden />
                    <Text fz="sm" data-testid="deposit-confirmations">
                      {a.confirmations === 1
                        ? t('depositAddress.creditedOne')
                        : t('depositAddress.credited', { confirmations: a.confirmations })}
                    </Text>
                  </Group>
                  <Group gap={6} wrap="nowrap">
                    <IconCoin size={16} color="var(--mantine-color-dimmed)" aria-hidden />
                    <Text fz="sm" className="num" data-testid="deposit-minimum">
                      {t('depositAddress.minimum', { amount: f.exactMoney(a.minDeposit, coin) })}
                    </Text>
                  </Group>
                </Group>
              </Stack>
            </Flex>
            <Alert variant="light" color="orange" radius="md" p="sm" icon={<IconAlertTriangle size={18} />} data-testid="deposit-warning">
              <Text fz="sm">{t('depositAddress.warning', { coin, network: a.networkName })}</Text>
            </Alert>
          </Stack>
        </Paper>
      )}
    </QueryState>
  );
}

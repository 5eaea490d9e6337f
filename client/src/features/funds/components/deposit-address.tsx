import { Flex, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import { QrCode } from '../../../components/qr-code';

/** The platform's deposit address of a coin and network, with a QR code and a copy button. */
export function DepositAddress({ address, coin, chain, compact }: { address: string; coin: string; chain: string; compact?: boolean }) {
  const { t } = useTranslation('funds');
  return (
    <Paper withBorder radius="md" p="md" className="stat-tile">
      <Flex gap="lg" align="center" direction={compact ? 'column' : 'row'}>
        <div className="qr-frame">
          <QrCode value={address} size={compact ? 176 : 148} label={t('funds.recharge.qrLabel')} testId="recharge-qr" />
        </div>
        <Stack gap={6} w={compact ? '100%' : undefined} style={{ flex: 1, minWidth: 0 }}>
          <Text fz="xs" c="dimmed">
            {t('funds.recharge.address', { coin, chain })}
          </Text>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <Text ff="monospace" fz="sm" fw={600} className="break-all" data-testid="recharge-address">
              {address}
            </Text>
            <CopyButton value={address} testId="recharge-copy" />
          </Group>
          <Text fz="xs" c="yellow">
            {t('funds.recharge.addressHint', { coin, chain })}
          </Text>
        </Stack>
      </Flex>
    </Paper>
  );
}

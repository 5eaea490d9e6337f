import { Flex, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../lib/env';
import type { OfflineChannel } from '../types';
import { CopyButton } from '../../../components/copy-button';

/**
 * Where to send a bank transfer: the payee account of the chosen currency, each detail with
 * a copy button, the payment QR code when staff set one, and (first) the reference code the
 * transfer's remark quotes.
 */
export function PayeeDetails({ channel, compact, reference }: { channel: OfflineChannel; compact?: boolean; reference?: ReactNode }) {
  const { t } = useTranslation('funds');
  const fields = [
    { name: 'payeeName', label: t('funds.recharge.payeeName'), value: channel.payeeName },
    { name: 'bankName', label: t('funds.recharge.payeeBank'), value: channel.bankName },
    // banking apps take the digits alone: the groups are for reading
    {
      name: 'accountNumber',
      label: t('funds.recharge.payeeAccount'),
      value: channel.accountNumber,
      copy: channel.accountNumber.replace(/[\s-]+/g, ''),
      mono: true,
    },
    { name: 'bankBranch', label: t('funds.recharge.payeeBranch'), value: channel.bankBranch },
  ];
  return (
    <Paper withBorder radius="md" p="md" className="stat-tile" data-testid="recharge-payee" data-currency={channel.currency}>
      <Text fw={600} mb="sm">
        {t('funds.recharge.payeeTitle', { currency: channel.currency })}
      </Text>
      {reference && <div style={{ marginBottom: 'var(--mantine-spacing-sm)' }}>{reference}</div>}
      <Flex gap="lg" direction={compact ? 'column' : 'row'} align={compact ? 'stretch' : 'flex-start'}>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          {fields.map((f) => (
            <Group key={f.name} gap="xs" wrap="nowrap" justify="space-between">
              <div style={{ minWidth: 0 }}>
                <Text fz="xs" c="dimmed">
                  {f.label}
                </Text>
                <Text
                  fz="sm"
                  fw={600}
                  className={f.mono ? 'mono' : undefined}
                  style={{ overflowWrap: 'anywhere' }}
                  data-testid={`recharge-payee-${f.name}`}
                >
                  {f.value}
                </Text>
              </div>
              <CopyButton
                value={f.copy ?? f.value}
                label={t('funds.recharge.copyField', { field: f.label })}
                testId={`recharge-payee-copy-${f.name}`}
              />
            </Group>
          ))}
        </Stack>
        {channel.qrImage && (
          <Stack gap={6} align="center">
            <div className="qr-frame">
              <img
                src={imageUrl(channel.qrImage)}
                width={compact ? 176 : 148}
                height={compact ? 176 : 148}
                alt={t('funds.recharge.payeeQr')}
                data-testid="recharge-payee-qr"
              />
            </div>
            <Text fz="xs" c="dimmed" ta="center">
              {t('funds.recharge.payeeQrHint')}
            </Text>
          </Stack>
        )}
      </Flex>
      <Text fz="xs" c="yellow" mt="sm">
        {t('funds.recharge.payeeHint')}
      </Text>
    </Paper>
  );
}

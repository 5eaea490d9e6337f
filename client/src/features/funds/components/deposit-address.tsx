import { ActionIcon, Flex, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { QrCode } from './qr-code';

async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    // older browsers and insecure pages: a selected textarea and execCommand
    const area = document.createElement('textarea');
    area.value = value;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/** The platform's deposit address of a coin and network, with a QR code and a copy button. */
export function DepositAddress({ address, coin, chain, compact }: { address: string; coin: string; chain: string; compact?: boolean }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyText(address)) {
      setCopied(true);
      toast.success(t('common.copied'));
      window.setTimeout(() => setCopied(false), 1500);
    }
  };
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
            <Tooltip label={copied ? t('common.copied') : t('common.copy')}>
              <ActionIcon variant="light" color={copied ? 'green' : undefined} onClick={() => void copy()} aria-label={t('common.copy')} data-testid="recharge-copy">
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          </Group>
          <Text fz="xs" c="yellow">
            {t('funds.recharge.addressHint', { coin, chain })}
          </Text>
        </Stack>
      </Flex>
    </Paper>
  );
}

// The settlement proof of a price a trade used (decision 015, 073): the commitment of the
// market period that drew it, in full (monospace, wrapping) with a copy button, and a link to
// that period's page, where the revealed seed is checked against it in the browser.
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { currentDevice, type Device, deviceOfPath } from '../lib/device';
import { CopyButton } from './copy-button';

/** The page of a market period (its commitment, revealed seed and check) in the given interface. */
export function marketPeriodPath(device: Device, start: number): string {
  return `/${device}/market/period?start=${start}`;
}

interface Props {
  periodStart: number;
  commitment: string;
  /** What the proof is of ("Entry tick", "Close"); default: the market commitment. */
  label?: string;
  testId: string;
}

export function SettlementProof({ periodStart, commitment, label, testId }: Props) {
  const { t } = useTranslation('trade');
  const { pathname } = useLocation();
  const device = deviceOfPath(pathname) ?? currentDevice();
  return (
    <Stack gap={4} data-testid={testId} data-period={periodStart}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="sm" c="dimmed">
          {label ?? t('fast.commitment')}
        </Text>
        <Group gap={6} wrap="nowrap">
          <CopyButton value={commitment} label={t('proof.copy')} testId={`${testId}-copy`} />
          <Anchor component={Link} to={marketPeriodPath(device, periodStart)} fz="sm" data-testid={`${testId}-period`}>
            <Group gap={2} wrap="nowrap">
              {t('proof.check')}
              <IconChevronRight size={14} />
            </Group>
          </Anchor>
        </Group>
      </Group>
      <Text ff="monospace" fz="xs" style={{ wordBreak: 'break-all' }} title={t('fast.commitmentHint')} data-testid={`${testId}-commitment`}>
        {commitment}
      </Text>
    </Stack>
  );
}

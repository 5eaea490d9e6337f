import { Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconBuildingBank, IconCurrencyBitcoin } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { useRechargeChannels } from '../api/get-recharge-channels';
import { useFundsLinks } from '../links';
import type { Deposit } from '../types';
import { CryptoRechargeForm } from './crypto-recharge-form';
import { MaintenanceNotice } from './maintenance-notice';
import { OfflineRechargeForm } from './offline-recharge-form';
import { DepositStatusBadge } from './status-badge';
import { SubmittedNotice } from './submitted-notice';

type Channel = 'offline' | 'crypto';

/** Deposit: offline transfer or crypto tabs; after submitting, the "wait for review" answer. */
export function RechargePanel({ compact }: { compact?: boolean }) {
  const { t } = useTranslation('funds');
  const f = useFormat();
  const navigate = useNavigate();
  const links = useFundsLinks();
  const channels = useRechargeChannels();
  const [tab, setTab] = useState<Channel>('offline');
  const [submitted, setSubmitted] = useState<Deposit | null>(null);

  if (submitted) {
    return (
      <SubmittedNotice
        testId="recharge-success"
        title={t('funds.recharge.successTitle')}
        text={t('funds.common.waitForReview')}
        details={
          <Group gap="xs" justify="center">
            <Text fw={600} className="num">
              {f.money(submitted.amount, submitted.currency)} {submitted.currency}
            </Text>
            <DepositStatusBadge status={submitted.status} />
          </Group>
        }
        actions={[
          { label: t('funds.recharge.viewHistory'), onClick: () => navigate(links.rechargeHistory), testId: 'recharge-success-history' },
          { label: t('funds.common.viewFlow'), onClick: () => navigate(links.property), testId: 'recharge-success-flow' },
          { label: t('funds.recharge.again'), onClick: () => setSubmitted(null), testId: 'recharge-again' },
        ]}
      />
    );
  }

  const data = channels.data;
  return (
    <QueryState isPending={channels.isPending} isError={channels.isError} onRetry={() => void channels.refetch()}>
      {data && (
        <Tabs value={tab} onChange={(v) => setTab(v === 'crypto' ? 'crypto' : 'offline')} keepMounted={false} variant="pills" radius="md">
          <Tabs.List grow={compact} mb="md">
            <Tabs.Tab value="offline" leftSection={<IconBuildingBank size={16} />} data-testid="recharge-tab-offline">
              {t('funds.recharge.offline')}
            </Tabs.Tab>
            <Tabs.Tab value="crypto" leftSection={<IconCurrencyBitcoin size={16} />} data-testid="recharge-tab-crypto">
              {t('funds.recharge.crypto')}
            </Tabs.Tab>
          </Tabs.List>
          <Paper withBorder radius="lg" p={compact ? 'md' : 'lg'}>
            <Tabs.Panel value="offline">
              {data.offline.maintenance ? (
                <MaintenanceNotice message={t('funds.recharge.maintenance')} testId="recharge-maintenance" />
              ) : (
                <Stack gap="md">
                  <Text fz="sm" c="dimmed">
                    {t('funds.recharge.offlineIntro')}
                  </Text>
                  <OfflineRechargeForm channels={data} onSubmitted={setSubmitted} compact={compact} />
                </Stack>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="crypto">
              {data.crypto.maintenance || data.crypto.networks.length === 0 ? (
                <MaintenanceNotice message={t('funds.recharge.maintenance')} testId="recharge-maintenance" />
              ) : (
                <CryptoRechargeForm channels={data} onSubmitted={setSubmitted} compact={compact} />
              )}
            </Tabs.Panel>
          </Paper>
        </Tabs>
      )}
    </QueryState>
  );
}

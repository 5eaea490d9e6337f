import { Paper, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useInvitees } from '../api/get-invitees';
import { useReferralRewards } from '../api/get-referral-rewards';
import type { InviteePageData, RewardPageData } from '../types';
import { PagedRows } from './paged-rows';

function Invitees() {
  const { t } = useTranslation('account');
  const f = useFormat();
  const [page, setPage] = useState(1);
  return (
    <PagedRows<InviteePageData['items'][number]>
      query={useInvitees(page)}
      page={page}
      onPage={setPage}
      emptyText={t('account.inviteesEmpty')}
      testId="invitees"
      row={(u) => ({ key: `${u.account}-${u.createdAt}`, title: u.account, sub: t('account.joined', { date: f.date(u.createdAt) }) })}
    />
  );
}

function Rewards() {
  const { t } = useTranslation('account');
  const f = useFormat();
  const [page, setPage] = useState(1);
  return (
    <PagedRows<RewardPageData['items'][number]>
      query={useReferralRewards(page)}
      page={page}
      onPage={setPage}
      emptyText={t('account.rewardsEmpty')}
      testId="rewards"
      row={(r) => ({
        key: r.id,
        title: r.inviteeAccount,
        sub: `${f.dateTime(r.createdAt)} · ${t('account.feeOf', { fee: f.moneyCode(r.fee, r.currency) })}`,
        end: (
          <Text fz="sm" fw={600} c="green" className="num">
            +{f.moneyCode(r.reward, r.currency)}
          </Text>
        ),
      })}
    />
  );
}

/** The people the user invited and the rewards their real-mode trading fees paid. */
export function InvitationsPanel({ compact }: { compact?: boolean }) {
  const { t } = useTranslation('account');
  return (
    <Paper withBorder radius="lg" p={compact ? 'md' : 'lg'} data-testid="invitations-panel">
      <Title order={4}>{t('account.invitations')}</Title>
      <Text fz="sm" c="dimmed" mt={4} mb="sm">
        {t('account.invitationsNote')}
      </Text>
      <Tabs defaultValue="invitees" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="invitees" data-testid="tab-invitees">
            {t('account.inviteesTab')}
          </Tabs.Tab>
          <Tabs.Tab value="rewards" data-testid="tab-rewards">
            {t('account.rewardsTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="invitees" pt="xs">
          <Invitees />
        </Tabs.Panel>
        <Tabs.Panel value="rewards" pt="xs">
          <Rewards />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}

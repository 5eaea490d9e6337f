import { Alert, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconClock, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { DetailRow } from '../../../components/detail-row';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { useKyc } from '../api/get-kyc';
import type { KycStatus } from '../types';
import { AdvancedForm } from './advanced-form';
import { JuniorForm } from './junior-form';
import { KycStateBadge } from './kyc-state-badge';

const TIER_COLORS = { none: 'gray', junior: 'blue', advanced: 'green' } as const;

/**
 * Certification (spec sections 3–5): the user's tier, then junior and advanced, each with its
 * state, the reviewer's reason when rejected (and the form again), the details under review or
 * authenticated; advanced opens once junior is authenticated. Shared by /pc and /wp.
 */
export function CertifyScreen({ compact = false }: { compact?: boolean }) {
  const kyc = useKyc();
  return (
    <QueryState isPending={kyc.isPending} isError={kyc.isError} onRetry={() => void kyc.refetch()}>
      {kyc.data && <Certification status={kyc.data} compact={compact} />}
    </QueryState>
  );
}

function Certification({ status, compact }: { status: KycStatus; compact: boolean }) {
  const { t } = useTranslation('account');
  const { junior, advanced } = status;
  const canSubmit = (state: string) => state === 'unverified' || state === 'rejected';
  return (
    <Stack gap={compact ? 'md' : 'lg'} data-testid="kyc-screen">
      <Paper withBorder radius="md" p={compact ? 'sm' : 'md'}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconShieldCheck size={22} style={{ flexShrink: 0 }} />
            <Text fw={600}>{t('kyc.yourTier')}</Text>
          </Group>
          <Badge
            size="lg"
            color={TIER_COLORS[status.tier]}
            variant="light"
            style={{ flexShrink: 0 }}
            data-testid="kyc-tier"
            data-tier={status.tier}
          >
            {t(`kyc.tier.${status.tier}`)}
          </Badge>
        </Group>
      </Paper>

      <SectionCard
        title={t('kyc.junior.title')}
        lead={t('kyc.junior.lead')}
        badge={<KycStateBadge state={junior.state} testId="kyc-junior-state" />}
        compact={compact}
        testId="kyc-junior"
      >
        <Stack gap="sm">
          <Progress state={junior.state} reason={junior.rejectReason} submittedAt={junior.submittedAt} reviewedAt={junior.reviewedAt} />
          {junior.state !== 'unverified' && junior.docNumber && (
            <Stack gap={4}>
              <DetailRow label={t('kyc.form.idType')}>{junior.idType ? t(`kyc.idTypes.${junior.idType}`) : '—'}</DetailRow>
              <DetailRow label={t('kyc.form.realName')}>{junior.realName}</DetailRow>
              <DetailRow label={t('kyc.form.docNumber')} testId="kyc-doc-masked">
                {junior.docNumber}
              </DetailRow>
            </Stack>
          )}
          {canSubmit(junior.state) && (
            <JuniorForm
              initial={
                junior.state === 'rejected' ? { idType: junior.idType ?? undefined, realName: junior.realName ?? undefined } : undefined
              }
            />
          )}
        </Stack>
      </SectionCard>

      <SectionCard
        title={t('kyc.advanced.title')}
        lead={t('kyc.advanced.lead')}
        badge={<KycStateBadge state={advanced.state} testId="kyc-advanced-state" />}
        compact={compact}
        testId="kyc-advanced"
      >
        <Stack gap="sm">
          {junior.state !== 'authenticated' ? (
            <Text fz="sm" c="dimmed" data-testid="kyc-junior-first">
              {t('kyc.juniorFirst')}
            </Text>
          ) : (
            <>
              <Progress
                state={advanced.state}
                reason={advanced.rejectReason}
                submittedAt={advanced.submittedAt}
                reviewedAt={advanced.reviewedAt}
              />
              {canSubmit(advanced.state) && <AdvancedForm compact={compact} />}
            </>
          )}
        </Stack>
      </SectionCard>

      {status.limits.length > 0 && <Limits status={status} compact={compact} />}
    </Stack>
  );
}

/** What the state means now: under review since, rejected with the reason (submit again), or authenticated when. */
function Progress({
  state,
  reason,
  submittedAt,
  reviewedAt,
}: {
  state: string;
  reason: string | null;
  submittedAt: string | null;
  reviewedAt: string | null;
}) {
  const { t } = useTranslation('account');
  const { dateTime } = useFormat();
  if (state === 'authenticating' && submittedAt)
    return (
      <Alert color="yellow" variant="light" icon={<IconClock size={18} />}>
        {t('kyc.underReview', { date: dateTime(submittedAt) })}
      </Alert>
    );
  if (state === 'rejected')
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title={t('kyc.rejectedTitle')}
        data-testid="kyc-reject-reason"
      >
        <Text fz="sm">{t('kyc.rejectedReason', { reason: reason ?? '' })}</Text>
        <Text fz="sm" mt={4}>
          {t('kyc.resubmitHint')}
        </Text>
      </Alert>
    );
  if (state === 'authenticated' && reviewedAt)
    return (
      <Text fz="sm" c="green">
        {t('kyc.authenticatedOn', { date: dateTime(reviewedAt) })}
      </Text>
    );
  return null;
}

/** The withdrawal limits of each tier (above them a second staff member reviews a withdrawal). */
function Limits({ status, compact }: { status: KycStatus; compact: boolean }) {
  const { t } = useTranslation('account');
  const { moneyCode } = useFormat();
  return (
    <Paper withBorder radius="md" p={compact ? 'sm' : 'md'} data-testid="kyc-limits">
      <Stack gap="xs">
        <Title order={compact ? 5 : 4}>{t('kyc.limits.title')}</Title>
        <Table fz="sm" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('kyc.limits.tier')}</Table.Th>
              <Table.Th ta="right">{t('kyc.limits.daily')}</Table.Th>
              <Table.Th ta="right">{t('kyc.limits.monthly')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {status.limits.map((l) => (
              <Table.Tr key={l.tier} fw={l.tier === status.tier ? 700 : undefined} data-current={l.tier === status.tier}>
                <Table.Td>{t(`kyc.tier.${l.tier}`)}</Table.Td>
                <Table.Td ta="right">{moneyCode(l.daily, 'USDT')}</Table.Td>
                <Table.Td ta="right">{moneyCode(l.monthly, 'USDT')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text fz="xs" c="dimmed">
          {t('kyc.limits.note')}
        </Text>
      </Stack>
    </Paper>
  );
}

import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminResponsibleView } from '../../../../../shared/schemas/responsible.ts';
import { DetailRow } from '../../../components/detail-row';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { useUserResponsible } from '../api/get-user-responsible';

type Limit = AdminResponsibleView['lossLimit'];

/**
 * A customer's responsible-trading settings on their page (decision 077): their limits with
 * any raise waiting, the exclusion's end and the appropriateness check. Read only: the
 * customer sets them, and nothing in the back office lifts an exclusion early.
 */
export function UserResponsiblePanel({ userId }: { userId: number }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const q = useUserResponsible(userId);
  const d = q.data;
  const usdt = (v: string) => f.moneyCode(v, 'USDT');
  const limit = (label: string, l: Limit, testId: string) => (
    <>
      <DetailRow label={label} testId={testId}>
        {l.value === null ? t('admin.responsible.none') : usdt(l.value)}
      </DetailRow>
      {l.pending && (
        <Text fz="xs" c="orange" ta="right" data-testid={`${testId}-pending`}>
          {l.pending.value === null
            ? t('admin.responsible.removal', { at: f.dateTime(l.pending.at) })
            : t('admin.responsible.pending', { value: usdt(l.pending.value), at: f.dateTime(l.pending.at) })}
        </Text>
      )}
    </>
  );
  return (
    <Paper withBorder radius="md" p="md" data-testid="user-responsible-panel">
      <Group justify="space-between" mb={4}>
        <Title order={4}>{t('admin.responsible.title')}</Title>
        {d?.exclusionUntil && (
          <Badge color="red" variant="light" data-testid="user-responsible-excluded">
            {t('admin.responsible.excluded')}
          </Badge>
        )}
      </Group>
      <Text fz="xs" c="dimmed" mb="sm">
        {t('admin.responsible.note')}
      </Text>
      <QueryState isPending={q.isPending} isError={q.isError} onRetry={() => void q.refetch()} minHeight={80}>
        {d && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Stack gap={4}>
              {limit(t('admin.responsible.loss'), d.lossLimit, 'user-responsible-loss')}
              <DetailRow label={t('admin.responsible.todayLoss')}>{usdt(d.today.loss)}</DetailRow>
              {limit(t('admin.responsible.deposit'), d.depositLimit, 'user-responsible-deposit')}
              <DetailRow label={t('admin.responsible.todayDeposits')}>{usdt(d.today.deposits)}</DetailRow>
            </Stack>
            <Stack gap={4}>
              <DetailRow label={t('admin.responsible.exclusion')} testId="user-responsible-exclusion">
                {d.exclusionUntil ? f.dateTime(d.exclusionUntil) : t('admin.responsible.notExcluded')}
              </DetailRow>
              <DetailRow label={t('admin.responsible.check')} testId="user-responsible-check">
                {d.appropriatenessPassedAt
                  ? `${f.dateTime(d.appropriatenessPassedAt)} (v${d.appropriatenessVersion ?? '?'})`
                  : t('admin.responsible.notPassed')}
              </DetailRow>
              <DetailRow label={t('admin.responsible.attempts')}>{d.attempts}</DetailRow>
            </Stack>
          </SimpleGrid>
        )}
      </QueryState>
    </Paper>
  );
}

import { Badge, Group, Pagination, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { toast } from '../../../lib/notify';
import { useFormat } from '../../../lib/format';
import { useUserCredit } from '../api/get-user-credit';
import { useStaffPermissions } from '../hooks/use-staff-permissions';
import { CreditScoreForm } from './credit-score-form';

/**
 * A customer's credit score on their page: the score, every change with its reason (as the
 * customer sees them), and a change proposed with a reason for a second staff member to approve
 * (credit.write). The score gates nothing (decision 046).
 */
export function UserCreditPanel({ userId, score }: { userId: number; score: number }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const [page, setPage] = useState(1);
  const history = useUserCredit(userId, page);
  const { may } = useStaffPermissions();
  const items = history.data?.items ?? [];
  return (
    <Paper withBorder radius="md" p="md" data-testid="user-credit-panel">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={4}>{t('admin.credit.title')}</Title>
            <Badge size="lg" variant="light" data-testid="user-credit-score">
              {score}
            </Badge>
          </Group>
          <Text fz="xs" c="dimmed">
            {t('admin.credit.note')}
          </Text>
          <QueryState
            isPending={history.isPending}
            isError={history.isError}
            isEmpty={items.length === 0}
            emptyText={t('admin.credit.empty')}
            onRetry={() => void history.refetch()}
            minHeight={80}
          >
            <Table fz="sm" data-testid="user-credit-history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.credit.when')}</Table.Th>
                  <Table.Th>{t('admin.credit.change')}</Table.Th>
                  <Table.Th>{t('admin.credit.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>{f.dateTime(c.createdAt)}</Table.Td>
                    <Table.Td className="num">
                      {c.before} → {c.after}
                    </Table.Td>
                    <Table.Td>{c.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {(history.data?.total ?? 0) > 10 && (
              <Pagination size="sm" value={page} total={Math.ceil((history.data?.total ?? 0) / 10)} onChange={setPage} />
            )}
          </QueryState>
        </Stack>
        {may('credit.write') && (
          <Stack gap="xs">
            <Title order={5}>{t('admin.credit.propose')}</Title>
            <CreditScoreForm userId={userId} score={score} onProposed={() => toast.success(t('admin.credit.proposed'))} />
          </Stack>
        )}
      </SimpleGrid>
    </Paper>
  );
}

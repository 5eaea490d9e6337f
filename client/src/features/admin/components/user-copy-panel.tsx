import { Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { useUserCopy } from '../api/get-user-copy';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A customer's copy trading on their page (decision 103), read only: the modes they lead in
 * (since when, how many follow them) and the leaders they copy, with each subscription's
 * terms, margin in use, open copies, copied and skipped jobs and status.
 */
export function UserCopyPanel({ userId }: { userId: number }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const q = useUserCopy(userId);
  const d = q.data;
  const leading = d?.leader.filter((m) => m.enabled) ?? [];
  return (
    <Paper withBorder radius="md" p="md" data-testid="user-copy-panel">
      <Title order={4} mb={4}>
        {t('admin.copy.title')}
      </Title>
      <Text fz="xs" c="dimmed" mb="sm">
        {t('admin.copy.note')}
      </Text>
      <QueryState isPending={q.isPending} isError={q.isError} onRetry={() => void q.refetch()} minHeight={80}>
        {d && (
          <>
            <Group gap="xs" mb="sm" data-testid="user-copy-leading">
              <Text fz="sm" fw={600}>
                {t('admin.copy.leads')}
              </Text>
              {leading.length === 0 ? (
                <Text fz="sm" c="dimmed">
                  {t('admin.copy.notLeading')}
                </Text>
              ) : (
                leading.map((m) => (
                  <Badge key={m.mode} variant="light" color={m.mode === 'demo' ? 'orange' : 'blue'} tt="none">
                    {t(`admin.copy.mode_${m.mode}`)} · {t('admin.copy.followers', { n: m.followers })}
                    {m.since !== null && ` · ${f.date(iso(m.since))}`}
                  </Badge>
                ))
              )}
            </Group>
            {d.subscriptions.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {t('admin.copy.none')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={760}>
                <Table striped fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('admin.copy.leader')}</Table.Th>
                      <Table.Th>{t('admin.copy.wallet')}</Table.Th>
                      <Table.Th>{t('admin.copy.ratio')}</Table.Th>
                      <Table.Th>{t('admin.copy.cap')}</Table.Th>
                      <Table.Th>{t('admin.copy.marginInUse')}</Table.Th>
                      <Table.Th>{t('admin.copy.openCopies')}</Table.Th>
                      <Table.Th>{t('admin.copy.copiedSkipped')}</Table.Th>
                      <Table.Th>{t('admin.copy.status')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {d.subscriptions.map((s) => (
                      <Table.Tr key={s.id} data-testid="user-copy-row">
                        <Table.Td>
                          {s.leaderName}{' '}
                          <Text span fz="xs" c="dimmed">
                            #{s.leaderId} · {t(`admin.copy.mode_${s.leaderMode}`)}
                          </Text>
                        </Table.Td>
                        <Table.Td>{t(`admin.copy.mode_${s.mode}`)}</Table.Td>
                        <Table.Td className="num">{f.decimal(s.ratio)}×</Table.Td>
                        <Table.Td className="num">{f.moneyCode(s.maxMargin, 'USDT')}</Table.Td>
                        <Table.Td className="num">{f.moneyCode(s.marginInUse, 'USDT')}</Table.Td>
                        <Table.Td className="num">{s.openCopies}</Table.Td>
                        <Table.Td className="num">
                          {s.copied} / {s.skipped} / {s.pending}
                        </Table.Td>
                        <Table.Td>
                          <Badge color={s.status === 'active' ? 'teal' : 'gray'} variant="light">
                            {s.status === 'active' ? t('admin.copy.active') : t(`admin.copy.stopped_${s.stopReason ?? 'user'}`)}
                          </Badge>
                          <Text fz="xs" c="dimmed">
                            {f.dateTime(iso(s.stoppedAt ?? s.createdAt))}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </>
        )}
      </QueryState>
    </Paper>
  );
}

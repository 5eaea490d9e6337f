import { Badge, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { alertRule, MOVE_WINDOWS, type MoveWindow } from '../../../../../shared/price-alerts.ts';
import type { AlertView } from '../../../../../shared/schemas/alerts.ts';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { useUserAlerts } from '../api/get-user-alerts';

const STATUS_COLOR = { active: 'blue', fired: 'green', cancelled: 'gray' } as const;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A customer's price alerts on their page (issue 37 point 3), read only: the active ones, then
 * the latest fired (with the tick that crossed each: its price and time) and cancelled. Prices
 * and times in the staff member's language.
 */
export function UserAlertsPanel({ userId }: { userId: number }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const q = useUserAlerts(userId);
  const d = q.data;
  const row = (a: AlertView) => (
    <Table.Tr key={a.id} data-testid="user-alert-row">
      <Table.Td>{a.symbol}</Table.Td>
      <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {alertRule(a.kind, f.decimal(a.threshold), a.window ? MOVE_WINDOWS[a.window as MoveWindow] : null)}
      </Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLOR[a.status]} variant="light" style={{ flexShrink: 0 }}>
          {t(`admin.alerts.status_${a.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td className="num">
        {f.decimal(a.armedAt.price)} · {f.dateTime(iso(a.createdAt))}
      </Table.Td>
      <Table.Td className="num">{a.firedTick ? `${f.decimal(a.firedTick.price)} · ${f.dateTime(iso(a.firedTick.time))}` : '—'}</Table.Td>
    </Table.Tr>
  );
  return (
    <Paper withBorder radius="md" p="md" data-testid="user-alerts-panel">
      <Title order={4} mb={4}>
        {t('admin.alerts.title')}
      </Title>
      <Text fz="xs" c="dimmed" mb="sm">
        {t('admin.alerts.note')}
        {d && ` ${t('admin.alerts.counts', d.counts)}`}
      </Text>
      <QueryState isPending={q.isPending} isError={q.isError} onRetry={() => void q.refetch()} minHeight={80}>
        {d &&
          (d.active.length + d.recent.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {t('admin.alerts.none')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.alerts.symbol')}</Table.Th>
                    <Table.Th>{t('admin.alerts.rule')}</Table.Th>
                    <Table.Th>{t('admin.alerts.status')}</Table.Th>
                    <Table.Th>{t('admin.alerts.setAt')}</Table.Th>
                    <Table.Th>{t('admin.alerts.firedTick')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>{[...d.active, ...d.recent].map(row)}</Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ))}
      </QueryState>
    </Paper>
  );
}

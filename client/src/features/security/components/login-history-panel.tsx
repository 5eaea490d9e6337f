import { Badge, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { type LoginEvent, useLoginHistory } from '../api/get-login-history';
import { useDeviceOf } from '../device';
import { SectionCard } from '../../../components/section-card';

const PAGE_SIZE = 10;
const RESULT_COLOR: Record<LoginEvent['result'], string> = { success: 'green', failure: 'orange', locked: 'red', challenge: 'blue' };

/** The user's own login attempts, newest first, ten a page. */
export function LoginHistoryPanel({ compact }: { compact?: boolean }) {
  const { t } = useTranslation('account');
  const f = useFormat();
  const deviceOf = useDeviceOf();
  const [page, setPage] = useState(1);
  const history = useLoginHistory(page, PAGE_SIZE);
  const total = history.data?.total ?? 0;
  return (
    <SectionCard compact={compact} title={t('security.history.title')} lead={t('security.history.lead')} testId="login-history-panel">
      <Stack gap={0}>
        {history.isPending && <Skeleton h={120} radius="md" />}
        {history.data?.items.length === 0 && (
          <Text fz="sm" c="dimmed">
            {t('security.history.empty')}
          </Text>
        )}
        {history.data?.items.map((e) => (
          <Group
            key={e.id}
            justify="space-between"
            wrap="nowrap"
            py={8}
            gap="sm"
            style={{ borderBottom: '1px solid var(--app-border)' }}
            data-testid="login-event"
          >
            <Stack gap={2} miw={0}>
              <Text fz="sm">{deviceOf(e.userAgent).label}</Text>
              <Text fz="xs" c="dimmed" className="num">
                {f.dateTime(e.createdAt)} · {e.ip || t('common.dash')}
              </Text>
            </Stack>
            <Badge color={RESULT_COLOR[e.result]} variant="light" style={{ flex: 'none' }} data-testid="login-event-result">
              {t(`security.history.results.${e.result}`)}
            </Badge>
          </Group>
        ))}
        {total > PAGE_SIZE && (
          <Group justify="center" mt="md">
            <Pagination size="sm" value={page} total={Math.ceil(total / PAGE_SIZE)} onChange={setPage} data-testid="login-history-pages" />
          </Group>
        )}
      </Stack>
    </SectionCard>
  );
}

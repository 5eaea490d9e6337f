import { Badge, Card, Group, Paper, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { MODE_COLOR, MODE_LABEL, type TradeMode } from '../../../lib/trading/mode';
import { LEADERS_PAGE_SIZE, useLeaders } from '../api/get-leaders';
import type { CopyLeader, ReportView } from '../types';
import { CopyButton } from './copy-button';
import { CopyDialog } from './copy-dialog';
import { LeaderDetail } from './leader-detail';
import { LeaderFigures } from './leader-figures';

/**
 * The traders one can copy, real and demo apart: each with their masked name and record, a
 * Copy button (or "Copying"), and their whole results one click away.
 */
export function LeadersList({ compact, report, onCopying }: { compact: boolean; report: ReportView; onCopying: () => void }) {
  const { t } = useTranslation('trade');
  const [mode, setMode] = useState<TradeMode>('real');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [copying, setCopying] = useState<CopyLeader | null>(null);
  const leaders = useLeaders(mode, page);
  const items = leaders.data?.items ?? [];
  return (
    <Stack gap="sm" data-testid="copy-leaders">
      <Group justify="space-between" gap="xs">
        <SegmentedControl
          value={mode}
          onChange={(v) => {
            setMode(v as TradeMode);
            setPage(1);
          }}
          color={MODE_COLOR[mode]}
          fullWidth={compact}
          style={compact ? { flex: '1 1 100%' } : undefined}
          data={(['real', 'demo'] as const).map((m) => ({
            value: m,
            label: <span data-testid={`copy-leaders-mode-${m}`}>{t(MODE_LABEL[m])}</span>,
          }))}
        />
        <Text size="xs" c="dimmed">
          {t(mode === 'demo' ? 'copyTrading.demoNote' : 'copyTrading.realNote')}
        </Text>
      </Group>
      <QueryState
        isPending={leaders.isPending}
        isError={leaders.isError}
        isEmpty={items.length === 0}
        emptyText={t('copyTrading.noLeaders')}
        onRetry={() => void leaders.refetch()}
        minHeight={160}
      >
        {items.map((l) => (
          <Card key={`${l.leaderId}-${l.mode}`} withBorder padding="sm" data-testid={`copy-leader-${l.leaderId}`}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <UnstyledButton onClick={() => setOpen(l.leaderId)} miw={0} data-testid={`copy-leader-${l.leaderId}-open`}>
                  <Group gap={6} wrap="nowrap">
                    <Text fw={700} truncate>
                      {l.name}
                    </Text>
                    <Badge size="sm" variant="outline" color={MODE_COLOR[l.mode]} style={{ flexShrink: 0 }}>
                      {t(MODE_LABEL[l.mode])}
                    </Badge>
                    <IconChevronRight size={16} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0 }} />
                  </Group>
                </UnstyledButton>
                {!compact && <CopyButton leader={l} onCopy={setCopying} onCopying={onCopying} />}
              </Group>
              <LeaderFigures leader={l} cols={compact ? 4 : 8} />
              {compact && <CopyButton leader={l} onCopy={setCopying} onCopying={onCopying} fullWidth />}
            </Stack>
          </Card>
        ))}
        <Pager page={page} total={leaders.data?.total ?? 0} pageSize={LEADERS_PAGE_SIZE} onChange={setPage} testId="copy-leaders-pager" />
      </QueryState>
      <Paper p="xs" radius="md" bg="var(--mantine-color-default-hover)">
        <Text size="xs" c="dimmed">
          {t('copyTrading.disclaimer')}
        </Text>
      </Paper>
      <LeaderDetail
        id={open}
        mode={mode}
        compact={compact}
        report={report}
        onClose={() => setOpen(null)}
        onCopy={(l) => {
          setOpen(null);
          setCopying(l);
        }}
        onCopying={() => {
          setOpen(null);
          onCopying();
        }}
      />
      <CopyDialog leader={copying} onClose={() => setCopying(null)} />
    </Stack>
  );
}

import { Badge, Drawer, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { MODE_COLOR, MODE_LABEL, type TradeMode } from '../../../lib/trading/mode';
import { useLeader } from '../api/get-leader';
import type { CopyLeader, ReportView } from '../types';
import { LeaderFigures } from './leader-figures';
import { CopyButton } from './copy-button';

/**
 * One leader: their record and their results of that mode, all time (the analytics report's
 * summary figures and equity curve, drawn by the page), with the Copy button. Desktop: a drawer
 * on the right; phone: from the bottom.
 */
export function LeaderDetail({
  id,
  mode,
  compact,
  report,
  onClose,
  onCopy,
  onCopying,
}: {
  id: number | null;
  mode: TradeMode;
  compact: boolean;
  report: ReportView;
  onClose: () => void;
  onCopy: (l: CopyLeader) => void;
  onCopying: () => void;
}) {
  const { t } = useTranslation('trade');
  const q = useLeader(id, mode);
  const d = q.data;
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position={compact ? 'bottom' : 'right'}
      size={compact ? '90%' : 'xl'}
      zIndex={400}
      title={t('copyTrading.detailTitle')}
    >
      <QueryState isPending={q.isPending} isError={q.isError} onRetry={() => void q.refetch()} minHeight={240}>
        {d && (
          <Stack gap="md" data-testid={`copy-leader-detail-${d.leader.leaderId}`}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap={6} miw={0} wrap="nowrap">
                <Text fw={700} fz="lg" truncate>
                  {d.leader.name}
                </Text>
                <Badge variant="outline" color={MODE_COLOR[d.leader.mode]} style={{ flexShrink: 0 }}>
                  {t(MODE_LABEL[d.leader.mode])}
                </Badge>
              </Group>
              <CopyButton leader={d.leader} onCopy={onCopy} onCopying={onCopying} />
            </Group>
            <LeaderFigures leader={d.leader} cols={3} only={['since', 'followers', 'open-positions']} />
            <Text size="xs" c="dimmed">
              {t('copyTrading.recordNote')}
            </Text>
            {d.report.summary.trades === 0 ? (
              <Text c="dimmed" ta="center" py="lg">
                {t('copyTrading.noTradesYet')}
              </Text>
            ) : (
              report(d.report, compact)
            )}
          </Stack>
        )}
      </QueryState>
    </Drawer>
  );
}

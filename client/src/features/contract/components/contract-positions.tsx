import { Button, Card, Group, Pagination, Stack, Tabs, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTradeEnv } from '../../../lib/trading/env';
import type { TradeMode } from '../../../lib/trading/mode';
import { useCloseAll } from '../api/close-all';
import { positionQueryOptions } from '../api/get-position';
import { OPEN_PAGE_SIZE, usePositions } from '../api/get-positions';
import type { ContractPosition, PositionStatus } from '../types';
import { ConfirmPrompt } from '../../../components/confirm-prompt';
import { ContractStatsBar } from './contract-stats';
import { FollowTraders } from './follow-traders';
import { type PositionAction, PositionActionDialog } from './position-actions';
import { PositionCard, type PositionActionKind } from './position-card';
import { PositionDetail } from './position-detail';

const STATUSES: PositionStatus[] = ['holding', 'pending', 'locked', 'closed', 'revoked'];
/** History pages (open lists show everything at once: OPEN_PAGE_SIZE). */
const HISTORY_PAGE_SIZE = 10;
const HISTORY: PositionStatus[] = ['closed', 'revoked'];

function PositionList({
  status,
  mode,
  compact,
  onAction,
  onDetail,
}: {
  status: PositionStatus;
  mode: TradeMode;
  compact: boolean;
  onAction: (kind: PositionActionKind, p: ContractPosition) => void;
  onDetail: (id: number) => void;
}) {
  const { t } = useTranslation('trade');
  const history = HISTORY.includes(status);
  const [page, setPage] = useState(1);
  const pageSize = history ? HISTORY_PAGE_SIZE : OPEN_PAGE_SIZE;
  const { data, isPending } = usePositions({ status, mode, page, pageSize });
  const items = data?.items ?? [];
  return (
    <Stack gap="xs" data-testid={`contract-list-${status}`}>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md" data-testid={`contract-empty-${status}`}>
          {isPending ? t('common.loading') : t(`contract.empty.${status}`)}
        </Text>
      ) : (
        items.map((p) => <PositionCard key={p.id} position={p} compact={compact} onAction={onAction} onDetail={onDetail} />)
      )}
      {history && data && data.total > pageSize && (
        <Group justify="center">
          <Pagination size="sm" total={Math.ceil(data.total / pageSize)} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}

/** How many positions a tab holds, beside its name (open lists only; read from the same cached first page). */
function TabCount({ status, mode }: { status: PositionStatus; mode: TradeMode }) {
  const { data } = usePositions({ status, mode, page: 1, pageSize: OPEN_PAGE_SIZE });
  return data && data.total > 0 ? <span data-testid={`contract-count-${status}`}> ({data.total})</span> : null;
}

/**
 * Below the panel: the mode's statistics, the positions by status as tabs (live figures on the
 * holding and locked ones), the traders one can follow, "close all" and every action's prompt.
 */
export function ContractPositions({ mode, compact }: { mode: TradeMode; compact: boolean }) {
  const { t } = useTranslation('trade');
  const [tab, setTab] = useState<string>('holding');
  const [action, setAction] = useState<PositionAction | null>(null);
  const [detail, setDetail] = useState<number | null>(null);
  const [closingAll, setClosingAll] = useState(false);
  const holding = usePositions({ status: 'holding', mode, page: 1, pageSize: OPEN_PAGE_SIZE });
  const closeAll = useCloseAll();
  const onAction = (kind: PositionActionKind, position: ContractPosition) => setAction({ kind, position });
  const env = useTradeEnv();
  const client = useQueryClient();
  // the leg that holds again after an unlock has no stops: offer them again, as the lock removed them
  const onUnlocked = (holdingId: number) => {
    void client.fetchQuery(positionQueryOptions(env, holdingId)).then(
      (position) => {
        if (position.status === 'holding') setAction({ kind: 'stops', position, afterUnlock: true });
      },
      // (a failed read is toasted by the http layer; the unlock itself is done)
      () => undefined,
    );
  };
  const holdingCount = holding.data?.total ?? 0;
  return (
    <Card withBorder padding={compact ? 'sm' : 'md'} data-testid="contract-positions">
      <Stack gap="sm">
        <ContractStatsBar mode={mode} compact={compact} />
        <Tabs value={tab} onChange={(v) => v && setTab(v)} keepMounted={false}>
          <Group justify="space-between" wrap="nowrap" align="flex-end" gap="xs">
            {/* the five tabs wrap onto a second row on a phone rather than run off its edge ("Cl…") */}
            <Tabs.List style={{ flexWrap: 'wrap', flex: 1, minWidth: 0 }}>
              {STATUSES.map((s) => (
                <Tabs.Tab key={s} value={s} data-testid={`contract-tab-${s}`} style={{ flexShrink: 0 }}>
                  {t(`contract.status.${s}`)}
                  {!HISTORY.includes(s) && <TabCount status={s} mode={mode} />}
                </Tabs.Tab>
              ))}
              <Tabs.Tab value="follow" data-testid="contract-tab-follow" style={{ flexShrink: 0 }}>
                {t('contract.follow')}
              </Tabs.Tab>
            </Tabs.List>
            {!compact && (
              <Button
                size="xs"
                color="red"
                variant="light"
                disabled={holdingCount === 0}
                onClick={() => setClosingAll(true)}
                data-testid="contract-close-all"
              >
                {t('contract.closeAllPositions')}
              </Button>
            )}
          </Group>
          {STATUSES.map((s) => (
            <Tabs.Panel key={s} value={s} pt="sm">
              <PositionList status={s} mode={mode} compact={compact} onAction={onAction} onDetail={setDetail} />
            </Tabs.Panel>
          ))}
          <Tabs.Panel value="follow" pt="sm">
            <FollowTraders mode={mode} />
          </Tabs.Panel>
        </Tabs>
        {compact && tab === 'holding' && holdingCount > 0 && (
          <Button color="red" variant="light" onClick={() => setClosingAll(true)} data-testid="contract-close-all">
            {t('contract.closeAllPositions')}
          </Button>
        )}
      </Stack>
      <PositionActionDialog action={action} onClose={() => setAction(null)} onUnlocked={onUnlocked} />
      <PositionDetail id={detail} onClose={() => setDetail(null)} compact={compact} />
      <ConfirmPrompt
        opened={closingAll}
        onClose={() => setClosingAll(false)}
        title={t('contract.closeAllPositions')}
        text={t('contract.confirm.closeAll', { count: holdingCount })}
        confirmLabel={t('contract.closeAllPositions')}
        color="red"
        loading={closeAll.isPending}
        onConfirm={() => closeAll.mutate(mode, { onSuccess: () => setClosingAll(false) })}
        testId="contract-close-all-dialog"
      />
    </Card>
  );
}

import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { currentDevice } from '../../../lib/device';
import { useFormat } from '../../../lib/format';
import type { TradeMode } from '../../../lib/trading/mode';
import { useFollow } from '../api/follow';
import { useContractSetting } from '../api/get-settings';
import { useTraders } from '../api/get-traders';
import { lotsProblem } from '../order-form';
import { SIDE_COLOR } from '../side';
import type { ContractPosition } from '../types';
import { ConfirmPrompt } from '../../../components/confirm-prompt';
import { LotsInput } from './lots-input';

/** Copying one leader position: the lots (the leader's by default), same side and leverage, own margin. */
function FollowDialog({ leader, mode, onClose }: { leader: ContractPosition | null; mode: TradeMode; onClose: () => void }) {
  const { t } = useTranslation('trade');
  const setting = useContractSetting(leader?.productId);
  const follow = useFollow();
  const [lots, setLots] = useState<string | null>(null);
  if (!leader) return null;
  const typed = lots ?? leader.lots;
  const bad = setting.data ? lotsProblem(typed, setting.data) !== null : !typed;
  const close = () => {
    setLots(null);
    onClose();
  };
  return (
    <ConfirmPrompt
      opened
      onClose={close}
      title={t('contract.action.follow')}
      text={t('contract.confirm.follow', { symbol: leader.symbol, side: t(`contract.side.${leader.side}`), leverage: leader.leverage })}
      confirmLabel={t('contract.action.follow')}
      disabled={bad}
      loading={follow.isPending}
      onConfirm={() => follow.mutate({ positionId: leader.id, lots: typed, mode }, { onSuccess: close })}
      testId="contract-follow-dialog"
    >
      <LotsInput value={typed} onChange={setLots} limits={setting.data ?? undefined} testId="contract-follow-lots" />
    </ConfirmPrompt>
  );
}

/**
 * The traders who let others follow them, their holding positions, and a Follow button on each
 * (a one-shot copy of one position); above them, the way to copy trading (copying a trader's
 * positions as they open and close).
 */
export function FollowTraders({ mode }: { mode: TradeMode }) {
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const traders = useTraders(true);
  const [leader, setLeader] = useState<ContractPosition | null>(null);
  const list = traders.data ?? [];
  return (
    <Stack gap="xs" data-testid="contract-traders">
      <Alert variant="light" color="grape" p="xs" icon={<IconUsersGroup size={18} />} data-testid="contract-copy-trading">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" style={{ flex: '1 1 12rem' }}>
            {t('contract.copyTradingHint')}
          </Text>
          <Button
            component={Link}
            to={`/${currentDevice()}/copy`}
            size="xs"
            color="grape"
            rightSection={<IconChevronRight size={14} />}
            data-testid="contract-copy-trading-link"
          >
            {t('contract.copyTradingLink')}
          </Button>
        </Group>
      </Alert>
      {list.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {traders.isPending ? t('common.loading') : t('contract.noTraders')}
        </Text>
      )}
      {list.map((trader) => (
        <Card key={trader.traderId} withBorder padding="sm" data-testid={`contract-trader-${trader.traderId}`}>
          <Text fw={600} mb={6}>
            {trader.name}
          </Text>
          <Stack gap={6}>
            {trader.positions.length === 0 && (
              <Text size="xs" c="dimmed">
                {t('contract.noLeaderPositions')}
              </Text>
            )}
            {trader.positions.map((p) => (
              <Group key={p.id} justify="space-between" wrap="nowrap" gap="xs">
                <Group gap={6} wrap="wrap" miw={0}>
                  <Text size="sm" fw={600}>
                    {p.symbol}
                  </Text>
                  <Badge size="sm" color={SIDE_COLOR[p.side]}>
                    {t(`contract.side.${p.side}`)} {p.leverage}×
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {t('contract.lotsCount', { lots: fmt.decimal(p.lots) })} · {p.entryPrice ? fmt.decimal(p.entryPrice) : '—'}
                  </Text>
                </Group>
                <Button size="xs" onClick={() => setLeader(p)} data-testid={`contract-follow-${p.id}`} style={{ flexShrink: 0 }}>
                  {t('contract.action.follow')}
                </Button>
              </Group>
            ))}
          </Stack>
        </Card>
      ))}
      <FollowDialog leader={leader} mode={mode} onClose={() => setLeader(null)} />
    </Stack>
  );
}

import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { grossShown } from '../../../../../shared/money.ts';
import { IconChevronRight } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { pnlColor } from '../pnl';
import { SIDE_COLOR } from '../side';
import { WRAPPING_BUTTON } from './wrapping-button';
import type { ContractPosition } from '../types';

export type PositionActionKind = 'close' | 'reverse' | 'stops' | 'add' | 'lock' | 'unlock' | 'cancel';

/** The actions each status offers (section 4 of the spec), in the order they are shown. */
export const ACTIONS_BY_STATUS: Record<ContractPosition['status'], PositionActionKind[]> = {
  holding: ['close', 'stops', 'add', 'reverse', 'lock'],
  locked: ['unlock'],
  pending: ['cancel'],
  closed: [],
  revoked: [],
};

function Figure({
  label,
  children,
  testId,
  value,
  c,
  wrap,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  value?: string | null;
  c?: string;
  /** Words may wrap (a reason or a date in a phone's narrow column); amounts and prices never do. */
  wrap?: boolean;
}) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed" truncate>
        {label}
      </Text>
      <Text
        size="sm"
        fw={600}
        ff="monospace"
        c={c}
        data-testid={testId}
        data-value={value ?? ''}
        style={{ whiteSpace: wrap ? 'normal' : 'nowrap' }}
      >
        {children}
      </Text>
    </Stack>
  );
}

interface Props {
  position: ContractPosition;
  compact: boolean;
  onAction: (kind: PositionActionKind, position: ContractPosition) => void;
  onDetail: (id: number) => void;
}

/** One position: what it holds, its live figures (holding, locked) or outcome (closed), its actions. */
export const PositionCard = memo(function PositionCard({ position: p, compact, onAction, onDetail }: Props) {
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const price = (v: string | null) => (v ? fmt.decimal(v) : '—');
  const money = (v: string | null, signed = false) => (v ? fmt.money(v, p.currency, { signed }) : '—');
  const live = p.status === 'holding' || p.status === 'locked';
  const figures: ReactNode[] = [];
  if (p.status === 'pending') {
    figures.push(
      <Figure key="limit" label={t('contract.limitPrice')}>
        {price(p.limitPrice)}
      </Figure>,
      <Figure key="margin" label={t('contract.margin')}>
        {money(p.margin)}
      </Figure>,
      <Figure key="sl" label={t('contract.stopLoss')}>
        {price(p.stopLoss)}
      </Figure>,
      <Figure key="tp" label={t('contract.takeProfit')}>
        {price(p.takeProfit)}
      </Figure>,
    );
  } else {
    figures.push(
      <Figure key="entry" label={t('contract.entryPrice')} testId={`contract-entry-${p.id}`} value={p.entryPrice}>
        {price(p.entryPrice)}
      </Figure>,
    );
    if (live) {
      figures.push(
        <Figure key="mark" label={t('contract.markPrice')} testId={`contract-mark-${p.id}`} value={p.markPrice}>
          {price(p.markPrice)}
        </Figure>,
        <Figure
          key="pnl"
          label={t('contract.unrealizedPnl')}
          testId={`contract-pnl-${p.id}`}
          value={p.unrealizedPnl}
          c={pnlColor(p.unrealizedPnl)}
        >
          {money(p.unrealizedPnl, true)}
        </Figure>,
        <Figure key="margin" label={t('contract.margin')}>
          {money(p.margin)}
        </Figure>,
        <Figure key="ratio" label={t('contract.marginRatio')} testId={`contract-ratio-${p.id}`} value={p.marginRatio}>
          {p.marginRatio ? fmt.percent(p.marginRatio, false) : '—'}
        </Figure>,
        <Figure key="liq" label={t('contract.liqPrice')} c="orange" testId={`contract-liq-${p.id}`} value={p.liquidationPrice}>
          {p.status === 'locked' ? t('contract.lockedNoLiq') : price(p.liquidationPrice)}
        </Figure>,
        <Figure key="sl" label={t('contract.stopLoss')} testId={`contract-sl-${p.id}`} value={p.stopLoss}>
          {price(p.stopLoss)}
        </Figure>,
        <Figure key="tp" label={t('contract.takeProfit')} testId={`contract-tp-${p.id}`} value={p.takeProfit}>
          {price(p.takeProfit)}
        </Figure>,
      );
    } else {
      figures.push(
        <Figure key="close" label={t('contract.closePrice')}>
          {price(p.closePrice)}
        </Figure>,
        // what it made or lost in all, with the P/L before fees and the fees beside it
        <Figure key="net" label={t('contract.netPnl')} testId={`contract-net-${p.id}`} value={p.netPnl} c={pnlColor(p.netPnl)}>
          {money(p.netPnl, true)}
        </Figure>,
        <Figure
          key="pnl"
          label={t('contract.grossPnl')}
          testId={`contract-realized-${p.id}`}
          value={p.realizedPnl}
          c={pnlColor(p.realizedPnl)}
        >
          {money(p.netPnl !== null && p.fees !== null ? grossShown(p.netPnl, p.fees, p.currency) : p.realizedPnl, true)}
        </Figure>,
        <Figure key="fees" label={t('contract.fees')} testId={`contract-fees-${p.id}`} value={p.fees}>
          {money(p.fees)}
        </Figure>,
        <Figure key="reason" label={t('contract.closeReason')} testId={`contract-reason-${p.id}`} value={p.closeReason} wrap>
          {p.closeReason ? t(`contract.reason.${p.closeReason}`) : t('contract.status.revoked')}
        </Figure>,
        <Figure key="closed" label={t('contract.closedAt')}>
          {p.closedAt ? fmt.dateTime(new Date(p.closedAt).toISOString()) : '—'}
        </Figure>,
      );
    }
  }
  const actions = ACTIONS_BY_STATUS[p.status];
  // a finished position's card opens its detail (events and their proofs) anywhere on it
  const finished = actions.length === 0;
  return (
    <Card
      withBorder
      padding="sm"
      data-testid={`contract-position-${p.id}`}
      data-status={p.status}
      className={finished ? 'proof-row' : undefined}
      onClick={finished ? () => onDetail(p.id) : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="wrap" miw={0}>
            <Text fw={700}>{p.symbol}</Text>
            <Badge color={SIDE_COLOR[p.side]} size="sm">
              {t(`contract.side.${p.side}`)} {p.leverage}×
            </Badge>
            <Text size="sm" c="dimmed" data-testid={`contract-lots-${p.id}`} data-value={p.lots}>
              {t('contract.lotsCount', { lots: fmt.decimal(p.lots) })}
            </Text>
            {p.copiedFrom ? (
              <Badge size="sm" variant="light" color="grape" tt="none" maw="100%" data-testid={`contract-copied-${p.id}`}>
                {t('contract.copiedFrom', { name: p.copiedFrom })}
              </Badge>
            ) : (
              p.followOf !== null && (
                <Badge size="sm" variant="light">
                  {t('contract.followed')}
                </Badge>
              )
            )}
          </Group>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={(e) => {
              // (the finished card's own click opens it too)
              e.stopPropagation();
              onDetail(p.id);
            }}
            rightSection={<IconChevronRight size={14} />}
            data-testid={`contract-detail-open-${p.id}`}
            style={{ flexShrink: 0 }}
          >
            {t('contract.details')}
          </Button>
        </Group>
        <SimpleGrid cols={compact ? 3 : 8} spacing="xs" verticalSpacing={6}>
          {figures}
        </SimpleGrid>
        {actions.length > 0 && (
          <SimpleGrid cols={compact ? Math.min(actions.length, 3) : Math.max(actions.length, 5)} spacing={6}>
            {actions.map((kind) => (
              <Button
                key={kind}
                size={compact ? 'sm' : 'xs'}
                {...(compact ? WRAPPING_BUTTON : {})}
                // the main action of each status stands out; the others are lighter
                variant={kind === 'close' || kind === 'cancel' || kind === 'unlock' ? 'filled' : 'light'}
                onClick={() => onAction(kind, p)}
                data-testid={`contract-${kind}-${p.id}`}
              >
                {t(`contract.action.${kind}`)}
              </Button>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
});

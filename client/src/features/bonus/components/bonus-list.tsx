import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BonusView } from '../../../../../shared/schemas/bonus.ts';
import { useFormat } from '../../../lib/format';
import { useBonuses } from '../api/get-bonuses';
import { BonusStateBadge } from './bonus-state-badge';
import { TurnoverProgress } from './turnover-progress';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The user's bonuses (decision 048): kind, amount, what is still locked, when granted, the
 * turnover that unlocks it, when it expires and its state; a table on desktop, cards on mobile.
 * Shown only once the user has had a bonus.
 */
export function BonusList({ layout }: { layout: 'table' | 'cards' }) {
  const { t } = useTranslation('account');
  const f = useFormat();
  const bonuses = useBonuses();
  const data = bonuses.data;
  if (bonuses.isPending) return <Skeleton h={120} radius="lg" />;
  if (!data || data.items.length === 0) return null;
  const when = (ms: number | null) => (ms === null ? t('common.dash') : f.dateTime(new Date(ms).toISOString()));
  const amountOf = (b: BonusView) => (b.state === 'active' ? b.locked : b.settledAmount);
  return (
    <Stack gap="sm" data-testid="bonus-list">
      <Group justify="space-between" align="baseline">
        <Group gap={8}>
          <IconGift size={20} />
          <Title order={layout === 'table' ? 3 : 4}>{t('bonus.title')}</Title>
        </Group>
        <Text fz="sm" c="dimmed" className="num" data-testid="bonus-locked-total" data-value={data.locked}>
          {t('bonus.lockedTotal', { amount: f.moneyCode(data.locked, 'USDT') })}
        </Text>
      </Group>
      <Text fz="xs" c="dimmed">
        {t('bonus.rules')}
      </Text>
      {layout === 'table' ? (
        <Paper withBorder radius="lg" className="list-card">
          <div className="fund-table-wrap">
            <table className="fund-table">
              <thead>
                <tr>
                  <th>{t('bonus.kindLabel')}</th>
                  <th className="num-col">{t('bonus.amount')}</th>
                  <th className="num-col">{t('bonus.lockedOrSettled')}</th>
                  <th>{t('bonus.turnover')}</th>
                  <th>{t('bonus.grantedAt')}</th>
                  <th>{t('bonus.expiresAt')}</th>
                  <th>{t('bonus.stateLabel')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((b) => (
                  <tr key={b.id} data-testid={`bonus-${b.kind}`}>
                    <td className="strong" style={NOWRAP}>
                      {t(`bonus.kind.${b.kind}`)}
                    </td>
                    <td className="num-col num" style={NOWRAP}>
                      {f.moneyCode(b.amount, 'USDT')}
                    </td>
                    <td className="num-col num" style={NOWRAP} data-testid="bonus-locked" data-value={amountOf(b)}>
                      {f.moneyCode(amountOf(b), 'USDT')}
                    </td>
                    <td>
                      <TurnoverProgress bonus={b} />
                    </td>
                    <td>{when(b.grantedAt)}</td>
                    <td>{when(b.expiresAt)}</td>
                    <td style={NOWRAP}>
                      <BonusStateBadge state={b.state} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Paper>
      ) : (
        <Stack gap="sm">
          {data.items.map((b) => (
            <Paper key={b.id} withBorder radius="md" p="md" data-testid={`bonus-${b.kind}`}>
              <Group justify="space-between" mb={8}>
                <Text fw={700}>{t(`bonus.kind.${b.kind}`)}</Text>
                <BonusStateBadge state={b.state} />
              </Group>
              <SimpleGrid cols={2} spacing="xs" mb={8}>
                <Stack gap={0}>
                  <Text fz="xs" c="dimmed">
                    {t('bonus.amount')}
                  </Text>
                  <Text fz="sm" fw={600} className="num">
                    {f.moneyCode(b.amount, 'USDT')}
                  </Text>
                </Stack>
                <Stack gap={0}>
                  <Text fz="xs" c="dimmed">
                    {t('bonus.lockedOrSettled')}
                  </Text>
                  <Text fz="sm" fw={600} className="num" data-testid="bonus-locked" data-value={amountOf(b)}>
                    {f.moneyCode(amountOf(b), 'USDT')}
                  </Text>
                </Stack>
                <Stack gap={0}>
                  <Text fz="xs" c="dimmed">
                    {t('bonus.grantedAt')}
                  </Text>
                  <Text fz="sm">{when(b.grantedAt)}</Text>
                </Stack>
                <Stack gap={0}>
                  <Text fz="xs" c="dimmed">
                    {t('bonus.expiresAt')}
                  </Text>
                  <Text fz="sm">{when(b.expiresAt)}</Text>
                </Stack>
              </SimpleGrid>
              <Text fz="xs" c="dimmed">
                {t('bonus.turnover')}
              </Text>
              <TurnoverProgress bonus={b} />
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

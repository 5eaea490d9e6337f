// The practice terminal (issue 43, decision 106): one component for a replay session and a
// class wallet. The prices as a line, the wallet's balances, the order panel and its business.
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import type { PracticeWallet } from '../../../lib/trading/practice';
import { usePracticeState } from '../api/get-state';
import type { PracticeState } from '../types';
import { OrderPanel } from './order-panel';
import { PracticeLists } from './practice-lists';
import { PriceChart } from './price-chart';

function Balances({ state, compact }: { state: PracticeState; compact: boolean }) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  return (
    <Paper withBorder radius="md" p={compact ? 'xs' : 'sm'} data-testid="practice-balances">
      <Group justify="space-between" mb={4}>
        <Text fw={600} size="sm">
          {t('practice.balances')}
        </Text>
        <Badge variant="light" color="grape" data-testid="practice-mode">
          {state.mode.startsWith('class:') ? t('practice.classWallet') : t('practice.replayWallet')}
        </Badge>
      </Group>
      <SimpleGrid cols={compact ? 1 : 2} spacing={4}>
        {state.balances.map((b) => (
          <Group key={b.currency} gap={6} data-testid={`practice-balance-${b.currency}`} data-value={b.available}>
            <Text size="sm" fw={600}>
              {f.exactMoney(b.available, b.currency)}
            </Text>
            {b.held !== '0' && (
              <Text size="xs" c="dimmed">
                {t('practice.held', { amount: f.exactAmount(b.held, b.currency) })}
              </Text>
            )}
          </Group>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

export function PracticeTerminal({ wallet, compact }: { wallet: PracticeWallet; compact: boolean }) {
  const state = usePracticeState(wallet.base, wallet.refreshMs);
  const chart = <PriceChart wallet={wallet} compact={compact} />;
  const panel = <OrderPanel wallet={wallet} compact={compact} />;
  return (
    <Stack gap="sm" data-testid="practice-terminal">
      {compact ? (
        <>
          {chart}
          {panel}
        </>
      ) : (
        <Group align="stretch" wrap="nowrap" gap="sm">
          <div style={{ flex: 1, minWidth: 0 }}>{chart}</div>
          <div style={{ width: 300, flexShrink: 0 }}>{panel}</div>
        </Group>
      )}
      <QueryState isPending={state.isPending} isError={state.isError} onRetry={() => void state.refetch()} minHeight={120}>
        {state.data && (
          <>
            <Balances state={state.data} compact={compact} />
            <PracticeLists base={wallet.base} state={state.data} closed={wallet.closed} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

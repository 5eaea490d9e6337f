import { Button, Grid, Group, Stack, Tabs, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LoginRequired } from '../../../components/login-required';
import { useSession } from '../../../lib/session';
import { useMiningProducts } from '../api/get-products';
import type { MiningLayout } from '../types';
import { MiningDemoNotice } from './demo-notice';
import { MiningSummaryCard } from './mining-summary';
import { MiningOrderList } from './order-list';
import { MiningPayoutList } from './payout-list';
import { MiningProductList } from './product-list';
import { MiningSubscribePanel } from './subscribe-panel';

/** /pc/mining and /wp/mining: products, the chosen one's purchase, the totals and the orders in progress. */
export function MiningScreen({ layout, historyPath }: { layout: MiningLayout; historyPath: string }) {
  const { t } = useTranslation('funds');
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const products = useMiningProducts();
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = chosen ?? products.data?.find((p) => p.enabled)?.id ?? null;
  const purchase = selected !== null && loggedIn ? <MiningSubscribePanel productId={selected} /> : loggedIn ? null : <LoginRequired />;
  return (
    <Stack gap="lg" data-testid={`${layout}-mining`}>
      <Group justify={layout === 'pc' ? 'space-between' : 'flex-end'}>
        {/* (the mobile header names the page) */}
        {layout === 'pc' && <Title order={2}>{t('route.mining')}</Title>}
        {loggedIn && (
          <Button
            variant="light"
            size={layout === 'pc' ? 'sm' : 'compact-sm'}
            leftSection={<IconHistory size={16} />}
            onClick={() => navigate(historyPath)}
            data-testid="mining-history-link"
          >
            {t('route.miningHistory')}
          </Button>
        )}
      </Group>
      <MiningDemoNotice />
      {loggedIn && <MiningSummaryCard />}
      {layout === 'pc' ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <MiningProductList selected={selected} onSelect={setChosen} layout="wp" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>{purchase}</Grid.Col>
        </Grid>
      ) : (
        <>
          <MiningProductList selected={selected} onSelect={setChosen} layout="wp" />
          {purchase}
        </>
      )}
      {loggedIn && (
        <Stack gap="sm">
          <Title order={layout === 'pc' ? 3 : 5}>{t('mining.inProgress')}</Title>
          <MiningOrderList layout={layout} fixed="in_progress" />
        </Stack>
      )}
    </Stack>
  );
}

/** /pc/mining/history and /wp/mining/history: every order (in progress, redeemed) and every daily payout. */
export function MiningHistoryScreen({ layout, miningPath }: { layout: MiningLayout; miningPath: string }) {
  const { t } = useTranslation('funds');
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  return (
    <Stack gap="lg" data-testid={`${layout}-mining-history`}>
      <Group justify={layout === 'pc' ? 'space-between' : 'flex-end'}>
        {layout === 'pc' && <Title order={2}>{t('route.miningHistory')}</Title>}
        <Button
          variant="light"
          size={layout === 'pc' ? 'sm' : 'compact-sm'}
          onClick={() => navigate(miningPath)}
          data-testid="mining-back-link"
        >
          {t('route.mining')}
        </Button>
      </Group>
      <MiningDemoNotice />
      {!loggedIn ? (
        <LoginRequired />
      ) : (
        <>
          <MiningSummaryCard />
          <Tabs defaultValue="orders" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="orders" data-testid="mining-tab-orders">
                {t('mining.tabs.orders')}
              </Tabs.Tab>
              <Tabs.Tab value="payouts" data-testid="mining-tab-payouts">
                {t('mining.tabs.payouts')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="orders" pt="md">
              <MiningOrderList layout={layout} />
            </Tabs.Panel>
            <Tabs.Panel value="payouts" pt="md">
              <MiningPayoutList layout={layout} />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
}

import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoginRequired } from '../../../components/login-required';
import { QueryState } from '../../../components/query-state';
import type { ProductSummary } from '../../../features/market/api/get-recommended-products';
import { LiveStatus } from '../../../features/market/components/live-status';
import { QuoteSearch, QuoteTabs } from '../../../features/market/components/quote-filters';
import { QuotesTable } from '../../../features/market/components/quotes-table';
import { useQuoteList } from '../../../features/market/hooks/use-quote-list';
import { useSession } from '../../../lib/session';
import { marketDetailPath, tradePath } from '../navigation';

const detailPath = (p: ProductSummary) => marketDetailPath('pc', p.id);
const tradePathOf = (p: ProductSummary) => tradePath('pc', p.symbol);

/** Desktop quotes (/pc/market): live prices by category, the watch list, search. */
export default function PcMarketPage() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const quotes = useQuoteList();

  return (
    <Container size="xl" py="xl" data-testid="pc-market">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Group gap="sm" align="center">
              <Title order={2}>{t('route.market')}</Title>
              <LiveStatus />
            </Group>
            <Text c="dimmed" fz="sm">
              {t('app.tagline')}
            </Text>
          </div>
        </Group>
        <Group justify="space-between" align="center" gap="md">
          <QuoteTabs value={quotes.view} onChange={quotes.setView} />
          <div className="quotes-search">
            <QuoteSearch value={quotes.search} onChange={quotes.setSearch} />
          </div>
        </Group>
        {quotes.isWatch && !loggedIn ? (
          <LoginRequired />
        ) : (
          <Paper withBorder radius="lg" p="xs">
            <QueryState {...quotes.state}>
              <QuotesTable products={quotes.list} detailPath={detailPath} tradePath={tradePathOf} />
            </QueryState>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}

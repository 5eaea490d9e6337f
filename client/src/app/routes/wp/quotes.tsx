import { Stack } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import type { ProductSummary } from '../../../features/market/api/get-recommended-products';
import { QuoteSearch, QuoteTabs } from '../../../features/market/components/quote-filters';
import { QuotesList } from '../../../features/market/components/quotes-list';
import { useQuoteList } from '../../../features/market/hooks/use-quote-list';
import { marketDetailPath } from '../navigation';

const detailPath = (p: ProductSummary) => marketDetailPath('wp', p.id);

/** Mobile quotes (/wp/quotes/list): live prices by category, the watch list, search. */
export default function WpQuotesPage() {
  const quotes = useQuoteList();
  return (
    <Stack gap="sm" data-testid="wp-quotes">
      <QuoteSearch value={quotes.search} onChange={quotes.setSearch} />
      <QuoteTabs value={quotes.view} onChange={quotes.setView} />
      <QueryState {...quotes.state}>
        <QuotesList products={quotes.list} detailPath={detailPath} />
      </QueryState>
    </Stack>
  );
}

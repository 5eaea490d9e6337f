// The quotes screens' list logic, one for desktop (/pc/market) and mobile (/wp/quotes/list):
// the view (a category, all, or the watch list) kept in the address (?view=), the search
// (deferred, so typing stays quick over a long list) and the filtered products, with the
// loading, error and empty states to show around them.
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useProductList } from '../../../lib/api/product-list';
import { useWatchList } from '../api/get-watch-list';
import { matchesQuery, parseQuoteView, type QuoteView } from '../components/quote-filters';

export function useQuoteList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = parseQuoteView(params.get('view'));
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const isWatch = view === 'watch';
  const products = useProductList();
  const watch = useWatchList();
  const source = isWatch ? watch : products;
  const all = source.data;
  const list = useMemo(
    () => (all ?? []).filter((p) => (isWatch || view === 'all' || p.category === view) && matchesQuery(p, query)),
    [all, isWatch, view, query],
  );
  const emptyText = query.trim() ? t('market.noMatch') : isWatch ? t('market.emptyWatch') : undefined;
  return {
    view,
    setView: (next: QuoteView) => setParams(next === 'all' ? {} : { view: next }, { replace: true }),
    search,
    setSearch,
    isWatch,
    list,
    /** Props of <QueryState> around the list. */
    state: {
      isPending: source.isPending,
      isError: source.isError,
      isEmpty: list.length === 0,
      emptyText,
      onRetry: () => void source.refetch(),
    },
  };
}

import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProductCategory } from '../api/keys';
import type { ProductSummary } from '../api/get-recommended-products';

export type QuoteView = 'all' | ProductCategory | 'watch';
export const QUOTE_VIEWS: readonly QuoteView[] = ['all', 'crypto', 'forex', 'stock', 'commodity', 'watch'];

export function parseQuoteView(value: string | null): QuoteView {
  return (QUOTE_VIEWS as readonly string[]).includes(value ?? '') ? (value as QuoteView) : 'all';
}

/** Symbol ("btc/usdt", "btcusdt", "btc") or name ("bitcoin"), case-insensitive. */
export function matchesQuery(product: ProductSummary, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const compact = q.replace(/[\s/_-]+/g, '');
  const symbol = product.symbol.toLowerCase();
  return symbol.includes(q) || symbol.replace('/', '').includes(compact) || product.name.toLowerCase().includes(q);
}

/** Category tabs: All, Crypto, Forex, Stocks, Commodities, Watch list. */
export function QuoteTabs({ value, onChange }: { value: QuoteView; onChange: (view: QuoteView) => void }) {
  const { t } = useTranslation();
  return (
    <div className="quote-tabs" role="tablist" data-testid="quotes-tabs">
      {QUOTE_VIEWS.map((view) => (
        <button
          key={view}
          type="button"
          role="tab"
          className="quote-tab"
          aria-selected={view === value}
          data-active={view === value || undefined}
          onClick={() => onChange(view)}
          data-testid={`quotes-tab-${view}`}
        >
          {view === 'watch' ? t('market.watchList') : t(`market.${view}`)}
        </button>
      ))}
    </div>
  );
}

/** Search by symbol or name. */
export function QuoteSearch({ value, onChange, size = 'sm' }: { value: string; onChange: (value: string) => void; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <TextInput
      size={size}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      placeholder={t('market.search')}
      aria-label={t('market.search')}
      leftSection={<IconSearch size={16} />}
      rightSection={value ? <CloseButton size="sm" onClick={() => onChange('')} aria-label={t('common.close')} /> : null}
      enterKeyHint="search"
      autoComplete="off"
      data-testid="quotes-search"
    />
  );
}

import { Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormat } from '../../../lib/format';
import type { ProductSummary } from '../api/get-recommended-products';
import { useLiveProduct } from '../../../lib/api/live-quotes';
import { LivePrice } from './live-price';
import { ChangeBadge } from './price-change';
import { WatchToggle } from './watch-toggle';

interface Props {
  products: ProductSummary[];
  detailPath: (product: ProductSummary) => string;
}

/** Mobile quotes: star, symbol and name, live last price, 24-hour change. */
export function QuotesList({ products, detailPath }: Props) {
  const { t } = useTranslation();
  return (
    <div className="quotes-list" data-testid="quotes-list">
      <div className="quotes-list-head">
        <Text fz="xs" c="dimmed" className="ql-name">
          {t('market.pair')}
        </Text>
        <Text fz="xs" c="dimmed" ta="right" className="ql-price">
          {t('market.price')}
        </Text>
        <Text fz="xs" c="dimmed" ta="right" className="ql-change">
          {t('market.change')}
        </Text>
      </div>
      {products.map((p) => (
        <QuoteListRow key={p.id} product={p} to={detailPath(p)} />
      ))}
    </div>
  );
}

const QuoteListRow = memo(function QuoteListRow({ product, to }: { product: ProductSummary; to: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const p = useLiveProduct(product);
  return (
    <div className="quotes-list-row" data-testid={`quote-row-${p.symbol}`}>
      <WatchToggle productId={p.id} watched={p.isOptional} />
      <Link to={to} className="quotes-list-link">
        <span className="ql-name">
          <Text component="span" fw={600} fz="sm" display="block" truncate="end">
            {p.symbol}
          </Text>
          <Text component="span" fz="xs" c="dimmed" display="block" truncate="end">
            {p.name} · {t('market.vol')} {f.compact(p.volume)}
          </Text>
        </span>
        <span className="ql-price">
          <LivePrice
            price={p.price}
            precision={p.pricePrecision}
            changePercent={p.changePercent}
            testId={`quote-price-${p.symbol}`}
            className="ql-price-value"
          />
        </span>
        <span className="ql-change">
          <ChangeBadge percent={p.changePercent} />
        </span>
      </Link>
    </div>
  );
});

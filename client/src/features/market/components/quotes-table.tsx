import { Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useFormat } from '../../../lib/format';
import type { ProductSummary } from '../api/get-recommended-products';
import { useLiveProduct } from '../../../lib/api/live-quotes';
import { LivePrice } from './live-price';
import { ChangeText } from './price-change';
import { FigureHeads } from './product-table';
import { TradeButton } from './trade-button';
import { WatchToggle } from './watch-toggle';

interface Props {
  products: ProductSummary[];
  /** The detail page of a product (rows open it). */
  detailPath: (product: ProductSummary) => string;
  /** The trade page on a product (each row gets a Trade button). */
  tradePath?: (product: ProductSummary) => string;
}

/**
 * Desktop quotes: every figure of the 24-hour window, live. Each row reads its own quote,
 * so a tick re-renders only the rows whose figures moved.
 */
export function QuotesTable({ products, detailPath, tradePath }: Props) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll">
      <table className="product-table quotes-table" data-testid="quotes-table">
        <thead>
          <tr>
            <th className="star-col" aria-label={t('market.watchList')} />
            <th>{t('market.pair')}</th>
            <FigureHeads />
            <th className="num-col">{t('market.turnover')}</th>
            {tradePath && <th className="num-col" aria-label={t('market.trade')} />}
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <QuoteRow key={p.id} product={p} to={detailPath(p)} tradeTo={tradePath?.(p)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

const QuoteRow = memo(function QuoteRow({ product, to, tradeTo }: { product: ProductSummary; to: string; tradeTo?: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const p = useLiveProduct(product);
  const precision = p.pricePrecision;
  return (
    <tr className="quote-row" data-testid={`quote-row-${p.symbol}`} onClick={() => navigate(to)}>
      <td className="star-col">
        <WatchToggle productId={p.id} watched={p.isOptional} />
      </td>
      <td>
        <Link to={to} className="quote-link" onClick={(e) => e.stopPropagation()}>
          <Text component="span" fw={600} fz="sm" display="block">
            {p.symbol}
          </Text>
          <Text component="span" fz="xs" c="dimmed" display="block">
            {p.name} · {t(`market.${p.category}`)}
          </Text>
        </Link>
      </td>
      <td className="num-col strong">
        <LivePrice price={p.price} precision={precision} changePercent={p.changePercent} testId={`quote-price-${p.symbol}`} />
      </td>
      <td className="num-col">
        <ChangeText percent={p.changePercent} />
      </td>
      <td className="num-col num">{f.decimal(p.high, { precision })}</td>
      <td className="num-col num">{f.decimal(p.low, { precision })}</td>
      <td className="num-col num">{f.compact(p.volume)}</td>
      <td className="num-col num">{f.compact(p.turnover)}</td>
      {tradeTo && (
        <td className="num-col">
          <TradeButton to={tradeTo} testId={`quote-trade-${p.symbol}`} />
        </td>
      )}
    </tr>
  );
});

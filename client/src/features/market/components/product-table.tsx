import { Group, Text, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { ProductSummary } from '../api/get-recommended-products';
import { useLiveProduct } from '../../../lib/api/live-quotes';
import { LivePrice } from './live-price';
import { ChangeText } from './price-change';
import { TradeButton } from './trade-button';
import { WatchToggle } from './watch-toggle';

interface Props {
  products: ProductSummary[];
  /** The trade page on a product (each row gets a Trade button). */
  tradePath?: (product: ProductSummary) => string;
  /** Opens the product's detail (its name becomes a button). */
  onOpen?: (product: ProductSummary) => void;
  testId?: string;
}

/** The headings of the 24-hour figures, the same in every product table. */
export function FigureHeads() {
  const { t } = useTranslation();
  return (
    <>
      <th className="num-col">{t('market.price')}</th>
      <th className="num-col">{t('market.change')}</th>
      <th className="num-col">{t('market.high')}</th>
      <th className="num-col">{t('market.low')}</th>
      <th className="num-col">{t('market.volume')}</th>
    </>
  );
}

/**
 * Desktop table of products with their 24-hour figures, live from the quotes channel (a
 * plain table: light on the home page). Each row reads its own quote.
 */
export function ProductTable({ products, tradePath, onOpen, testId = 'product-table' }: Props) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll">
      <table className="product-table" data-testid={testId}>
        <thead>
          <tr>
            <th>{t('market.pair')}</th>
            <FigureHeads />
            <th className="num-col" aria-label={t('market.trade')} />
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <ProductRow key={p.id} product={p} tradeTo={tradePath?.(p)} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface RowProps {
  product: ProductSummary;
  tradeTo?: string;
  onOpen?: (product: ProductSummary) => void;
}

const ProductRow = memo(function ProductRow({ product, tradeTo, onOpen }: RowProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const p = useLiveProduct(product);
  const name = (
    <>
      <Text fw={600} fz="sm">
        {p.symbol}
      </Text>
      <Text fz="xs" c="dimmed">
        {p.name} · {t(`market.${p.category}`)}
      </Text>
    </>
  );
  return (
    <tr data-testid={`product-row-${p.id}`}>
      <td>
        <Group gap="xs" wrap="nowrap">
          <WatchToggle productId={p.id} watched={p.isOptional} />
          {onOpen ? (
            <UnstyledButton onClick={() => onOpen(product)} className="quote-link" data-testid={`product-open-${p.id}`}>
              {name}
            </UnstyledButton>
          ) : (
            <div>{name}</div>
          )}
        </Group>
      </td>
      <td className="num-col strong">
        <LivePrice price={p.price} precision={p.pricePrecision} changePercent={p.changePercent} testId={`product-price-${p.id}`} />
      </td>
      <td className="num-col">
        <ChangeText percent={p.changePercent} />
      </td>
      <td className="num-col num">{f.decimal(p.high, { precision: p.pricePrecision })}</td>
      <td className="num-col num">{f.decimal(p.low, { precision: p.pricePrecision })}</td>
      <td className="num-col num">{f.compact(p.volume)}</td>
      <td className="num-col">{tradeTo && <TradeButton to={tradeTo} testId={`product-trade-${p.id}`} />}</td>
    </tr>
  );
});

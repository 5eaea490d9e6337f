import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { ProductSummary } from '../api/get-recommended-products';
import { ChangeText } from './price-change';
import { WatchToggle } from './watch-toggle';

interface Props {
  products: ProductSummary[];
  onTrade?: (product: ProductSummary) => void;
  testId?: string;
}

/** Desktop table of products with their 24-hour figures (a plain table: light on the home page). */
export function ProductTable({ products, onTrade, testId = 'product-table' }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <div className="table-scroll">
      <table className="product-table" data-testid={testId}>
        <thead>
          <tr>
            <th>{t('market.pair')}</th>
            <th className="num-col">{t('market.price')}</th>
            <th className="num-col">{t('market.change')}</th>
            <th className="num-col">{t('market.high')}</th>
            <th className="num-col">{t('market.low')}</th>
            <th className="num-col">{t('market.volume')}</th>
            <th className="num-col" aria-label={t('market.trade')} />
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr key={p.id} data-testid={`product-row-${p.id}`}>
              <td>
                <Group gap="xs" wrap="nowrap">
                  <WatchToggle productId={p.id} watched={p.isOptional} />
                  <div>
                    <Text fw={600} fz="sm">
                      {p.symbol}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {p.name} · {t(`market.${p.category}`)}
                    </Text>
                  </div>
                </Group>
              </td>
              <td className="num-col num strong">{f.decimal(p.price, { precision: p.pricePrecision })}</td>
              <td className="num-col">
                <ChangeText percent={p.changePercent} />
              </td>
              <td className="num-col num">{f.decimal(p.high, { precision: p.pricePrecision })}</td>
              <td className="num-col num">{f.decimal(p.low, { precision: p.pricePrecision })}</td>
              <td className="num-col num">{f.compact(p.volume)}</td>
              <td className="num-col">
                {onTrade && (
                  <Button size="xs" variant="light" onClick={() => onTrade(p)}>
                    {t('market.trade')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

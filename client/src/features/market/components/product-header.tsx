import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { ProductSummary } from '../api/get-recommended-products';
import { LivePrice } from './live-price';
import { trendOf } from './price-change';
import { WatchToggle } from './watch-toggle';

interface Props {
  /** The product with its live figures (useLiveProduct). */
  product: ProductSummary;
  /** Mobile: the symbol is in the top bar, stats in a 2x2 grid. */
  compact?: boolean;
}

/** Detail header: name, symbol, live price and change, 24-hour high, low, volume, turnover. */
export function ProductHeader({ product: p, compact }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const trend = trendOf(p.changePercent);
  const stats = [
    { label: t('market.high'), value: f.decimal(p.high, { precision: p.pricePrecision }), testId: 'detail-high' },
    { label: t('market.low'), value: f.decimal(p.low, { precision: p.pricePrecision }), testId: 'detail-low' },
    { label: t('market.volume'), value: `${f.compact(p.volume)} ${p.baseAsset}`, testId: 'detail-volume' },
    { label: t('market.turnover'), value: `${f.compact(p.turnover)} ${p.quoteAsset}`, testId: 'detail-turnover' },
  ];
  return (
    <div className={compact ? 'detail-header detail-header-compact' : 'detail-header'} data-testid="detail-header">
      <div className="detail-title">
        {!compact && (
          <Group gap={8} wrap="nowrap" mb={4}>
            <Text fw={700} fz={24} data-testid="detail-symbol">
              {p.symbol}
            </Text>
            <WatchToggle productId={p.id} watched={p.isOptional} />
          </Group>
        )}
        <Group gap={8} wrap="nowrap">
          <Text fz="sm" c="dimmed" truncate="end">
            {p.name}
          </Text>
          <Badge variant="light" size="sm" radius="sm">
            {t(`market.${p.category}`)}
          </Badge>
        </Group>
      </div>
      <div className="detail-price-block">
        <LivePrice
          price={p.price}
          precision={p.pricePrecision}
          changePercent={p.changePercent}
          testId="detail-price"
          className="detail-price"
        />
        <Text component="div" fz="sm" fw={500} className={`num text-${trend}`} data-testid="detail-change">
          {f.decimal(p.change, { precision: p.pricePrecision, signed: true })} ({f.percent(p.changePercent)})
        </Text>
      </div>
      <dl className="detail-stats">
        {stats.map((s) => (
          <div key={s.testId} className="detail-stat">
            <dt>{s.label}</dt>
            <dd className="num" data-testid={s.testId}>
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

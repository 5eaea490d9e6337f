import { useFormat } from '../../../lib/format';
import { usePriceFlash } from '../hooks/use-price-flash';
import { trendOf } from './price-change';
import { TrendArrow } from './trend-arrow';

interface Props {
  price: string;
  precision: number;
  /** The 24-hour change percent: its sign picks the colour (rise green, fall red). */
  changePercent: string;
  testId?: string;
  className?: string;
}

/** A last price in its rise/fall colour, with ▲/▼ beside it, that flashes briefly when it moves. */
export function LivePrice({ price, precision, changePercent, testId, className }: Props) {
  const f = useFormat();
  const { flash, key } = usePriceFlash(price);
  const trend = trendOf(changePercent);
  return (
    <span
      className={`num live-price text-${trend}${className ? ` ${className}` : ''}`}
      data-testid={testId}
      data-trend={trend}
      data-price={price}
    >
      <span key={key} className={flash ? `price-flash flash-${flash}` : 'price-flash'}>
        {f.decimal(price, { precision })}
      </span>
      <TrendArrow trend={trend} />
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import { trendOf } from './price-change';

type Trend = 'rise' | 'fall' | 'flat';

/**
 * The mark beside a rise or fall colour, so that colour is never the only sign of the direction
 * (decision 076): ▲ named "Up", ▼ named "Down" (locale keys), nothing when unchanged.
 */
export function trendMark(trend: Trend): { arrow: string; labelKey: 'market.rise' | 'market.fall' } | null {
  if (trend === 'rise') return { arrow: '▲', labelKey: 'market.rise' };
  if (trend === 'fall') return { arrow: '▼', labelKey: 'market.fall' };
  return null;
}

/** ▲ or ▼ for a trend (or for the sign of a change, `of`), named in the reader's language for screen readers. */
export function TrendArrow({ trend, of }: { trend?: Trend; of?: string }) {
  const { t } = useTranslation();
  const mark = trendMark(trend ?? trendOf(of ?? '0'));
  if (!mark) return null;
  return (
    <span className="trend-arrow" role="img" aria-label={t(mark.labelKey)} data-testid="trend-arrow">
      {mark.arrow}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

/** "Min 10.00, max 50,000.00 USDT", or "Min 10.00 USDT" without a maximum, at the currency's display precision. */
export function useLimitsText() {
  const { t } = useTranslation('funds');
  const f = useFormat();
  return ({ min, max }: { min: string; max?: string | null }, currency: string) =>
    max
      ? t('funds.common.limits', { min: f.money(min, currency), max: f.money(max, currency), currency })
      : t('funds.common.minOnly', { min: f.money(min, currency), currency });
}

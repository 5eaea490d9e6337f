import { useTranslation } from 'react-i18next';
import { splitDuration } from '../money';

/** "1d 2h 3m 4s" with the locale's unit labels (zero units left out). */
export function DurationText({ seconds }: { seconds: number }) {
  const { t } = useTranslation('trade');
  const { d, h, m, s } = splitDuration(seconds);
  const parts: string[] = [];
  if (d) parts.push(t('fast.unitD', { n: d }));
  if (h) parts.push(t('fast.unitH', { n: h }));
  if (m) parts.push(t('fast.unitM', { n: m }));
  if (s || parts.length === 0) parts.push(t('fast.unitS', { n: s }));
  return <>{parts.join(' ')}</>;
}

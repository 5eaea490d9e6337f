import { Badge, Text } from '@mantine/core';
import { signOf } from '../../../../../shared/money.ts';
import { useFormat } from '../../../lib/format';

/** Rise = green, fall = red, unchanged = neutral. */
export function trendOf(value: string): 'rise' | 'fall' | 'flat' {
  const sign = signOf(value);
  return sign < 0 ? 'fall' : sign > 0 ? 'rise' : 'flat';
}

export function ChangeBadge({ percent }: { percent: string }) {
  const f = useFormat();
  const trend = trendOf(percent);
  return (
    <Badge className={`change-badge change-${trend}`} radius="sm" size="lg" variant="filled" miw={84} data-trend={trend}>
      {f.percent(percent)}
    </Badge>
  );
}

export function ChangeText({ percent, fz = 'sm' }: { percent: string; fz?: string }) {
  const f = useFormat();
  const trend = trendOf(percent);
  return (
    <Text component="span" fz={fz} fw={500} className={`text-${trend}`} data-trend={trend}>
      {f.percent(percent)}
    </Text>
  );
}

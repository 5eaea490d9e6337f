import { Progress, Stack, Text } from '@mantine/core';
import { unitsOf } from '../../../../../shared/money.ts';
import type { BonusView } from '../../../../../shared/schemas/bonus.ts';
import { useFormat } from '../../../lib/format';

/** Traded notional since the grant against what unlocks it, as a bar and figures. */
export function TurnoverProgress({ bonus }: { bonus: BonusView }) {
  const f = useFormat();
  const done = unitsOf(bonus.turnover, 6);
  const required = unitsOf(bonus.turnoverRequired, 6);
  // a whole percentage for the bar only (the figures beside it are exact)
  const percent = bonus.state === 'unlocked' || required === 0n ? 100 : Number(done >= required ? 100n : (done * 100n) / required);
  return (
    <Stack gap={4} miw={160}>
      <Progress value={percent} size="sm" color={bonus.state === 'unlocked' ? 'teal' : 'yellow'} aria-label={`${percent}%`} />
      <Text fz="xs" c="dimmed" className="num" data-testid="bonus-turnover">
        {f.money(bonus.turnover, 'USDT')} / {f.moneyCode(bonus.turnoverRequired, 'USDT')}
      </Text>
    </Stack>
  );
}

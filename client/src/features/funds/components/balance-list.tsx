import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { signOf } from '../../../../../shared/money.ts';
import { useWalletAssets } from '../../../lib/api/wallet-assets';
import { useFormat } from '../../../lib/format';

/** What is not available but still the user's: shown under the available balance when not zero. */
const HELD = ['frozen', 'position'] as const;

/** A side card: the available balance of each currency, and what is frozen or in positions. */
export function BalanceList({ highlight }: { highlight?: string }) {
  const { t } = useTranslation('funds');
  const f = useFormat();
  const assets = useWalletAssets();
  return (
    <Paper withBorder radius="lg" p="md" data-testid="balance-list">
      <Title order={5} mb="sm">
        {t('funds.common.balances')}
      </Title>
      {!assets.data ? (
        <Skeleton h={120} radius="md" />
      ) : (
        <Stack gap={8}>
          {assets.data.rows.map((r) => (
            <Group key={r.currency} justify="space-between" gap="xs" wrap="nowrap">
              <Text fz="sm" fw={r.currency === highlight ? 700 : 500}>
                {r.currency}
              </Text>
              <Stack gap={0} align="flex-end">
                <Text fz="sm" fw={600} className="num" data-testid={`balance-available-${r.currency}`} data-value={r.available}>
                  {f.money(r.available, r.currency)}
                </Text>
                {HELD.filter((k) => signOf(r[k]) !== 0).map((k) => (
                  <Text key={k} fz="xs" c={k === 'frozen' ? 'yellow' : 'dimmed'} className="num" data-testid={`balance-${k}-${r.currency}`}>
                    {t(`funds.property.${k}`)} {f.money(r[k], r.currency)}
                  </Text>
                ))}
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** A side card with a few lines of explanation. */
export function TipsCard({ text }: { text: string }) {
  const { t } = useTranslation('funds');
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={5} mb={6}>
        {t('funds.common.tipsTitle')}
      </Title>
      <Text fz="sm" c="dimmed">
        {text}
      </Text>
    </Paper>
  );
}

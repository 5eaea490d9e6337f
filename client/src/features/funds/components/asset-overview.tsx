import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconBuildingBank, IconCashBanknote } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useWalletAssets } from '../../../lib/api/wallet-assets';
import { useFormat } from '../../../lib/format';
import { useFundsLinks } from '../links';

/** The amounts shown per currency, in this order (each also names its label and test id). */
const AMOUNTS = ['available', 'frozen', 'position', 'total'] as const;

/** Total assets in USDT and, per currency, available, frozen, in positions (open fast stakes), total and value. */
export function AssetOverview({ layout }: { layout: 'table' | 'cards' }) {
  const { t } = useTranslation('funds');
  const f = useFormat();
  const navigate = useNavigate();
  const links = useFundsLinks();
  const assets = useWalletAssets();
  const data = assets.data;
  return (
    <Stack gap="md" data-testid="asset-overview">
      <Paper radius="lg" p="lg" className="user-summary">
        <Text fz="sm" c="dimmed">
          {t('funds.property.totalAssets')}
        </Text>
        <Group gap={8} align="baseline">
          <Skeleton visible={!data} w={data ? 'auto' : 180} radius="sm">
            <Text fz={32} fw={700} lh={1.2} className="num" data-testid="asset-total-usdt" data-value={data?.totalUsdt}>
              {data ? f.money(data.totalUsdt, 'USDT') : '0.00'}
            </Text>
          </Skeleton>
          <Text fw={600} c="dimmed">
            USDT
          </Text>
        </Group>
        <Group gap="xs" mt="md">
          <Button size="xs" leftSection={<IconBuildingBank size={14} />} onClick={() => navigate(links.recharge)}>
            {t('route.recharge')}
          </Button>
          <Button size="xs" variant="default" leftSection={<IconCashBanknote size={14} />} onClick={() => navigate(links.withdraw)}>
            {t('route.withdraw')}
          </Button>
          <Button size="xs" variant="default" leftSection={<IconArrowsExchange size={14} />} onClick={() => navigate(links.transfer)}>
            {t('route.transfer')}
          </Button>
        </Group>
      </Paper>
      {!data ? (
        <Skeleton h={180} radius="lg" />
      ) : layout === 'table' ? (
        <Paper withBorder radius="lg" className="list-card">
          <div className="fund-table-wrap">
            <table className="fund-table">
              <thead>
                <tr>
                  <th>{t('funds.common.currency')}</th>
                  {AMOUNTS.map((k) => (
                    <th key={k} className="num-col">
                      {t(`funds.property.${k}`)}
                    </th>
                  ))}
                  <th className="num-col">{t('funds.property.value')}</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((r) => (
                  <tr key={r.currency} data-testid={`asset-row-${r.currency}`}>
                    <td className="strong">{r.currency}</td>
                    {AMOUNTS.map((k) => (
                      <td key={k} className="num-col num" data-testid={`asset-${k}-${r.currency}`} data-value={r[k]}>
                        {f.money(r[k], r.currency)}
                      </td>
                    ))}
                    <td className="num-col num">{f.money(r.valueUsdt, 'USDT')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Paper>
      ) : (
        <Stack gap="sm">
          {data.rows.map((r) => (
            <Paper key={r.currency} withBorder radius="md" p="md" data-testid={`asset-row-${r.currency}`}>
              <Group justify="space-between" mb={8}>
                <Text fw={700}>{r.currency}</Text>
                <Text fz="sm" c="dimmed" className="num">
                  ≈ {f.money(r.valueUsdt, 'USDT')} USDT
                </Text>
              </Group>
              <SimpleGrid cols={2} spacing="xs">
                {AMOUNTS.map((k) => (
                  <Stack gap={0} key={k}>
                    <Text fz="xs" c="dimmed">
                      {t(`funds.property.${k}`)}
                    </Text>
                    <Text fz="sm" fw={600} className="num" data-testid={`asset-${k}-${r.currency}`} data-value={r[k]}>
                      {f.money(r[k], r.currency)}
                    </Text>
                  </Stack>
                ))}
              </SimpleGrid>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

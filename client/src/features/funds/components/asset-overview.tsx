import { Button, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconArrowsExchange, IconBuildingBank, IconCashBanknote } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useTickerPrice } from '../../../lib/api/live-quotes';
import { type Assets, useWalletAssets } from '../../../lib/api/wallet-assets';
import { useFormat } from '../../../lib/format';
import { useAssetView } from '../hooks/use-asset-view';
import { useFundsLinks } from '../links';
import { isZeroBalance, QUOTE_CURRENCIES, type QuoteCurrency, quotePriceSymbol, USDT_VALUE_SCALE, valueInQuote } from '../quote-total';

/** The amounts shown per currency, in this order (each also names its label and test id). */
const AMOUNTS = ['available', 'frozen', 'position', 'total'] as const;

/**
 * The chosen quote currency's decimals and a converter of USDT values into it (undefined while
 * its live price is awaited): USDT and USD 1:1, a coin at its live X/USDT price (quote-total.ts).
 */
function useQuoteValue(quote: QuoteCurrency, data: Assets | undefined) {
  const live = useTickerPrice(quotePriceSymbol(quote));
  const price = quotePriceSymbol(quote) ? live : '1';
  const scale = quote === 'USDT' ? USDT_VALUE_SCALE : (data?.rows.find((r) => r.currency === quote)?.scale ?? 8);
  return { price, scale, convert: (valueUsdt: string) => (price ? valueInQuote(valueUsdt, price, scale) : undefined) };
}

/** Hide zero balances, and the currency of the totals: both remembered on the device. */
function AssetViewControls({ view }: { view: ReturnType<typeof useAssetView> }) {
  const { t } = useTranslation('funds');
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Switch
        label={t('assetsView.hideZero')}
        checked={view.hideZero}
        onChange={(e) => view.setHideZero(e.currentTarget.checked)}
        data-testid="asset-hide-zero"
      />
      <Group gap={8} wrap="nowrap">
        <Text fz="sm" c="dimmed" id="asset-quote-label">
          {t('assetsView.quote')}
        </Text>
        <SegmentedControl
          size="xs"
          aria-labelledby="asset-quote-label"
          value={view.quote}
          onChange={(v) => view.setQuote(v as QuoteCurrency)}
          data={QUOTE_CURRENCIES.map((c) => ({ value: c, label: c }))}
          data-testid="asset-quote"
        />
      </Group>
    </Group>
  );
}

/**
 * Total assets in the chosen currency (USDT by default) and, per currency, available, frozen,
 * in positions (open fast stakes), total and value; zero balances hidden if asked.
 */
export function AssetOverview({ layout }: { layout: 'table' | 'cards' }) {
  const { t } = useTranslation('funds');
  const f = useFormat();
  const navigate = useNavigate();
  const links = useFundsLinks();
  const assets = useWalletAssets();
  const view = useAssetView();
  const { quote } = view;
  const data = assets.data;
  const q = useQuoteValue(quote, data);
  const total = data ? q.convert(data.totalUsdt) : undefined;
  const rows = data?.rows.filter((r) => !view.hideZero || !isZeroBalance(r)) ?? [];
  const quoteValueOf = (r: Assets['rows'][number]) => {
    const v = q.convert(r.valueUsdt);
    return v === undefined ? '…' : f.money(v, quote);
  };
  return (
    <Stack gap="md" data-testid="asset-overview">
      <Paper radius="lg" p="lg" className="user-summary">
        <Text fz="sm" c="dimmed">
          {t('funds.property.totalAssets')}
        </Text>
        <Group gap={8} align="baseline">
          <Skeleton visible={total === undefined} w={total !== undefined ? 'auto' : 180} radius="sm">
            <Text fz={32} fw={700} lh={1.2} className="num" data-testid="asset-total" data-value={total} data-currency={quote}>
              {total !== undefined ? f.money(total, quote) : '0.00'}
            </Text>
          </Skeleton>
          <Text fw={600} c="dimmed">
            {quote}
          </Text>
        </Group>
        {data && (
          <Text fz="xs" c="dimmed" data-testid="asset-total-usdt" data-value={data.totalUsdt}>
            {quote === 'USDT'
              ? t('assetsView.estimateUsdt')
              : t('assetsView.estimate', { currency: quote, price: q.price ? f.decimal(q.price) : '…', decimals: q.scale })}
          </Text>
        )}
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
      <AssetViewControls view={view} />
      {!data ? (
        <Skeleton h={180} radius="lg" />
      ) : rows.length === 0 ? (
        <Paper withBorder radius="lg" p="lg" data-testid="asset-all-zero">
          <Text c="dimmed" ta="center">
            {t('assetsView.allZero')}
          </Text>
        </Paper>
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
                  <th className="num-col">{t('assetsView.value', { currency: quote })}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.currency} data-testid={`asset-row-${r.currency}`}>
                    <td className="strong">{r.currency}</td>
                    {AMOUNTS.map((k) => (
                      <td key={k} className="num-col num" data-testid={`asset-${k}-${r.currency}`} data-value={r[k]}>
                        {f.money(r[k], r.currency)}
                      </td>
                    ))}
                    <td className="num-col num" data-testid={`asset-value-${r.currency}`}>
                      {quoteValueOf(r)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Paper>
      ) : (
        <Stack gap="sm">
          {rows.map((r) => (
            <Paper key={r.currency} withBorder radius="md" p="md" data-testid={`asset-row-${r.currency}`}>
              <Group justify="space-between" mb={8}>
                <Text fw={700}>{r.currency}</Text>
                <Text fz="sm" c="dimmed" className="num" data-testid={`asset-value-${r.currency}`}>
                  ≈ {quoteValueOf(r)} {quote}
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

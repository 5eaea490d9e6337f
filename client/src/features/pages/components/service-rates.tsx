// The service rates, generated from the live settings (GET /api/service-rates): deposit and
// withdrawal limits and fees, exchange, spot, contract and fast-trading rates. Nothing here
// is typed in by staff: a fee they change shows on the next visit.
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { trimZeros } from '../../../../../shared/money.ts';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useServiceRates } from '../api/get-service-rates';

/** A decimal fraction as a percent, exact ("0.0321" → "3.21 %"). */
export function percentOf(rate: string): string {
  const negative = rate.startsWith('-');
  const [int = '0', frac = ''] = rate.replace(/^-/, '').split('.');
  const padded = frac.padEnd(2, '0');
  const whole = `${int}${padded.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const rest = padded.slice(2).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${rest ? `.${rest}` : ''} %`;
}

function Section({ title, head, rows, testId }: { title: string; head: string[]; rows: ReactNode[][]; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table striped withRowBorders={false} fz="sm">
          <Table.Thead>
            <Table.Tr>
              {head.map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((cells, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows of a fixed table, in the server's order
              <Table.Tr key={i}>
                {cells.map((c, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the cells of one row
                  <Table.Td key={j}>{c}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

export function ServiceRatesView() {
  const { t } = useTranslation();
  const rates = useServiceRates();
  const d = rates.data;
  const none = t('pages.rates.noMax');
  return (
    <QueryState isPending={rates.isPending} isError={rates.isError} onRetry={() => void rates.refetch()}>
      {d && (
        <Stack gap="md" data-testid="service-rates">
          <Text c="dimmed" fz="sm">
            {t('pages.rates.intro')}
          </Text>
          <Section
            testId="rates-currencies"
            title={t('pages.rates.funds')}
            head={[
              t('pages.rates.currency'),
              t('pages.rates.withdrawFee'),
              t('pages.rates.minWithdraw'),
              t('pages.rates.maxWithdraw'),
              t('pages.rates.minDeposit'),
              t('pages.rates.maxDeposit'),
            ]}
            rows={d.currencies.map((c) => [
              c.code,
              <span key="fee" data-testid={`rate-withdraw-fee-${c.code}`}>
                {percentOf(c.withdrawFeeRate)}
              </span>,
              trimZeros(c.minWithdraw),
              c.maxWithdraw ? trimZeros(c.maxWithdraw) : none,
              trimZeros(c.minDeposit),
              c.maxDeposit ? trimZeros(c.maxDeposit) : none,
            ])}
          />
          <Paper withBorder radius="md" p="md" data-testid="rates-exchange">
            <Title order={4} mb="xs">
              {t('pages.rates.exchange')}
            </Title>
            <Text fz="sm">
              {t('pages.rates.fee')}: {percentOf(d.exchangeFeeRate)} · {t('pages.rates.exchangeNote')}
            </Text>
          </Paper>
          <Section
            testId="rates-spot"
            title={t('pages.rates.spot')}
            head={[t('pages.rates.market'), t('pages.rates.makerFee'), t('pages.rates.takerFee'), t('pages.rates.minOrder')]}
            rows={d.spot.map((s) => [
              s.symbol,
              percentOf(s.makerFeeRate),
              percentOf(s.takerFeeRate),
              `${trimZeros(s.minNotional)} ${s.quote}`,
            ])}
          />
          <Section
            testId="rates-contract"
            title={t('pages.rates.contract')}
            head={[
              t('pages.rates.product'),
              t('pages.rates.tradeFee'),
              t('pages.rates.overnight'),
              t('pages.rates.maintenance'),
              t('pages.rates.leverage'),
              t('pages.rates.lots'),
            ]}
            rows={d.contract.map((c) => [
              c.symbol,
              percentOf(c.feeRate),
              percentOf(c.overnightRate),
              percentOf(c.maintenanceRate),
              c.leverages.map((l) => `${l}×`).join(' '),
              `${trimZeros(c.minLots)} – ${trimZeros(c.maxLots)}`,
            ])}
          />
          <Section
            testId="rates-fast"
            title={t('pages.rates.fast')}
            head={[
              t('pages.rates.product'),
              t('pages.rates.duration'),
              t('pages.rates.profitRate'),
              t('pages.rates.stake', { currency: d.stakeCurrency }),
            ]}
            rows={d.fast.flatMap((p) =>
              p.options.map((o) => [
                p.symbol,
                t('pages.rates.seconds', { n: o.durationSec }),
                percentOf(o.profitRate),
                `${trimZeros(o.minAmount)} – ${trimZeros(o.maxAmount)}`,
              ]),
            )}
          />
        </Stack>
      )}
    </QueryState>
  );
}

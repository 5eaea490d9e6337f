import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsExchange } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitsOf } from '../../../../../shared/money.ts';
import { useFormat } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { toast } from '../../../lib/notify';
import { checkAmount, trimZeros } from '../amount';
import { useCreateExchange } from '../api/create-exchange';
import { useAssets } from '../api/get-assets';
import { useExchangeRate } from '../api/get-exchange-rate';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { useIssueText } from '../hooks/use-issue-text';
import { CURRENCIES } from '../types';
import { AmountField } from './amount-field';

/** Exchange between two of your currencies at the live rate. */
export function ExchangeForm({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const text = useIssueText();
  const assets = useAssets();
  const create = useCreateExchange();
  const keys = useIdempotencyKey();
  const [from, setFrom] = useState('USDT');
  const [to, setTo] = useState('BTC');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);

  const currencies = assets.data?.rows.map((r) => r.currency) ?? [...CURRENCIES];
  const fromRow = assets.data?.rows.find((r) => r.currency === from);
  const scale = fromRow?.scale ?? 2;
  const available = fromRow?.available ?? null;
  const [debounced] = useDebouncedValue(amount, 300);
  const typed = debounced.replace(/\.$/, '');
  const quotable = typed && checkAmount(typed, { currency: from, scale }) === null ? typed : null;
  const quote = useExchangeRate(from, to, quotable);
  const rate = quote.data?.from === from && quote.data.to === to ? quote.data : undefined;
  const arrival = quotable && rate?.amount && rate.arrival && unitsOf(rate.amount, scale) === unitsOf(quotable, scale) ? rate.arrival : null;
  const liveIssue = typed ? checkAmount(typed, { currency: from, scale, available }) : null;

  const pick = (side: 'from' | 'to', value: string) => {
    const other = side === 'from' ? to : from;
    const [nextFrom, nextTo] = side === 'from' ? [value, value === other ? from : other] : [value === other ? to : other, value];
    setFrom(nextFrom);
    setTo(nextTo);
    if (nextFrom !== from) setAmount('');
    setError(null);
  };
  const swap = () => {
    setFrom(to);
    setTo(from);
    setAmount('');
    setError(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = amount.replace(/\.$/, '');
    const issue = checkAmount(value, { currency: from, scale, available });
    setError(text(issue));
    if (issue) return;
    const body = { from, to, amount: value };
    create.mutate(
      { body, idempotencyKey: keys.forValues(body) },
      {
        onSuccess: (x) => {
          keys.reset();
          setAmount('');
          toast.success(t('funds.exchange.successText', { amount: f.money(x.amount, x.from), from: x.from, arrival: f.money(x.arrival, x.to), to: x.to }), t('funds.exchange.success'));
        },
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p={compact ? 'md' : 'lg'}>
      <form noValidate onSubmit={submit} data-testid="exchange-form">
        <Stack gap="md">
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <NativeSelect
              style={{ flex: 1 }}
              label={t('funds.exchange.from')}
              data={currencies}
              value={from}
              onChange={(e) => pick('from', e.currentTarget.value)}
              data-testid="exchange-from"
            />
            <Tooltip label={t('funds.exchange.swap')}>
              <ActionIcon size={36} variant="light" radius="xl" onClick={swap} aria-label={t('funds.exchange.swap')} data-testid="exchange-swap">
                <IconArrowsExchange size={18} />
              </ActionIcon>
            </Tooltip>
            <NativeSelect style={{ flex: 1 }} label={t('funds.exchange.to')} data={currencies} value={to} onChange={(e) => pick('to', e.currentTarget.value)} data-testid="exchange-to" />
          </Group>
          <AmountField
            label={t('funds.common.quantity')}
            value={amount}
            onChange={(v) => {
              setAmount(v);
              setError(null);
            }}
            currency={from}
            scale={scale}
            error={error ?? text(liveIssue) ?? (quotable && quote.error instanceof ApiError ? quote.error.message : null)}
            description={t('funds.common.available', { amount: available ? f.money(available, from) : t('common.dash'), currency: from })}
            onAll={() => {
              if (available && unitsOf(available, scale) > 0n) setAmount(trimZeros(available));
            }}
            testId="exchange-amount"
          />
          <div className="preview-box" data-loading={quote.isFetching || undefined}>
            <Group justify="space-between" gap="xs">
              <Text fz="sm" c="dimmed">
                {t('funds.exchange.rateLabel')}
              </Text>
              <Text fz="sm" className="num" data-testid="exchange-rate" data-value={rate?.rate}>
                {rate ? t('funds.exchange.rate', { from, to, rate: f.decimal(rate.rate) }) : t('common.dash')}
              </Text>
            </Group>
            <Group justify="space-between" gap="xs">
              <Text fz="sm" c="dimmed">
                {t('funds.exchange.arrival')}
              </Text>
              <Text fz="md" fw={700} className="num" data-testid="exchange-arrival" data-value={arrival ?? undefined}>
                {arrival ? `${f.money(arrival, to)} ${to}` : t('common.dash')}
              </Text>
            </Group>
          </div>
          <Button type="submit" size="md" loading={create.isPending} disabled={assets.isPending} data-testid="exchange-submit">
            {t('funds.exchange.submit')}
          </Button>
          <Text fz="xs" c="dimmed">
            {t('funds.exchange.note')}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}

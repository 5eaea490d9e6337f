import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERRORS } from '../../../../../shared/errors.ts';
import { trimZeros, typedAmount, unitsOf } from '../../../../../shared/money.ts';
import { useFormat } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { toast } from '../../../lib/notify';
import { useCountdown } from '../../../lib/use-countdown';
import { type AmountRules, checkAmount } from '../amount';
import { useCreateExchange } from '../api/create-exchange';
import { type ExchangeQuoteBody, useCreateExchangeQuote } from '../api/create-exchange-quote';
import { useWalletAssets } from '../../../lib/api/wallet-assets';
import { useExchangeRate } from '../api/get-exchange-rate';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { useIssueText } from '../hooks/use-issue-text';
import { CURRENCIES, type ExchangeQuote } from '../types';
import { AmountField } from '../../../components/amount-field';
import { PreviewRow } from './preview-row';
import { ExchangeConfirm } from './exchange-confirm';

interface Values {
  from: string;
  to: string;
  amount: string;
}

/** Refusals that mean "this quote can no longer be confirmed": a new one is fetched at once. */
const STALE_QUOTE_CODES: number[] = [ERRORS.EXCHANGE_QUOTE_EXPIRED.code, ERRORS.EXCHANGE_QUOTE_UNKNOWN.code];

/** Exchange between two of your currencies: a live preview, then a quote to confirm. */
export function ExchangeForm({ compact }: { compact?: boolean }) {
  const { t } = useTranslation('funds');
  const f = useFormat();
  const text = useIssueText();
  const assets = useWalletAssets();
  const create = useCreateExchange();
  const requestQuote = useCreateExchangeQuote();
  const keys = useIdempotencyKey();
  const countdown = useCountdown();
  const [quote, setQuote] = useState<ExchangeQuote | null>(null);
  const [quoted, setQuoted] = useState<ExchangeQuoteBody | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { from: 'USDT', to: 'BTC', amount: '' },
    validate: { amount: (v) => text(checkAmount(typedAmount(v), rules)) },
  });
  const { from, to, amount } = form.values;

  const currencies = assets.data?.rows.map((r) => r.currency) ?? [...CURRENCIES];
  const fromRow = assets.data?.rows.find((r) => r.currency === from);
  const scale = fromRow?.scale ?? 2;
  const available = fromRow?.available ?? null;
  const rules: AmountRules = { currency: from, scale, available };
  const [debounced] = useDebouncedValue(amount, 300);
  const typed = typedAmount(debounced);
  const quotable = typed && checkAmount(typed, { currency: from, scale }) === null ? typed : null;
  const preview = useExchangeRate(from, to, quotable);
  const rate = preview.data?.from === from && preview.data.to === to ? preview.data : undefined;
  const arrival =
    amount && quotable && rate?.amount && rate.arrival && unitsOf(rate.amount, scale) === unitsOf(quotable, scale) ? rate.arrival : null;
  const liveIssue = typed ? checkAmount(typed, rules) : null;

  const pick = (side: 'from' | 'to', value: string) => {
    const other = side === 'from' ? to : from;
    const [nextFrom, nextTo] = side === 'from' ? [value, value === other ? from : other] : [value === other ? to : other, value];
    form.setValues({ from: nextFrom, to: nextTo, ...(nextFrom !== from ? { amount: '' } : {}) });
    form.clearErrors();
  };
  const swap = () => {
    form.setValues({ from: to, to: from, amount: '' });
    form.clearErrors();
  };

  /** The currency of one side of the exchange. */
  const currencySelect = (side: 'from' | 'to') => (
    <NativeSelect
      style={{ flex: 1 }}
      label={t(`funds.exchange.${side}`)}
      data={currencies}
      value={form.values[side]}
      onChange={(e) => pick(side, e.currentTarget.value)}
      data-testid={`exchange-${side}`}
    />
  );

  /** Asks for a quote of `body` and shows it for confirmation; `why` says why a new one replaced the last. */
  const fetchQuote = (body: ExchangeQuoteBody, why: string | null = null) => {
    requestQuote.mutate(body, {
      onSuccess: (q) => {
        setQuoted(body);
        setQuote(q);
        setNotice(why);
        countdown.start(q.ttlSeconds);
      },
      // the refusal was toasted; a dialog with a quote that cannot be confirmed is closed
      onError: () => setQuote(null),
    });
  };

  const submit = form.onSubmit((v) => fetchQuote({ from: v.from, to: v.to, amount: typedAmount(v.amount) }));

  const confirm = () => {
    if (!quote) return;
    create.mutate(
      { quoteId: quote.quoteId, idempotencyKey: keys.forValues({ quoteId: quote.quoteId }) },
      {
        onSuccess: (x) => {
          keys.reset();
          setQuote(null);
          form.setFieldValue('amount', '');
          toast.success(
            t('funds.exchange.successText', {
              amount: f.money(x.amount, x.from),
              from: x.from,
              arrival: f.money(x.arrival, x.to),
              to: x.to,
            }),
            t('funds.exchange.success'),
          );
        },
        onError: (err) => {
          const message = err instanceof ApiError ? err.message : t('error.unknown');
          if (err instanceof ApiError && STALE_QUOTE_CODES.includes(err.code) && quoted) fetchQuote(quoted, message);
          else setNotice(message);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p={compact ? 'md' : 'lg'}>
      <form noValidate onSubmit={submit} data-testid="exchange-form">
        <Stack gap="md">
          <Group align="flex-end" gap="sm" wrap="nowrap">
            {currencySelect('from')}
            <Tooltip label={t('funds.exchange.swap')}>
              <ActionIcon
                size={36}
                variant="light"
                radius="xl"
                onClick={swap}
                aria-label={t('funds.exchange.swap')}
                data-testid="exchange-swap"
              >
                <IconArrowsExchange size={18} />
              </ActionIcon>
            </Tooltip>
            {currencySelect('to')}
          </Group>
          <AmountField
            label={t('funds.common.quantity')}
            value={amount}
            onChange={(v) => form.setFieldValue('amount', v)}
            currency={from}
            scale={scale}
            error={form.errors.amount ?? text(liveIssue) ?? (quotable && preview.error instanceof ApiError ? preview.error.message : null)}
            description={t('funds.common.available', { amount: available ? f.money(available, from) : t('common.dash'), currency: from })}
            onAll={() => {
              if (available && unitsOf(available, scale) > 0n) form.setFieldValue('amount', trimZeros(available));
            }}
            testId="exchange-amount"
          />
          <div className="preview-box" data-loading={preview.isFetching || undefined}>
            <PreviewRow label={t('funds.exchange.rateLabel')} testId="exchange-rate" value={rate?.rate}>
              {rate ? t('funds.exchange.rate', { from, to, rate: f.decimal(rate.rate) }) : t('common.dash')}
            </PreviewRow>
            <PreviewRow arrival label={t('funds.exchange.arrival')} testId="exchange-arrival" value={arrival ?? undefined}>
              {arrival ? `${f.money(arrival, to)} ${to}` : t('common.dash')}
            </PreviewRow>
          </div>
          <Button
            type="submit"
            size="md"
            loading={requestQuote.isPending && !quote}
            disabled={assets.isPending}
            data-testid="exchange-submit"
          >
            {t('funds.exchange.submit')}
          </Button>
          <Text fz="xs" c="dimmed">
            {t('funds.exchange.note')}
          </Text>
        </Stack>
      </form>
      <ExchangeConfirm
        quote={quote}
        secondsLeft={countdown.secondsLeft}
        notice={notice}
        confirming={create.isPending}
        refreshing={requestQuote.isPending}
        onConfirm={confirm}
        onRefresh={() => quoted && fetchQuote(quoted)}
        onClose={() => setQuote(null)}
      />
    </Paper>
  );
}

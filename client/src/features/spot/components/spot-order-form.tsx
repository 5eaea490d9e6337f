import { Badge, Box, Button, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDecimals, formatAmount, sanitizeAmount, typedAmount, unitsOf } from '../../../../../shared/money.ts';
import { ConfirmPrompt } from '../../../components/confirm-prompt';
import { DetailRow } from '../../../components/detail-row';
import { useFormat } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { toast } from '../../../lib/notify';
import { useTradeEnv } from '../../../lib/trading/env';
import { MODE_COLOR, MODE_LABEL, type TradeMode } from '../../../lib/trading/mode';
import { usePlaceSpotOrder } from '../api/place-order';
import { useFreshSpotPreview, useSpotPreview } from '../api/preview';
import {
  type OrderProblem,
  orderCost,
  orderProblems,
  PERCENTS,
  percentSize,
  sizedByAmount,
  type TypedOrder,
  tradeAmount,
} from '../order-form';
import type { SpotMarket, SpotOrderBody, SpotOrderType, SpotPreview, SpotSide } from '../types';

/** Typing pauses this long before the server's preview (what is frozen, the most fee) is asked for. */
const PREVIEW_DEBOUNCE_MS = 300;
export const SPOT_SIDE_COLOR: Record<SpotSide, string> = { buy: 'teal', sell: 'red' };

interface Props {
  side: SpotSide;
  market: SpotMarket;
  mode: TradeMode;
  /** The live price: a new limit form starts at it, a market sell's fee is estimated at it. */
  price: string | undefined;
  /** Available of the coin this side spends (quote for a buy, base for a sell); undefined while unknown. */
  available: string | undefined;
  /** A price picked in the order book (`n` changes with every pick, so the same price can be picked again). */
  picked: { price: string; n: number } | null;
}

/** A typed decimal (kept a plain decimal at `scale` decimals while typing) with its coin at the right. */
function DecimalInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  scale: number;
  coin: string;
  error: string | undefined;
  testId: string;
  /** The guided tour's step this field is shown at (the first form's: the buy form on desktop). */
  tour: string;
}) {
  return (
    <TextInput
      label={props.label}
      size="sm"
      inputMode="decimal"
      value={props.value}
      rightSection={
        <Text fz="xs" c="dimmed">
          {props.coin}
        </Text>
      }
      rightSectionWidth={56}
      onChange={(e) => props.onChange(sanitizeAmount(e.currentTarget.value, props.scale))}
      error={props.error}
      data-testid={props.testId}
      wrapperProps={{ 'data-tour': props.tour }}
    />
  );
}

/**
 * A market buy's spend and return as shown: what comes back cut to the coin's display decimals
 * (as every amount of money is shown), the spend the amount less that, so the two shown add up
 * to the trade amount shown (44.704660 + 5.295340 reads 44.71 + 5.29, not 44.70 + 5.29).
 */
function shownSplit(preview: SpotPreview | undefined, currency: string): { spend: string; back: string } | null {
  if (!preview?.unspent || !preview.tradeAmount) return null;
  const scale = preview.unspent.split('.')[1]?.length ?? 0;
  const step = 10n ** BigInt(Math.max(0, scale - (displayDecimals(currency) ?? scale)));
  const back = (unitsOf(preview.unspent, scale) / step) * step;
  return { spend: formatAmount(unitsOf(preview.tradeAmount, scale) - back, scale), back: formatAmount(back, scale) };
}

/**
 * A market buy at the book as it is now (the server's preview, decision 068): the quantity it
 * buys, what it spends (trade value and fee) and what comes back, with why: its amount spent in
 * whole lots to below one lot (up to one lot's cost), the book ending, or the user's own sell.
 */
function MarketBuyEstimate(props: { preview: SpotPreview | undefined; market: SpotMarket; testId: string; fz?: 'xs' | 'sm' }) {
  const { preview, market, testId, fz = 'sm' } = props;
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const quote = (v: string | null | undefined) => (v ? fmt.moneyCode(v, market.quote) : '—');
  const stops = preview?.stopsAt;
  const shown = shownSplit(preview, market.quote);
  return (
    <>
      <DetailRow label={t('spot.estQuantity')} fz={fz} testId={`${testId}-est-quantity`} value={preview?.estimatedQuantity ?? ''}>
        {preview?.estimatedQuantity ? `${fmt.decimal(preview.estimatedQuantity)} ${market.base}` : '—'}
      </DetailRow>
      <DetailRow label={t('spot.estSpend')} fz={fz} testId={`${testId}-spend`} value={preview?.estimatedSpend ?? ''}>
        {quote(shown?.spend)}
      </DetailRow>
      <DetailRow label={t('spot.unspent')} fz={fz} testId={`${testId}-unspent`} value={preview?.unspent ?? ''}>
        {quote(shown?.back)}
      </DetailRow>
      {stops && (
        <Text fz="xs" c="dimmed" data-testid={`${testId}-unspent-note`} data-stops={stops}>
          {t(`spot.unspentNote.${stops}`, { lot: market.lotStep, base: market.base, cost: quote(preview?.lotCost) })}
        </Text>
      )}
    </>
  );
}

/** The body sent for a typed order (only the fields its type takes). */
function bodyOf(order: TypedOrder, market: SpotMarket, mode: TradeMode): SpotOrderBody {
  const { side, type } = order;
  if (type === 'limit')
    return { symbol: market.symbol, side, type, price: typedAmount(order.price), quantity: typedAmount(order.quantity), mode };
  return sizedByAmount(order)
    ? { symbol: market.symbol, side, type, amount: typedAmount(order.amount), mode }
    : { symbol: market.symbol, side, type, quantity: typedAmount(order.quantity), mode };
}

/**
 * One side's order form: market or limit, the entrust price, the quantity (or a market buy's
 * trade amount) with percentage buttons of the available balance, the trade amount and the most
 * fee, the spec's checks under the fields, and the side's button through a confirmation.
 */
export function SpotOrderForm({ side, market, mode, price, available, picked }: Props) {
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const env = useTradeEnv();
  const [type, setType] = useState<SpotOrderType>('limit');
  const [entrust, setEntrust] = useState('');
  const [quantity, setQuantity] = useState('');
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // the server's figures for the order being confirmed, read when the confirmation opens
  const [checked, setChecked] = useState<SpotPreview | null>(null);
  const freshPreview = useFreshSpotPreview();
  const place = usePlaceSpotOrder();
  const spends = side === 'buy' ? market.quote : market.base;

  // a new market: its own price (the first live price to arrive, once) and steps
  const primed = useRef<string | null>(null);
  useEffect(() => {
    if (primed.current === market.symbol || !price) return;
    primed.current = market.symbol;
    setEntrust(typedAmount(sanitizeAmount(price, market.pricePrecision)));
    setQuantity('');
    setAmount('');
    setTried(false);
  }, [market.symbol, market.pricePrecision, price]);
  // a price picked in the book: a limit order at it
  useEffect(() => {
    if (!picked) return;
    setType('limit');
    setEntrust(typedAmount(sanitizeAmount(picked.price, market.pricePrecision)));
  }, [picked, market.pricePrecision]);

  const order: TypedOrder = { side, type, price: typedAmount(entrust), quantity: typedAmount(quantity), amount: typedAmount(amount) };
  const problems = orderProblems(order, market, available);
  const ready = !problems.price && !problems.size;
  const cost = orderCost(order, market, price);
  const value = type === 'limit' ? tradeAmount(order.price, order.quantity, market) : null;
  const byAmount = sizedByAmount(order);

  const body = ready ? bodyOf(order, market, mode) : null;
  const bodyKey = JSON.stringify(body);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by content
  const stableBody = useMemo(() => body, [bodyKey]);
  const [settled] = useDebouncedValue(stableBody, PREVIEW_DEBOUNCE_MS);
  const preview = useSpotPreview(env.ready ? settled : null);
  // (only the preview of the order now typed: an emptied form shows the client's figures, not the last order's)
  const current = stableBody !== null && settled === stableBody;
  const previewed = current ? preview.data : undefined;

  // required-field messages once the button was pressed; the others while typing
  const shown = (p: OrderProblem | undefined) => (p && (tried || !p.endsWith('Required')) ? p : undefined);
  const problemText = (p: OrderProblem | undefined) =>
    p
      ? t(`spot.problem.${p}`, {
          step: p === 'priceStep' ? market.tickSize : market.lotStep,
          min: market.minNotional,
          coin: market.quote,
        })
      : undefined;

  const submit = () => {
    setTried(true);
    if (!ready || !env.ready) return;
    if (!body) return;
    place.reset();
    setChecked(null);
    setConfirming(true);
    freshPreview(body).then(setChecked, (e: unknown) => {
      setConfirming(false);
      if (e instanceof ApiError) toast.error(e.message);
    });
  };
  const confirm = () => {
    if (!body) return;
    place.mutate(body, {
      onSuccess: () => {
        setConfirming(false);
        setQuantity('');
        setAmount('');
        setTried(false);
        toast.success(t('fast.placed'));
      },
    });
  };
  const pick = (percent: bigint) => {
    if (available === undefined) return;
    const size = percentSize(order, percent, available, market);
    if (size === null) return;
    if (byAmount) setAmount(size);
    else setQuantity(size);
  };
  const refused = current && preview.error instanceof ApiError ? preview.error.message : null;
  const color = SPOT_SIDE_COLOR[side];
  const money = (v: string | null | undefined) => (v ? fmt.moneyCode(v, market.quote) : '—');
  const sideLabel = t(`spot.${side}Coin`, { coin: market.base });

  return (
    <Stack gap="xs" data-testid={`spot-form-${side}`}>
      <SegmentedControl
        fullWidth
        size="xs"
        value={type}
        onChange={(v) => {
          setType(v as SpotOrderType);
          setTried(false);
        }}
        data={[
          { value: 'limit', label: <span data-testid={`spot-${side}-type-limit`}>{t('spot.limit')}</span> },
          { value: 'market', label: <span data-testid={`spot-${side}-type-market`}>{t('spot.market')}</span> },
        ]}
      />
      <DetailRow label={t('spot.available')} fz="xs" testId={`spot-${side}-available`} value={available ?? ''}>
        {available !== undefined ? fmt.moneyCode(available, spends) : '—'}
      </DetailRow>
      {type === 'limit' ? (
        <DecimalInput
          label={t('spot.entrustPrice')}
          value={entrust}
          onChange={setEntrust}
          scale={market.pricePrecision}
          coin={market.quote}
          error={problemText(shown(problems.price))}
          testId={`spot-${side}-price`}
          tour="spot-price"
        />
      ) : (
        <TextInput
          label={t('spot.entrustPrice')}
          size="sm"
          value={t('spot.bestPrice')}
          disabled
          readOnly
          wrapperProps={{ 'data-tour': 'spot-price' }}
        />
      )}
      {byAmount ? (
        <DecimalInput
          label={t('spot.tradeAmount')}
          value={amount}
          onChange={setAmount}
          scale={market.quotePrecision}
          coin={market.quote}
          error={problemText(shown(problems.size))}
          testId={`spot-${side}-amount`}
          tour="spot-amount"
        />
      ) : (
        <DecimalInput
          label={t('spot.quantity')}
          value={quantity}
          onChange={setQuantity}
          scale={market.qtyPrecision}
          coin={market.base}
          error={problemText(shown(problems.size))}
          testId={`spot-${side}-quantity`}
          tour="spot-amount"
        />
      )}
      <SimpleGrid cols={4} spacing={4}>
        {PERCENTS.map((p) => (
          <Button
            key={String(p)}
            size="compact-xs"
            variant="default"
            disabled={available === undefined || (!byAmount && side === 'buy' && type === 'limit' && !order.price)}
            onClick={() => pick(p)}
            data-testid={`spot-${side}-pct-${p}`}
          >
            {`${p}%`}
          </Button>
        ))}
      </SimpleGrid>
      <Box>
        {type === 'limit' && (
          <DetailRow label={t('spot.tradeAmount')} fz="xs" testId={`spot-${side}-value`} value={value ?? ''}>
            {money(value)}
          </DetailRow>
        )}
        <DetailRow label={t('spot.maxFee')} fz="xs" testId={`spot-${side}-fee`} value={previewed?.maxFee ?? cost.maxFee ?? ''}>
          {money(previewed?.maxFee ?? cost.maxFee)}
        </DetailRow>
        {byAmount && <MarketBuyEstimate preview={previewed} market={market} testId={`spot-${side}`} fz="xs" />}
      </Box>
      {refused && (
        <Text size="xs" c="red" data-testid={`spot-${side}-refused`}>
          {refused}
        </Text>
      )}
      <Button color={color} onClick={submit} disabled={!env.ready} data-testid={`spot-${side}-submit`}>
        {sideLabel}
      </Button>
      <ConfirmPrompt
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('spot.confirmTitle', { side: t(`spot.side.${side}`), symbol: market.symbol })}
        confirmLabel={sideLabel}
        color={color}
        loading={place.isPending}
        disabled={!checked}
        onConfirm={confirm}
        testId={`spot-${side}-confirm`}
      >
        <Group gap="xs">
          <Badge color={MODE_COLOR[mode]} variant="filled" data-testid={`spot-${side}-confirm-mode`} data-mode={mode}>
            {t(MODE_LABEL[mode])}
          </Badge>
          <Text size="xs" c={MODE_COLOR[mode]}>
            {mode === 'demo' ? t('fast.confirmDemoNote') : t('spot.confirmRealNote')}
          </Text>
        </Group>
        <Box>
          <DetailRow label={t('spot.orderType')}>{t(`spot.${type}`)}</DetailRow>
          <DetailRow label={t('spot.entrustPrice')}>{type === 'limit' ? fmt.decimal(order.price) : t('spot.bestPrice')}</DetailRow>
          {byAmount ? (
            <DetailRow label={t('spot.tradeAmount')}>{money(order.amount)}</DetailRow>
          ) : (
            <DetailRow label={t('spot.quantity')}>
              {checked?.quantity ? fmt.moneyCode(checked.quantity, market.base) : `${order.quantity} ${market.base}`}
            </DetailRow>
          )}
          {type === 'limit' && <DetailRow label={t('spot.tradeAmount')}>{money(checked?.tradeAmount ?? value)}</DetailRow>}
          <DetailRow label={t('spot.maxFee')} testId={`spot-${side}-confirm-fee`} value={checked?.maxFee}>
            {money(checked?.maxFee)}
          </DetailRow>
          <DetailRow label={t('spot.freeze')} testId={`spot-${side}-confirm-freeze`} value={checked?.freeze}>
            {checked ? fmt.moneyCode(checked.freeze, checked.freezeCurrency) : '—'}
          </DetailRow>
          <DetailRow label={t('spot.available')}>{checked ? fmt.moneyCode(checked.available, checked.freezeCurrency) : '—'}</DetailRow>
          {byAmount && <MarketBuyEstimate preview={checked ?? undefined} market={market} testId={`spot-${side}-confirm`} />}
        </Box>
      </ConfirmPrompt>
    </Stack>
  );
}
